import { type Kysely, sql } from 'kysely';

/**
 * Issue 20, logins and sign-ups:
 * - `spent_challenge`: the proof-of-work challenges whose solution was accepted, by nonce, until
 *   they expire, so one solution opens one attempt, whichever API process receives it.
 * - A TC number (`player.personal_no`) belongs to one account. Players who already share one keep
 *   their accounts: all but the oldest are marked `personal_no_duplicate` (for the operator to
 *   settle) and the unique index covers the rest, so a new account can use none of them.
 */
export const accountAbuse = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('spent_challenge')
      .addColumn('nonce', 'text', (column) => column.primaryKey())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('spent_challenge_expires_at')
      .on('spent_challenge')
      .column('expires_at')
      .execute();

    await db.schema
      .alterTable('player')
      .addColumn('personal_no_duplicate', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
    await sql`
      update player set personal_no_duplicate = true
      where exists (
        select 1 from player older
        where older.personal_no = player.personal_no and older.id < player.id
      )
    `.execute(db);
    await sql`
      create unique index player_personal_no_key on player (personal_no)
      where not personal_no_duplicate
    `.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('player_personal_no_key').execute();
    await db.schema.alterTable('player').dropColumn('personal_no_duplicate').execute();
    await db.schema.dropTable('spent_challenge').execute();
  },
};
