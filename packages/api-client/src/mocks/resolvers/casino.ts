import { type Game, LaunchProvider } from '../../contract';
import type { MockFixtures, MockGame } from '../fixtures';
import { type MockAnswer, type MockResolvers, ok, rejected, signedIn } from '../mock-endpoint';
import { type MockLocale, say } from '../mock-messages';

const toGame = ({ categoryIds: _categories, ...item }: MockGame): Game => item;

/** The game with this code from the given provider. */
function findGame(fixtures: MockFixtures, code: string, provider: string): MockGame | undefined {
  return fixtures.games.find((item) => item.gameCode === code && item.providerName === provider);
}

/** The fixture games with these codes, in the order given. */
function gamesByCode(fixtures: MockFixtures, codes: Iterable<string>): Game[] {
  return [...codes].flatMap((code) => {
    const found = fixtures.games.find((item) => item.gameCode === code);
    return found ? [toGame(found)] : [];
  });
}

/** Whether the game is listed in any of these categories (or no categories were asked for). */
function inCategories(item: MockGame, categoryIds: readonly number[] | undefined): boolean {
  return !categoryIds || categoryIds.some((id) => item.categoryIds.includes(id));
}

/** The demo game page a launch call answers with. */
function launchAddress(
  fixtures: MockFixtures,
  code: string,
  provider: string,
  context: { baseUrl: string; locale: MockLocale; language?: string; lobbyUrl?: string },
): MockAnswer<string> {
  const found = findGame(fixtures, code, provider);
  if (!found) return rejected(say(context.locale, 'gameMissing'));
  const page = new URL(`games/demo/${encodeURIComponent(code)}`, context.baseUrl);
  page.searchParams.set('lang', context.language ?? context.locale);
  if (context.lobbyUrl) page.searchParams.set('lobby', context.lobbyUrl);
  return ok(page.href);
}

/** The game list, favourites and the six provider launch calls. */
export const casinoResolvers = {
  casinoGames: ({ input, fixtures }) => {
    const search = input.search?.trim().toLocaleLowerCase('tr');
    const matches = fixtures.games.filter(
      (item) =>
        (input.systemCategory === undefined || item.categoryIds.includes(input.systemCategory)) &&
        inCategories(item, input.categoryIds) &&
        (input.live === undefined || item.isLive === input.live) &&
        (input.studio === undefined || item.studio === input.studio) &&
        (!search ||
          item.name.toLocaleLowerCase('tr').includes(search) ||
          item.providerName.toLocaleLowerCase('tr').includes(search)),
    );
    if (input.sort === 'name') matches.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    if (input.sort === 'new') matches.reverse();
    return ok(matches.slice(input.skip, input.skip + input.take).map(toGame));
  },

  casinoStudios: ({ input, fixtures }) => {
    const counts = new Map<string, number>();
    for (const item of fixtures.games) {
      if (inCategories(item, input.categoryIds)) {
        counts.set(item.studio, (counts.get(item.studio) ?? 0) + 1);
      }
    }
    return ok(
      [...counts]
        .map(([name, gameCount]) => ({ name, gameCount }))
        .sort((a, b) => a.name.localeCompare(b.name, 'tr')),
    );
  },

  toggleFavorite: signedIn(({ input, player, fixtures, locale }) => {
    const known = fixtures.games.some(
      (item) => item.gameCode === input.code && item.mainProviderId === input.providerId,
    );
    if (!known) return rejected(say(locale, 'gameMissing'));
    const isFavorite = !player.favorites.has(input.code);
    if (isFavorite) player.favorites.add(input.code);
    else player.favorites.delete(input.code);
    return ok({ isFavorite }, say(locale, isFavorite ? 'favoriteAdded' : 'favoriteRemoved'));
  }),

  favoriteGames: signedIn(({ player, fixtures }) =>
    ok(gamesByCode(fixtures, [...player.favorites].reverse())),
  ),

  recentGames: signedIn(({ player, fixtures }) => ok(gamesByCode(fixtures, player.recentGames))),

  gameHistory: signedIn(({ player, input }) => {
    const from = input.from === undefined ? undefined : Date.parse(input.from);
    const to = input.to === undefined ? undefined : Date.parse(input.to);
    const matching = player.gameHistory.filter((row) => {
      const at = Date.parse(row.createdAt);
      return (
        (input.kind === 0 || row.kind === input.kind) &&
        (input.gameCode === undefined || row.gameCode === input.gameCode) &&
        (from === undefined || at >= from) &&
        (to === undefined || at < to)
      );
    });
    return ok({
      total: matching.length,
      items: matching.slice(input.skip, input.skip + input.take),
    });
  }),

  dtLaunchUrl: signedIn(({ input, fixtures, baseUrl, locale }) =>
    launchAddress(fixtures, input.code, LaunchProvider.Dt, { baseUrl, locale }),
  ),
  emLaunchUrl: signedIn(({ input, fixtures, baseUrl, locale }) => {
    const found = findGame(fixtures, input.code, LaunchProvider.EveryMatrix);
    if (found?.productId !== input.productId) return rejected(say(locale, 'gameMissing'));
    return launchAddress(fixtures, input.code, LaunchProvider.EveryMatrix, { baseUrl, locale });
  }),
  amusnetLaunchUrl: signedIn(({ input, fixtures, baseUrl, locale }) =>
    launchAddress(fixtures, input.code, LaunchProvider.Amusnet, { baseUrl, locale }),
  ),
  egtLaunchUrl: signedIn(({ input, fixtures, baseUrl, locale }) =>
    launchAddress(fixtures, input.gameCode, LaunchProvider.EgtDigital, {
      baseUrl,
      locale,
      language: input.language,
      lobbyUrl: input.lobbyUrl,
    }),
  ),
  hub88LaunchUrl: signedIn(({ input, fixtures, baseUrl, locale }) =>
    launchAddress(fixtures, input.gameCode, LaunchProvider.Hub88, {
      baseUrl,
      locale,
      language: input.language,
      lobbyUrl: input.lobbyUrl,
    }),
  ),
  softGamingsLaunchUrl: signedIn(({ input, fixtures, baseUrl, locale }) => {
    const found = findGame(fixtures, input.pageCode, LaunchProvider.SoftGamings);
    if (!found || found.system !== input.system) return rejected(say(locale, 'gameMissing'));
    const page = new URL(`games/demo/${encodeURIComponent(found.gameCode)}`, baseUrl);
    page.searchParams.set('lang', locale);
    page.searchParams.set('mobile', String(input.isMobile));
    // SoftGamings answers with markup plus an inline script that the site splits and runs.
    return ok(
      `<div id="sg-game" data-game="${found.gameCode}"></div>` +
        `<script>(function(){var f=document.createElement('iframe');f.src=${JSON.stringify(page.href)};` +
        `f.style.cssText='border:0;width:100%;height:100%';document.getElementById('sg-game').appendChild(f);})();</script>`,
    );
  }),
} satisfies Partial<MockResolvers>;
