import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import type { GameLauncher } from '../demo-provider';
import type { SeamlessWallet } from '../game-wallet';

export interface CasinoServices {
  database: DatabaseHandle;
  clock: () => Date;
  wallet: SeamlessWallet;
  launcher: GameLauncher;
}

/** The game catalogue, favourites, recently played games and the six provider launch calls. */
export function registerCasino(_app: FastifyInstance, _services: CasinoServices): void {}
