import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';

/** A casino game as the lobby lists it; `productId` / `system` feed the provider launch calls. */
export const game = z.object({
  gameCode: z.string().min(1),
  name: z.string(),
  providerName: z.string(),
  mainProviderId: z.number().int(),
  productId: z.string().nullable(),
  system: z.string().nullable(),
  imageUrl: z.string(),
  isLive: z.boolean(),
});
export type Game = z.infer<typeof game>;

/** Filters of the game list: a lobby category, live games, a search text, and paging. */
export const gameSearch = z.object({
  systemCategory: z.number().int().optional(),
  live: z.boolean().optional(),
  search: z.string().max(100).optional(),
  skip: z.number().int().nonnegative(),
  take: z.number().int().min(1).max(100),
});
export type GameSearch = z.infer<typeof gameSearch>;

/** POST casino/games. */
export const casinoGames = defineEndpoint({
  method: 'POST',
  path: 'casino/games',
  request: gameSearch,
  response: envelope(z.array(game)),
  auth: false,
});

/** Whether a game is now among the player's favourites. */
export const favoriteState = z.object({ isFavorite: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteState>;

/** POST casino/togglefavorite: adds the game to the favourites, or removes it. */
export const toggleFavorite = defineEndpoint({
  method: 'POST',
  path: 'casino/togglefavorite',
  request: z.object({ code: z.string().min(1), providerId: z.number().int() }),
  response: envelope(favoriteState),
  auth: true,
});
