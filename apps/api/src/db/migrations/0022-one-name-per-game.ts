import { type Kysely, sql } from 'kysely';

/**
 * Issue 21, words and names:
 * - `top_winner.game_code`: the catalogue game a win was in, so the winners widget shows the
 *   game's one name (and artwork) from `casino_game`, as the lobby does. Rows written before are
 *   matched by their artwork's address (`/media/games/<code>.svg`).
 * - `notification.title_tr` … `body_en`: a notification of the site's own in both languages, so
 *   it reads in the player's current language; an operator's message (one text) keeps `title`
 *   and `body` only.
 */
export const oneNamePerGame = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('top_winner').addColumn('game_code', 'text').execute();
    await sql`
      update top_winner
      set game_code = substring(image from '^/media/games/([a-z0-9-]+)\\.svg')
      where game_code is null`.execute(db);
    await db.schema
      .alterTable('notification')
      .addColumn('title_tr', 'text')
      .addColumn('title_en', 'text')
      .addColumn('body_tr', 'text')
      .addColumn('body_en', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('notification')
      .dropColumn('title_tr')
      .dropColumn('title_en')
      .dropColumn('body_tr')
      .dropColumn('body_en')
      .execute();
    await db.schema.alterTable('top_winner').dropColumn('game_code').execute();
  },
};
