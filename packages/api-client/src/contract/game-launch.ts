import type { Game } from './casino';
import {
  amusnetLaunchUrl,
  dtLaunchUrl,
  egtLaunchUrl,
  emLaunchUrl,
  hub88LaunchUrl,
  softGamingsLaunchUrl,
} from './casino-launch';
import type { RequestOf } from './endpoint';
import { GamePlatform } from './enumerations';

/** Provider names (`Game.providerName`) that have a launch call, as SPEC §7 names them. */
export const LaunchProvider = {
  Dt: 'DT',
  EveryMatrix: 'EveryMatrix',
  Amusnet: 'Amusnet',
  EgtDigital: 'Egt Digital',
  Hub88: 'Hub88',
  SoftGamings: 'SoftGamings',
} as const;
export type LaunchProvider = (typeof LaunchProvider)[keyof typeof LaunchProvider];

/** Where and how the game is opened. */
export interface LaunchContext {
  /** True on phones and tablets. */
  isMobile: boolean;
  /** The UI language, e.g. `tr`. */
  language: string;
  /** The address the provider returns the player to. */
  lobbyUrl: string;
}

/** The launch call to make for a game, with its body. */
export type GameLaunchCall =
  | { endpoint: typeof dtLaunchUrl; input: RequestOf<typeof dtLaunchUrl> }
  | { endpoint: typeof emLaunchUrl; input: RequestOf<typeof emLaunchUrl> }
  | { endpoint: typeof amusnetLaunchUrl; input: RequestOf<typeof amusnetLaunchUrl> }
  | { endpoint: typeof egtLaunchUrl; input: RequestOf<typeof egtLaunchUrl> }
  | { endpoint: typeof hub88LaunchUrl; input: RequestOf<typeof hub88LaunchUrl> }
  | { endpoint: typeof softGamingsLaunchUrl; input: RequestOf<typeof softGamingsLaunchUrl> };

const normalise = (name: string) => name.toLowerCase().replace(/\s+/g, '');

/**
 * The launch call the game's provider name selects (SPEC §7), or null when the provider has no
 * known call (e.g. Digitain) or the game lacks the id the call needs.
 */
export function gameLaunchCall(game: Game, context: LaunchContext): GameLaunchCall | null {
  const platform = context.isMobile ? GamePlatform.Mobile : GamePlatform.Desktop;
  switch (normalise(game.providerName)) {
    case normalise(LaunchProvider.Dt):
      return { endpoint: dtLaunchUrl, input: { code: game.gameCode } };
    case normalise(LaunchProvider.EveryMatrix):
      return game.productId === null
        ? null
        : { endpoint: emLaunchUrl, input: { code: game.gameCode, productId: game.productId } };
    case normalise(LaunchProvider.Amusnet):
      return {
        endpoint: amusnetLaunchUrl,
        input: { code: game.gameCode, isMobile: context.isMobile },
      };
    case normalise(LaunchProvider.EgtDigital):
      return {
        endpoint: egtLaunchUrl,
        input: {
          platform,
          gameCode: game.gameCode,
          language: context.language,
          lobbyUrl: context.lobbyUrl,
        },
      };
    case normalise(LaunchProvider.Hub88):
      return {
        endpoint: hub88LaunchUrl,
        input: {
          platform,
          gameCode: game.gameCode,
          language: context.language,
          lobbyUrl: context.lobbyUrl,
        },
      };
    case normalise(LaunchProvider.SoftGamings):
      return game.system === null
        ? null
        : {
            endpoint: softGamingsLaunchUrl,
            input: {
              system: game.system,
              pageCode: game.gameCode,
              isMobile: context.isMobile ? 1 : 0,
            },
          };
    default:
      return null;
  }
}
