import type { FastifyInstance } from 'fastify';
import { gamesClientDir } from '../config';
import type { DatabaseHandle } from '../db';
import type { SeamlessWallet } from '../game-wallet';
import { createCrashGame } from './crash-game';
import type { GameLauncher } from './demo-launch-request';
import { createDemoCore } from './demo-rounds';
import { loadGameAssets, registerDemoRoutes } from './demo-routes';
import { createRoundSettlement, type RoundSettlement } from './round-settlement';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo provider's round settlement; tests run its sweep instead of waiting. */
    demoRounds: Pick<RoundSettlement, 'settleDue'>;
  }
}

export interface DemoProviderServices {
  database: DatabaseHandle;
  clock: () => Date;
  wallet: SeamlessWallet;
  /** Where the pages' browser files are; default `apps/api/games-client`. */
  assetsDir?: string;
}

/**
 * The in-house demo game provider: a 5-reel slot, European roulette and a crash game, each its
 * own page (`/api/games/demo/<game>?launch=…`), settling every bet and win through the seamless
 * wallet, provably fair, with a verify page; rounds due are settled by the server. Returns the
 * launcher the casino's calls use.
 */
export async function registerDemoProvider(
  app: FastifyInstance,
  { database, clock, wallet, assetsDir = gamesClientDir }: DemoProviderServices,
): Promise<GameLauncher> {
  const core = createDemoCore({ db: database.db, clock, wallet });
  const settlement = createRoundSettlement({ core, log: app.log });
  const crash = createCrashGame(core, { watch: (round) => settlement.watch(round) });
  registerDemoRoutes(app, { core, crash, assets: await loadGameAssets(assetsDir) });
  app.decorate('demoRounds', { settleDue: () => settlement.settleDue() });
  app.addHook('onReady', async () => settlement.start());
  app.addHook('onClose', async () => settlement.close());
  return { launch: (request) => core.launch(request) };
}
