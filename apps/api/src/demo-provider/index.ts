import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import type { SeamlessWallet } from '../game-wallet';

/** The real games the demo provider serves; every catalogue game plays on one of them. */
export type DemoEngine = 'slot' | 'roulette' | 'crash';

/** What the operator's launch call hands the provider. */
export interface DemoLaunchRequest {
  /** The game session token the operator's wallet issued. */
  token: string;
  game: { gameCode: string; name: string; studio: string; engine: DemoEngine };
  /** `tr` or `en`. */
  language: string;
  /** Where the game's lobby button returns the player. */
  lobbyUrl: string;
  isMobile: boolean;
  /** The public origin and base the request came to, e.g. `http://localhost:8080/`. */
  baseUrl: string;
}

/** The provider's launch: records the launch and answers the game page's address. */
export interface GameLauncher {
  launch(request: DemoLaunchRequest): Promise<string>;
}

export interface DemoProviderServices {
  database: DatabaseHandle;
  clock: () => Date;
  wallet: SeamlessWallet;
}

/** The demo provider's game pages, its round API and the fairness verify page. */
export function registerDemoProvider(
  _app: FastifyInstance,
  _services: DemoProviderServices,
): GameLauncher {
  return { launch: () => Promise.reject(new Error('The demo provider is not built yet')) };
}
