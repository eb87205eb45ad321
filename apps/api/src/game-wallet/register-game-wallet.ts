import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import type { PlayerEvents } from '../notifications';
import { registerGameHistory } from './game-history-endpoint';
import { registerHub88WalletRoutes } from './hub88-wallet-routes';
import type { SeamlessWallet } from './seamless-wallet';
import { type BetGuard, createSeamlessWallet } from './seamless-wallet-service';

/** The provider name the in-house demo provider's transactions are keyed under. */
export const demoProviderName = 'zar-demo';

/** What the game wallet needs. */
export interface GameWalletServices {
  database: DatabaseHandle;
  clock: () => Date;
  /** Hears of every committed balance change (the hub pushes it). */
  events: PlayerEvents;
  /** The secret providers sign HTTP wallet calls with. */
  secret: string;
  /** Refuses bets the player's limits forbid (responsible gambling); default none. */
  betGuard?: BetGuard;
}

/**
 * The seamless wallet games settle through, its signed HTTP adapter for providers (Hub88's
 * shape) and the player's game history. Returns the wallet of the in-house demo provider, which
 * calls it in-process.
 */
export function registerGameWallet(
  app: FastifyInstance,
  { database, clock, events, secret, betGuard }: GameWalletServices,
): SeamlessWallet {
  const shared = { database, clock, events, betGuard };
  registerHub88WalletRoutes(app, {
    wallet: createSeamlessWallet({ ...shared, provider: 'hub88' }),
    secret,
  });
  registerGameHistory(app, { database });
  return createSeamlessWallet({ ...shared, provider: demoProviderName });
}
