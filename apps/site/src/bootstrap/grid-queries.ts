// The queries of a casino lobby's grid of games, shared by the lobby page and the first screen the
// API serves for /casino/live (first-screen-queries.ts). A module of its own, so the visitor's
// first load of other pages does not carry them. Types and constants only, as first-screen-queries.
import type { GameSearch, GameSort } from '@zar/api-client';
import type { ApiQueries } from '@zar/api-client/react';

/** Games in a page of a lobby's grid; 'More games' asks for the next page. */
export const gridPageSize = 40;
/** The order a lobby's grid opens in (its order filter's first choice). */
export const defaultGridSort: GameSort = 'popular';
/** The live lobby's grid as it opens: every live game, in the default order. */
export const liveGridSearch = { live: true, sort: defaultGridSort };

/** The first `pages` pages (at most 100 games) of a grid of the games matching `search`. */
export function gameGridQuery(
  queries: ApiQueries,
  search: Omit<GameSearch, 'skip' | 'take'>,
  pages = 1,
) {
  return queries.casinoGames({ ...search, skip: 0, take: Math.min(100, gridPageSize * pages) });
}

/** The game studios of a grid's provider filter: those with games in `categoryIds`, or all. */
export function gridStudiosQuery(queries: ApiQueries, categoryIds?: readonly number[]) {
  return queries.casinoStudios(categoryIds ? { categoryIds: [...categoryIds] } : {});
}
