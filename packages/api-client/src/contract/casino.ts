import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { recordId } from './record-id';

/**
 * A casino game as the lobby lists it. `providerName` is the aggregator whose launch call opens
 * it (SPEC §7) and `productId` / `system` feed that call; `studio` is the maker the player sees
 * (one of the footer's providers, e.g. `Pragmatic Play`).
 */
export const game = z.object({
  gameCode: z.string().min(1),
  name: z.string(),
  providerName: z.string(),
  studio: z.string(),
  mainProviderId: z.number().int(),
  productId: z.string().nullable(),
  system: z.string().nullable(),
  imageUrl: z.string(),
  isLive: z.boolean(),
});
export type Game = z.infer<typeof game>;

/**
 * How a list of games is ordered: `popular` (most played first, the curated Popular games before
 * the rest), `new` (the New Games category first, then the newest in the catalogue), `name` (A–Z,
 * Turkish letters beside their Latin ones). Without one, the lobby's own order.
 */
export const gameSort = z.enum(['popular', 'new', 'name']);
export type GameSort = z.infer<typeof gameSort>;

/**
 * Filters of the game list: a lobby category, or any of several (a section's all-games grid),
 * live games, one studio, a search text, an order, and paging.
 */
export const gameSearch = z.object({
  systemCategory: recordId.optional(),
  categoryIds: z.array(recordId).max(50).optional(),
  live: z.boolean().optional(),
  studio: z.string().max(60).optional(),
  search: z.string().max(100).optional(),
  sort: gameSort.optional(),
  skip: z.number().int().nonnegative(),
  take: z.number().int().min(1).max(100),
});
export type GameSearch = z.infer<typeof gameSearch>;

/** A game studio (provider) of the lobby and how many of the asked games it makes. */
export const gameStudio = z.object({ name: z.string(), gameCount: z.number().int() });
export type GameStudio = z.infer<typeof gameStudio>;

/** POST casino/studios: the studios of the games in these categories (all when none), A–Z. */
export const casinoStudios = defineEndpoint({
  method: 'POST',
  path: 'casino/studios',
  request: z.object({ categoryIds: z.array(recordId).max(50).optional() }),
  response: envelope(z.array(gameStudio)),
  auth: false,
  effect: 'read',
});

/** POST casino/games. */
export const casinoGames = defineEndpoint({
  method: 'POST',
  path: 'casino/games',
  request: gameSearch,
  response: envelope(z.array(game)),
  auth: false,
  effect: 'read',
});

/** Whether a game is now among the player's favourites. */
export const favoriteState = z.object({ isFavorite: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteState>;

/** POST casino/togglefavorite: adds the game to the favourites, or removes it. */
export const toggleFavorite = defineEndpoint({
  method: 'POST',
  path: 'casino/togglefavorite',
  request: z.object({ code: z.string().min(1), providerId: recordId }),
  response: envelope(favoriteState),
  auth: true,
  effect: 'write',
});

/** GET casino/favorites: the player's favourite games, most recently added first. */
export const favoriteGames = defineEndpoint({
  method: 'GET',
  path: 'casino/favorites',
  request: z.object({}),
  response: envelope(z.array(game)),
  auth: true,
  effect: 'read',
});

/** GET casino/recent: the games the player launched lately, newest first (at most 20). */
export const recentGames = defineEndpoint({
  method: 'GET',
  path: 'casino/recent',
  request: z.object({}),
  response: envelope(z.array(game)),
  auth: true,
  effect: 'read',
});
