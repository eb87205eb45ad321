import {
  casinoGames,
  casinoStudios,
  favoriteGames,
  recentGames,
  toggleFavorite,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import type { GameLauncher } from '../demo-provider';
import type { SeamlessWallet } from '../game-wallet';
import { type PublicAddress, registerEndpoint, serverMessage } from '../http';
import type { MediaLibrary } from '../media';
import {
  findGame,
  findGames,
  findStudios,
  favoriteGames as listFavorites,
  recentGames as listRecent,
  toGame,
  toggleFavorite as toggle,
} from './casino-games';
import { casinoMessages, gameMissing } from './casino-messages';
import { registerGameLaunches } from './game-launches';

export interface CasinoServices {
  database: DatabaseHandle;
  clock: () => Date;
  wallet: SeamlessWallet;
  launcher: GameLauncher;
  media: MediaLibrary;
  /** The site's public address: game pages and lobbies are built on it. */
  site: PublicAddress;
}

/** The game list, favourites, recently played games and the six provider launch calls. */
export function registerCasino(app: FastifyInstance, services: CasinoServices): void {
  const { database, media } = services;
  const db = database.db;

  registerEndpoint(app, casinoGames, async (input) => ({
    success: true,
    message: null,
    data: (await findGames(db, input)).map((row) => toGame(row, media)),
  }));

  registerEndpoint(app, casinoStudios, async (input) => ({
    success: true,
    message: null,
    data: await findStudios(db, input.categoryIds),
  }));

  registerEndpoint(app, toggleFavorite, async (input, context) => {
    const { playerId } = context.session;
    const game = await findGame(db, input.code);
    if (!game || game.main_provider_id !== input.providerId) throw gameMissing();
    const isFavorite = await toggle(db, playerId, game.id, services.clock());
    const text = isFavorite ? casinoMessages.favoriteAdded : casinoMessages.favoriteRemoved;
    return { success: true, message: serverMessage(text, context.locale), data: { isFavorite } };
  });

  registerEndpoint(app, favoriteGames, async (_input, context) => {
    const { playerId } = context.session;
    const rows = await listFavorites(db, playerId);
    return { success: true, message: null, data: rows.map((row) => toGame(row, media)) };
  });

  registerEndpoint(app, recentGames, async (_input, context) => {
    const { playerId } = context.session;
    const rows = await listRecent(db, playerId);
    return { success: true, message: null, data: rows.map((row) => toGame(row, media)) };
  });

  registerGameLaunches(app, services);
}
