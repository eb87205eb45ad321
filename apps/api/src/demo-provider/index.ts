import type { FastifyInstance } from 'fastify';
import { gamesClientDir } from '../config';
import type { DatabaseHandle } from '../db';
import type { SeamlessWallet } from '../game-wallet';
import { createCrashGame } from './crash-game';
import type { DemoEngine } from './demo-engines';
import { createDemoCore } from './demo-rounds';
import { loadGameAssets, registerDemoRoutes } from './demo-routes';
import { createRoundSettlement, type RoundSettlement } from './round-settlement';

export { type DemoEngine, demoEngines } from './demo-engines';
export { type GameAssets, loadGameAssets, softGamingsMarkupFrame } from './demo-routes';
export { type FrameMoney, formatFrameMoney, frameMoney } from './frame-money';
export { roundSettlementSweepMs } from './round-settlement';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo provider's round settlement; tests run its sweep instead of waiting. */
    demoRounds: Pick<RoundSettlement, 'settleDue'>;
  }
}

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
  /** The site's public address (ZAR_PUBLIC_URL), e.g. `https://zar.example/`. */
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
