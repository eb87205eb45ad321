import type { Game, GameSearch } from '@zar/api-client/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../db';
import type { MediaLibrary } from '../media';
import type { CasinoGameTable } from './casino-tables';
import { containsPattern, searchKey } from './search-key';

export type GameRow = Selectable<CasinoGameTable>;

/** How many recently played games a player keeps. */
export const recentGamesKept = 20;

/** A catalogue row as the lobby sees it. */
export function toGame(row: GameRow, media?: MediaLibrary): Game {
  return {
    gameCode: row.code,
    name: row.name,
    providerName: row.provider_name,
    studio: row.studio,
    mainProviderId: row.main_provider_id,
    productId: row.product_id,
    system: row.system,
    imageUrl: media ? media.versioned(row.image_url) : row.image_url,
    isLive: row.is_live,
  };
}

/** The icon of the lobby categories `popular` and `new` (the seed finds categories by icon). */
const categoryIcon = (slug: 'popular' | 'new') => `/media/categories/${slug}.svg`;

/**
 * One page of the lobby: the games of a category (in the category's order), or of any of several
 * categories, or every live game, or every game; narrowed to one studio and by a search of name
 * and studio folded the Turkish way; in the order asked for (see `gameSort`), paged.
 */
export async function findGames(db: Kysely<Database>, search: GameSearch): Promise<GameRow[]> {
  let query = db.selectFrom('casino_game as game').selectAll('game');
  if (search.systemCategory !== undefined) {
    query = query
      .innerJoin('casino_game_category as listing', 'listing.game_id', 'game.id')
      .where('listing.category_id', '=', search.systemCategory)
      .$if(!search.sort, (listed) => listed.orderBy('listing.sort'));
  }
  const categoryIds = search.categoryIds;
  if (categoryIds) {
    if (categoryIds.length === 0) return [];
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('casino_game_category as any_listing')
          .select('any_listing.game_id')
          .whereRef('any_listing.game_id', '=', 'game.id')
          .where('any_listing.category_id', 'in', categoryIds),
      ),
    );
  }
  if (search.live !== undefined) query = query.where('game.is_live', '=', search.live);
  if (search.studio !== undefined) query = query.where('game.studio', '=', search.studio);
  const text = search.search?.trim();
  if (text) query = query.where('game.search_key', 'like', containsPattern(text));
  const listedIn = (slug: 'popular' | 'new') =>
    sql<boolean>`exists (select 1 from casino_game_category as ranked
      join casino_category as category on category.id = ranked.category_id
      where ranked.game_id = game.id and category.image_url = ${categoryIcon(slug)})`;
  if (search.sort === 'popular') {
    // Most played first (players who launched it), then the curated Popular games.
    query = query
      .orderBy(
        sql`(select count(*) from casino_recent as played where played.game_id = game.id)`,
        'desc',
      )
      .orderBy(listedIn('popular'), 'desc');
  } else if (search.sort === 'new') {
    query = query.orderBy(listedIn('new'), 'desc').orderBy('game.id', 'desc');
  } else if (search.sort === 'name') {
    // The folded name (the search key less its studio): Ç beside C, İ and I beside i, whatever
    // the database's collation.
    query = query.orderBy(
      sql`left(game.search_key, char_length(game.search_key) - char_length(game.studio) - 1)`,
    );
  }
  return query
    .orderBy('game.sort')
    .orderBy('game.id')
    .offset(search.skip)
    .limit(search.take)
    .execute();
}

/** The studios of the games listed in these categories (every game without), A–Z, with counts. */
export async function findStudios(
  db: Kysely<Database>,
  categoryIds: readonly number[] | undefined,
): Promise<Array<{ name: string; gameCount: number }>> {
  if (categoryIds?.length === 0) return [];
  let query = db
    .selectFrom('casino_game as game')
    .select(['game.studio as name', (eb) => eb.fn.countAll<string>().as('games')])
    .groupBy('game.studio')
    .orderBy('game.studio');
  if (categoryIds) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('casino_game_category as listing')
          .select('listing.game_id')
          .whereRef('listing.game_id', '=', 'game.id')
          .where('listing.category_id', 'in', categoryIds),
      ),
    );
  }
  const rows = await query.execute();
  return rows
    .map((row) => ({ name: row.name, gameCount: Number(row.games) }))
    .sort((a, b) => searchKey(a.name).localeCompare(searchKey(b.name)));
}

/** The game with this code, if the catalogue has it. */
export async function findGame(db: Kysely<Database>, code: string): Promise<GameRow | undefined> {
  return db.selectFrom('casino_game').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The player's favourite games, most recently added first. */
export async function favoriteGames(db: Kysely<Database>, playerId: number): Promise<GameRow[]> {
  return db
    .selectFrom('casino_favorite as favorite')
    .innerJoin('casino_game as game', 'game.id', 'favorite.game_id')
    .selectAll('game')
    .where('favorite.player_id', '=', playerId)
    .orderBy('favorite.created_at', 'desc')
    .orderBy('game.id', 'desc')
    .execute();
}

/** The games the player launched lately, newest first. */
export async function recentGames(db: Kysely<Database>, playerId: number): Promise<GameRow[]> {
  return db
    .selectFrom('casino_recent as recent')
    .innerJoin('casino_game as game', 'game.id', 'recent.game_id')
    .selectAll('game')
    .where('recent.player_id', '=', playerId)
    .orderBy('recent.played_at', 'desc')
    .orderBy('game.id', 'desc')
    .limit(recentGamesKept)
    .execute();
}

/**
 * Adds the game to the player's favourites, or removes it when it is there. Two toggles racing
 * each other cannot leave a duplicate (the primary key), and each answers what it did.
 */
export async function toggleFavorite(
  db: Kysely<Database>,
  playerId: number,
  gameId: number,
  at: Date,
): Promise<boolean> {
  const removed = await db
    .deleteFrom('casino_favorite')
    .where('player_id', '=', playerId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  if (removed.numDeletedRows > 0n) return false;
  await db
    .insertInto('casino_favorite')
    .values({ player_id: playerId, game_id: gameId, created_at: at })
    .onConflict((conflict) => conflict.columns(['player_id', 'game_id']).doNothing())
    .execute();
  return true;
}

/** Remembers a launch; the player keeps the newest `recentGamesKept` games. */
export async function recordRecentGame(
  db: Kysely<Database>,
  playerId: number,
  gameId: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto('casino_recent')
    .values({ player_id: playerId, game_id: gameId, played_at: at })
    .onConflict((conflict) =>
      conflict.columns(['player_id', 'game_id']).doUpdateSet({ played_at: at }),
    )
    .execute();
  const kept = db
    .selectFrom('casino_recent')
    .select('game_id')
    .where('player_id', '=', playerId)
    .orderBy('played_at', 'desc')
    .orderBy('game_id', 'desc')
    .limit(recentGamesKept);
  await db
    .deleteFrom('casino_recent')
    .where('player_id', '=', playerId)
    .where('game_id', 'not in', kept)
    .execute();
}
