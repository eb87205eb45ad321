import type { DemoEngine } from './demo-engines';

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
