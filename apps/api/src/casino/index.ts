import {
  amusnetLaunchUrl,
  casinoGames,
  casinoStudios,
  dtLaunchUrl,
  egtLaunchUrl,
  emLaunchUrl,
  favoriteGames,
  hub88LaunchUrl,
  recentGames,
  softGamingsLaunchUrl,
  toggleFavorite,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { type GameLauncher, softGamingsMarkupFrame } from '../demo-provider';
import type { SeamlessWallet } from '../game-wallet';
import {
  ApiError,
  type EndpointContext,
  escapeHtml,
  type LocalisedText,
  type PublicAddress,
  registerEndpoint,
  serverMessage,
  signedIn,
} from '../http';
import type { MediaLibrary } from '../media';
import {
  findGame,
  findGames,
  findStudios,
  type GameRow,
  favoriteGames as listFavorites,
  recentGames as listRecent,
  recordRecentGame,
  toGame,
  toggleFavorite as toggle,
} from './casino-games';
import { LaunchProvider } from './game-catalogue';

export { type CatalogueGame, catalogueGames, studios } from './game-catalogue';
export { searchKey } from './search-key';

export interface CasinoServices {
  database: DatabaseHandle;
  clock: () => Date;
  wallet: SeamlessWallet;
  launcher: GameLauncher;
  media: MediaLibrary;
  /** The site's public address: game pages and lobbies are built on it. */
  site: PublicAddress;
}

/** What the casino calls say, in both languages. */
export const casinoMessages = {
  gameMissing: {
    tr: 'Bu oyun bulunamadı veya şu anda açılamıyor.',
    en: 'This game was not found or cannot be opened right now.',
  },
  favoriteAdded: { tr: 'Favorilere eklendi', en: 'Added to favorites' },
  favoriteRemoved: { tr: 'Favorilerden çıkarıldı', en: 'Removed from favorites' },
} satisfies Record<string, LocalisedText>;

function gameMissing(): ApiError {
  return new ApiError({ status: 400, code: 'game_missing', text: casinoMessages.gameMissing });
}

/** How the player opens a game: language, the lobby to return to, phone or not. */
interface LaunchOptions {
  language?: string;
  lobbyUrl?: string;
  isMobile: boolean;
}

/** The game list, favourites, recently played games and the six provider launch calls. */
export function registerCasino(app: FastifyInstance, services: CasinoServices): void {
  const { database, media } = services;
  const db = database.db;

  registerEndpoint(app, casinoGames, async (input) => ({
    success: true,
    message: null,
    data: (await findGames(db, input)).map((row) => toGame(row, media)),
  }));

  registerEndpoint(app, casinoStudios, async (input) => ({
    success: true,
    message: null,
    data: await findStudios(db, input.categoryIds),
  }));

  registerEndpoint(app, toggleFavorite, async (input, context) => {
    const { playerId } = signedIn(context);
    const game = await findGame(db, input.code);
    if (!game || game.main_provider_id !== input.providerId) throw gameMissing();
    const isFavorite = await toggle(db, playerId, game.id, services.clock());
    const text = isFavorite ? casinoMessages.favoriteAdded : casinoMessages.favoriteRemoved;
    return { success: true, message: serverMessage(text, context.locale), data: { isFavorite } };
  });

  registerEndpoint(app, favoriteGames, async (_input, context) => {
    const { playerId } = signedIn(context);
    const rows = await listFavorites(db, playerId);
    return { success: true, message: null, data: rows.map((row) => toGame(row, media)) };
  });

  registerEndpoint(app, recentGames, async (_input, context) => {
    const { playerId } = signedIn(context);
    const rows = await listRecent(db, playerId);
    return { success: true, message: null, data: rows.map((row) => toGame(row, media)) };
  });

  /**
   * Opens a game of `provider` for the player: a game session in the wallet, the provider's
   * launch, the game among the recently played. The game must belong to the provider whose call
   * was made (and carry the product or system id the call names).
   */
  async function launchUrl(
    context: EndpointContext,
    code: string,
    provider: string,
    options: LaunchOptions,
    matches: (game: GameRow) => boolean = () => true,
  ): Promise<string> {
    const { playerId, sessionId } = signedIn(context);
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

/**
 * The one inline script of SoftGamings' launch markup: it frames the address its container names.
 * Its text never changes, so the site's Content-Security-Policy allows it by hash.
 */
export const softGamingsScript =
  '(function(){var g=document.getElementById("zar-game"),f=document.createElement("iframe");' +
  'f.src=g.dataset.src;f.title=g.dataset.title;f.allow="fullscreen; autoplay";' +
  'f.style.cssText="border:0;width:100%;height:100%";g.appendChild(f);})();';

/**
 * SoftGamings answers markup plus an inline script that puts the game in a frame; the site runs
 * it in a sandboxed frame of its own. The address and title are escaped attribute values, so
 * nothing in them can end the markup, and the script stays the one the policy allows by hash.
 */
export function softGamingsPage(url: string, title: string): string {
  return (
    '<style>html,body{margin:0;height:100%;background:#05070d}#zar-game{position:fixed;inset:0}</style>' +
    `<div id="zar-game" data-src="${escapeHtml(url)}" data-title="${escapeHtml(title)}"></div>` +
    `<script>${softGamingsScript}</script>`
  );
}
