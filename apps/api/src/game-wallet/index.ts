import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import type { PlayerEvents } from '../notifications';
import type { SeamlessWallet } from './seamless-wallet';

export type * from './seamless-wallet';

/** What the game wallet needs. */
export interface GameWalletServices {
  database: DatabaseHandle;
  clock: () => Date;
  /** Hears of every committed balance change (the hub pushes it). */
  events: PlayerEvents;
  /** The secret providers sign HTTP wallet calls with. */
  secret: string;
}

/**
 * The seamless wallet games settle through, its signed HTTP adapter for providers, and the
 * player's game history. Returns the wallet for in-process providers.
 */
export function registerGameWallet(
  _app: FastifyInstance,
  _services: GameWalletServices,
): SeamlessWallet {
  const notBuilt = () => Promise.reject(new Error('The game wallet is not built yet'));
  return {
    openGameSession: notBuilt,
    findGameSession: notBuilt,
    balance: notBuilt,
    bet: notBuilt,
    win: notBuilt,
    rollback: notBuilt,
  };
}
