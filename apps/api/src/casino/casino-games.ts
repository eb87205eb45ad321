import type { Game, GameSearch } from '@zar/api-client/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import type { MediaLibrary } from '../media';
import type { CasinoGameTable } from './casino-tables';
import { containsPattern } from './search-key';

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

/**
 * One page of the lobby: the games of a category (in the category's order), or every live game,
 * or every game; narrowed by a search of name and studio folded the Turkish way.
 */
export async function findGames(db: Kysely<Database>, search: GameSearch): Promise<GameRow[]> {
  let query = db.selectFrom('casino_game as game').selectAll('game');
  if (search.systemCategory !== undefined) {
    query = query
      .innerJoin('casino_game_category as listing', 'listing.game_id', 'game.id')
      .where('listing.category_id', '=', search.systemCategory)
      .orderBy('listing.sort');
  }
  if (search.live !== undefined) query = query.where('game.is_live', '=', search.live);
  const text = search.search?.trim();
  if (text) query = query.where('game.search_key', 'like', containsPattern(text));
  return query
    .orderBy('game.sort')
    .orderBy('game.id')
    .offset(search.skip)
    .limit(search.take)
    .execute();
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
