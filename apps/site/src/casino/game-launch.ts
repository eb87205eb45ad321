import {
  type Game,
  gameLaunchCall,
  type LaunchContext,
  LaunchProvider,
} from '@zar/api-client/contract';
import { apiClient } from '../api/api-client';
import { i18n } from '../i18n/i18n';

/** How a launched game is framed: its address or markup, the sandbox, and who may message us. */
export interface GameFrameSpec {
  src?: string;
  srcDoc?: string;
  sandbox: string;
  /** The origin the frame's messages come from (`null` for an opaque, sandboxed origin). */
  messageOrigin: string;
}

const baseSandbox = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The frame of a launch answer. A game never runs with the site's origin: an address on the
 * site's own origin, and SoftGamings' markup, run sandboxed without `allow-same-origin` (an
 * opaque origin that cannot read the site's storage); a third-party address keeps its own origin.
 */
export function frameForLaunch(
  answer: string,
  providerName: string,
  siteOrigin: string,
): GameFrameSpec {
  if (providerName === LaunchProvider.SoftGamings) {
    return { srcDoc: answer, sandbox: baseSandbox, messageOrigin: 'null' };
  }
  const url = new URL(answer, siteOrigin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('A game address must be http or https');
  }
  const sameOrigin = url.origin === siteOrigin;
  return {
    src: url.href,
    sandbox: sameOrigin ? baseSandbox : `${baseSandbox} allow-same-origin`,
    messageOrigin: sameOrigin ? 'null' : url.origin,
  };
}

/** Whether a failed launch also closes the game (SPEC §8: EGT, Hub88 and SoftGamings). */
export function launchFailureCloses(providerName: string): boolean {
  return (
    [LaunchProvider.EgtDigital, LaunchProvider.Hub88, LaunchProvider.SoftGamings] as string[]
  ).includes(providerName);
}

/** Asks the API for the game's launch with the call its provider selects; rejects with the reason. */
export async function requestLaunch(game: Game, context: LaunchContext): Promise<string> {
  const launch = gameLaunchCall(game, context);
  if (!launch) throw new Error(i18n.t('gamePlay.cannotOpen'));
  const answer = await apiClient.call(launch.endpoint, launch.input as never);
  return answer.data;
}
