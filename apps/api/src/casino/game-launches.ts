import {
  amusnetLaunchUrl,
  dtLaunchUrl,
  egtLaunchUrl,
  emLaunchUrl,
  hub88LaunchUrl,
  softGamingsLaunchUrl,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { softGamingsMarkupFrame } from '../demo-provider';
import { type EndpointContext, type PlayerSession, registerEndpoint } from '../http';
import { findGame, type GameRow, recordRecentGame } from './casino-games';
import { gameMissing } from './casino-messages';
import { LaunchProvider } from './game-catalogue';
import type { CasinoServices } from './register-casino';
import { softGamingsPage } from './softgamings-page';

/** How the player opens a game: language, the lobby to return to, phone or not. */
interface LaunchOptions {
  language?: string;
  lobbyUrl?: string;
  isMobile: boolean;
}

/** The six provider launch calls: each opens a game session and answers the game's address. */
export function registerGameLaunches(app: FastifyInstance, services: CasinoServices): void {
  const db = services.database.db;

  /**
   * Opens a game of `provider` for the player: a game session in the wallet, the provider's
   * launch, the game among the recently played. The game must belong to the provider whose call
   * was made (and carry the product or system id the call names).
   */
  async function launchUrl(
    context: EndpointContext<PlayerSession>,
    code: string,
    provider: string,
    options: LaunchOptions,
    matches: (game: GameRow) => boolean = () => true,
  ): Promise<string> {
    const { playerId, sessionId } = context.session;
    const game = await findGame(db, code);
    if (!game || game.provider_name !== provider || !matches(game)) throw gameMissing();
    const session = await services.wallet.openGameSession({
      playerId,
      playerSessionId: sessionId,
      gameCode: game.code,
    });
    const baseUrl = services.site.url('');
    const url = await services.launcher.launch({
      token: session.token,
      game: { gameCode: game.code, name: game.name, studio: game.studio, engine: game.engine },
      language: options.language?.slice(0, 2).toLowerCase() === 'en' ? 'en' : context.locale,
      lobbyUrl: options.lobbyUrl ?? `${baseUrl}casino/slot`,
      isMobile: options.isMobile,
      baseUrl,
    });
    await recordRecentGame(db, playerId, game.id, services.clock());
    return url;
  }

  const answer = (data: string) => ({ success: true, message: null, data });

  registerEndpoint(app, dtLaunchUrl, async (input, context) =>
    answer(await launchUrl(context, input.code, LaunchProvider.Dt, { isMobile: false })),
  );
  registerEndpoint(app, emLaunchUrl, async (input, context) =>
    answer(
      await launchUrl(
        context,
        input.code,
        LaunchProvider.EveryMatrix,
        { isMobile: false },
        (game) => game.product_id === input.productId,
      ),
    ),
  );
  registerEndpoint(app, amusnetLaunchUrl, async (input, context) =>
    answer(
      await launchUrl(context, input.code, LaunchProvider.Amusnet, { isMobile: input.isMobile }),
    ),
  );
  for (const [endpoint, provider] of [
    [egtLaunchUrl, LaunchProvider.EgtDigital],
    [hub88LaunchUrl, LaunchProvider.Hub88],
  ] as const) {
    registerEndpoint(app, endpoint, async (input, context) =>
      answer(
        await launchUrl(context, input.gameCode, provider, {
          language: input.language,
          lobbyUrl: input.lobbyUrl,
          isMobile: input.platform === 2,
        }),
      ),
    );
  }
  registerEndpoint(app, softGamingsLaunchUrl, async (input, context) => {
    const url = await launchUrl(
      context,
      input.pageCode,
      LaunchProvider.SoftGamings,
      { isMobile: input.isMobile === 1 },
      (game) => game.system === input.system,
    );
    // The game runs inside the markup's sandboxed frame, which its page's policy must allow.
    const page = new URL(url);
    page.searchParams.set('in', softGamingsMarkupFrame);
    return answer(softGamingsPage(page.href, context.locale === 'en' ? 'Game' : 'Oyun'));
  });
}
