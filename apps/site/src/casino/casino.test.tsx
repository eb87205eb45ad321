import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game, GameHistoryFilter, GameSearch } from '@zar/api-client';
import {
  casinoGames,
  GameTransactionKind,
  gameHistory,
  LaunchProvider,
  toggleFavorite,
} from '@zar/api-client/contract';
import {
  bootstrapFixture,
  demoPlayerFixture,
  fixtureHandlers,
  gamesFixture,
} from '@zar/api-client/fixtures';
import { notify } from '@zar/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchRoute } from '../pages/casino/casino-lobby-page';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { apiUrl, historyByKind, mockApiServer } from '../test/mock-api-server';
import { renderRoute } from '../test/render-route';
import { testSession } from '../test/test-session';
import { frameForLaunch, launchFailureCloses } from './game-launch';
import { useGameModalStore } from './game-store';
import { playPath } from './play-path';
import { gameFromPlaySegment } from './play-segment';

/** The fixture lobby's games as casino/games answers them. */
const lobbyGames: Game[] = gamesFixture.map(({ categoryIds: _categories, ...item }) => item);
const fixtureGame = (code: string): Game => {
  const found = lobbyGames.find((item) => item.gameCode === code);
  if (!found) throw new Error(`no fixture game ${code}`);
  return found;
};

/** The studios of the fixture lobby and how many games each makes. */
const lobbyStudios = [...new Set(lobbyGames.map((item) => item.studio))]
  .sort((a, b) => a.localeCompare(b, 'tr'))
  .map((name) => ({ name, gameCount: lobbyGames.filter((item) => item.studio === name).length }));

// The lobby's and the play page's other reads, answered from fixtures: the demo player has no
// favourites, no recent games and a fresh play session. Tests answer the calls they check.
beforeEach(() => {
  mockApiServer.use(
    ...fixtureHandlers(apiUrl(''), {
      casinoStudios: lobbyStudios,
      favoriteGames: [],
      recentGames: [],
      playSessionSummary: {
        startedAt: '2026-11-26T12:00:00.000Z',
        endsAt: null,
        realityCheckMinutes: null,
        staked: 0,
        won: 0,
        net: 0,
      },
    }),
  );
});

/** Records every casino/games call the site makes; answers each with `answer(search)`. */
function recordGameSearches(answer: (search: GameSearch) => Game[] = () => lobbyGames) {
  const searches: GameSearch[] = [];
  mockApiServer.use(
    http.post(apiUrl(casinoGames.path), async ({ request }) => {
      const search = (await request.json()) as GameSearch;
      searches.push(search);
      return HttpResponse.json({ success: true, message: null, data: answer(search) });
    }),
  );
  return searches;
}

/** Answers `path` (a launch call) with a demo game page for its game; records what was sent. */
function recordLaunches(path: string) {
  const sent: Array<Record<string, unknown>> = [];
  mockApiServer.use(
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      const code = String(body.code ?? body.gameCode);
      return HttpResponse.json({
        success: true,
        message: null,
        data: apiUrl(`games/demo/${code}?lang=tr`),
      });
    }),
  );
  return sent;
}

const game = (overrides: Partial<Game> = {}): Game => ({
  gameCode: 'zar-slot',
  name: 'Zar Meyveleri',
  providerName: LaunchProvider.Dt,
  studio: 'BGaming',
  mainProviderId: 1,
  productId: null,
  system: null,
  imageUrl: '/media/games/zar-slot.svg',
  isLive: false,
  ...overrides,
});

function renderAsPlayer(path: string) {
  useSessionStore.getState().signIn(testSession);
  return renderRoute(path);
}

afterEach(() => {
  vi.restoreAllMocks();
  useGameModalStore.getState().close();
});

describe('the play path', () => {
  it('carries a game, Turkish letters and all, and refuses anything else', () => {
    const played = game({ name: 'Şeker Şov İstanbul', productId: 'evolution' });
    const path = playPath(played);
    expect(path).toMatch(/^\/casino\/play\/[\w-]+$/);
    expect(gameFromPlaySegment(path.split('/').pop())).toEqual(played);
    for (const segment of [undefined, '', 'not base64!', btoa('{"gameCode":1}'), btoa('[')]) {
      expect(gameFromPlaySegment(segment)).toBeNull();
    }
  });
});

describe('framing a launch', () => {
  const site = 'https://zar.test';

  it("runs a game on the site's own origin sandboxed without that origin", () => {
    const frame = frameForLaunch('https://zar.test/api/games/demo/zar-slot?launch=x', 'DT', site);
    expect(frame.sandbox).not.toContain('allow-same-origin');
    expect(frame.sandbox).toContain('allow-scripts');
    expect(frame).toMatchObject({
      src: 'https://zar.test/api/games/demo/zar-slot?launch=x',
      messageOrigin: 'null',
    });
  });

  it('lets a third-party game keep its own origin, and hears messages only from it', () => {
    const frame = frameForLaunch('https://games.example/play?x=1', 'Hub88', site);
    expect(frame.sandbox).toContain('allow-same-origin');
    expect(frame.messageOrigin).toBe('https://games.example');
  });

  it("puts SoftGamings' markup in a sandboxed frame of its own, never in the site's document", () => {
    const html = '<div id="g"></div><script>parent.document.cookie</script>';
    const frame = frameForLaunch(html, LaunchProvider.SoftGamings, site);
    expect(frame).toMatchObject({ srcDoc: html, messageOrigin: 'null' });
    expect(frame.sandbox).not.toContain('allow-same-origin');
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => frameForLaunch('javascript:alert(1)', 'DT', site)).toThrow();
  });

  it('closes the game on a failed launch for EGT, Hub88 and SoftGamings only', () => {
    expect(['Egt Digital', 'Hub88', 'SoftGamings'].map(launchFailureCloses)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['DT', 'EveryMatrix', 'Amusnet'].map(launchFailureCloses)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('the search route', () => {
  it('is /casino/live on live casino and /casino/slot otherwise', () => {
    expect(searchRoute('live')).toBe('/casino/live');
    for (const section of ['slot', 'games', 'bingo', 'tvbets'] as const) {
      expect(searchRoute(section)).toBe('/casino/slot');
    }
  });
});

// The first render loads the layout's and the page's chunks, which is slow on a busy machine.
describe('the casino lobby', { timeout: 20_000 }, () => {
  it("shows a row per category of the section with the category's games and an All link", async () => {
    // Each category's row asks for that category's games; its answer is the fixture's slots.
    const slots = lobbyGames.filter((item) =>
      gamesFixture.some((one) => one.gameCode === item.gameCode && one.categoryIds.includes(3)),
    );
    const searches = recordGameSearches((search) => (search.systemCategory === 3 ? slots : []));
    renderRoute('/casino/slot');
    const slotRow = await screen.findByRole('region', { name: 'Slot' });
    expect(await within(slotRow).findByRole('link', { name: 'Sweet Bonanza oyna' })).toBeTruthy();
    expect(searches).toContainEqual(expect.objectContaining({ systemCategory: 3 }));
    expect(within(slotRow).getByRole('link', { name: 'Tümü' }).getAttribute('href')).toBe(
      '/casino/slot?category=3',
    );
    expect(screen.queryByRole('region', { name: 'Canlı Rulet' })).toBeNull();
  });

  it('loads the rows of up to 20 categories at once', async () => {
    let inFlight = 0;
    let most = 0;
    const categories = Array.from({ length: 25 }, (_, index) => ({
      id: 100 + index,
      name: `Kategori ${index + 1}`,
      imageUrl: null,
      slugList: ['casino/bingo'],
    }));
    mockApiServer.use(
      ...fixtureHandlers(apiUrl(''), {
        bootstrap: {
          ...bootstrapFixture,
          casinoCategoryList: [...bootstrapFixture.casinoCategoryList, ...categories],
        },
      }),
      http.post(apiUrl('casino/games'), async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 30));
        inFlight -= 1;
        return HttpResponse.json({ success: true, message: null, data: [] });
      }),
    );
    renderRoute('/casino/bingo');
    await screen.findByRole('region', { name: 'Kategori 25' });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Kategori 25' }).getAttribute('aria-busy')).toBe(
        'false',
      ),
    );
    expect(most).toBeLessThanOrEqual(20);
    expect(most).toBeGreaterThan(1);
  });

  it('searches on the search route and lists the results', async () => {
    const searches = recordGameSearches((search) =>
      search.search === 'aviator' ? [fixtureGame('aviator')] : lobbyGames,
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/casino/games');
    await user.type(await screen.findByRole('searchbox', { name: 'Oyun ara' }), 'aviator');
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/slot'));
    expect(router.state.location.search).toBe('?search=aviator');
    const results = await screen.findByRole('region', { name: '"aviator" için sonuçlar' });
    expect(await within(results).findByRole('link', { name: 'Aviator oyna' })).toBeTruthy();
    expect(searches).toContainEqual(expect.objectContaining({ search: 'aviator' }));
  });

  it('lists every game of the section under the rows, by provider and in the order chosen', async () => {
    // Amusnet's games A–Z, as the server orders them when asked to.
    const amusnetByName = ['20-super-hot', '40-burning-hot', 'shining-crown'].map(fixtureGame);
    const searches = recordGameSearches((search) =>
      search.studio === 'Amusnet' && search.sort === 'name' ? amusnetByName : lobbyGames,
    );
    const user = userEvent.setup();
    renderRoute('/casino/slot');
    await screen.findByRole('heading', { level: 2, name: 'Tüm Oyunlar' });
    const all = await screen.findByRole('region', { name: 'Tüm Oyunlar' });
    expect(await within(all).findByRole('link', { name: 'Zar Meyveleri oyna' })).toBeTruthy();
    const provider = await screen.findByRole('combobox', { name: 'Sağlayıcı' });
    await waitFor(() =>
      expect(within(provider).getByRole('option', { name: 'Amusnet (3)' })).toBeTruthy(),
    );
    await user.selectOptions(provider, 'Amusnet');
    await user.click(screen.getByRole('button', { name: 'A–Z' }));
    const amusnet = await screen.findByRole('region', { name: 'Tüm Oyunlar: Amusnet' });
    await waitFor(() =>
      expect(
        within(amusnet)
          .queryAllByRole('link')
          .map((link) => link.getAttribute('aria-label')),
      ).toEqual(['20 Super Hot oyna', '40 Burning Hot oyna', 'Shining Crown oyna']),
    );
    expect(screen.getByRole('button', { name: 'A–Z' }).getAttribute('aria-pressed')).toBe('true');
    expect(searches).toContainEqual(expect.objectContaining({ studio: 'Amusnet', sort: 'name' }));
  });

  it('filters live casino by category', async () => {
    const blackjack = ['infinite-blackjack', 'turkce-blackjack'].map(fixtureGame);
    const searches = recordGameSearches((search) =>
      search.systemCategory === 11 ? blackjack : lobbyGames,
    );
    const user = userEvent.setup();
    renderRoute('/casino/live');
    const filters = await screen.findByRole('group', { name: 'Canlı casino kategorileri' });
    await user.click(within(filters).getByRole('button', { name: 'Canlı Blackjack' }));
    const grid = await screen.findByRole('region', { name: 'Canlı Blackjack' });
    expect(await within(grid).findByRole('link', { name: 'Türkçe Blackjack oyna' })).toBeTruthy();
    expect(within(grid).queryByRole('link', { name: 'Türkçe Rulet oyna' })).toBeNull();
    expect(searches).toContainEqual(expect.objectContaining({ systemCategory: 11 }));
  });
});

/**
 * Records the toggles the site sends; answers each like a server that flips the game in or out
 * of the favourites, and the favourites list with the games toggled an odd number of times.
 */
function recordToggles() {
  const toggles: Array<{ code: string; providerId: number }> = [];
  const favourites = () =>
    lobbyGames.filter(
      (item) => toggles.filter((one) => one.code === item.gameCode).length % 2 === 1,
    );
  mockApiServer.use(
    http.post(apiUrl(toggleFavorite.path), async ({ request }) => {
      const toggle = (await request.json()) as { code: string; providerId: number };
      toggles.push(toggle);
      const isFavorite = favourites().some((item) => item.gameCode === toggle.code);
      return HttpResponse.json({ success: true, message: null, data: { isFavorite } });
    }),
    http.get(apiUrl('casino/favorites'), () =>
      HttpResponse.json({ success: true, message: null, data: favourites() }),
    ),
  );
  return toggles;
}

describe('favourites', { timeout: 20_000 }, () => {
  it('adds with a success toast, removes with a warning, marks the heart', async () => {
    const success = vi.spyOn(notify, 'success');
    const warning = vi.spyOn(notify, 'warning');
    const toggles = recordToggles();
    const user = userEvent.setup();
    renderAsPlayer('/casino/slot?category=3');
    const add = await screen.findByRole('button', { name: 'Gates of Olympus favorilere ekle' });
    await user.click(add);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Favorilere eklendi'));
    const remove = await screen.findByRole('button', {
      name: 'Gates of Olympus favorilerden çıkar',
    });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    await user.click(remove);
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Favorilerden çıkarıldı'));
    // Two toggles of that game, by its code and its provider's id.
    const gates = {
      code: 'gates-of-olympus',
      providerId: fixtureGame('gates-of-olympus').mainProviderId,
    };
    expect(toggles).toEqual([gates, gates]);
  });

  it('shows the server message when a toggle fails', async () => {
    const error = vi.spyOn(notify, 'error');
    mockApiServer.use(
      http.post(apiUrl('casino/togglefavorite'), () =>
        HttpResponse.json({ success: false, message: 'Favori eklenemedi' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderAsPlayer('/casino/slot?category=3');
    await user.click(await screen.findByRole('button', { name: 'Starburst favorilere ekle' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Favori eklenemedi'));
  });

  it('gives a visitor the login dialog instead, and for playing too', async () => {
    const toggles = recordToggles();
    const user = userEvent.setup();
    renderRoute('/casino/slot?category=3');
    await user.click(await screen.findByRole('button', { name: 'Starburst favorilere ekle' }));
    expect(useDialogStore.getState().openDialog).toBe('login');
    act(() => useDialogStore.getState().close());
    await user.click(screen.getByRole('link', { name: 'Starburst oyna' }));
    expect(useDialogStore.getState().openDialog).toBe('login');
    expect(toggles).toEqual([]);
  });
});

describe('playing on a desktop', { timeout: 20_000 }, () => {
  it('links each card to its player page in a new tab; that page launches and frames the game sandboxed', async () => {
    const launches = recordLaunches('casino/hub88launchurl');
    const lobby = renderAsPlayer('/casino/slot?category=3');
    const card = await screen.findByRole('link', { name: 'Sweet Bonanza oyna' });
    expect(card.getAttribute('target')).toBe('_blank');
    const href = card.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/casino\/play\//);
    // The lobby stays where it is: the browser opens the page in a new tab.
    await userEvent.setup().click(card);
    expect(lobby.router.state.location.pathname).toBe('/casino/slot');
    lobby.unmount();
    const { router } = renderAsPlayer(href);
    expect(router.state.location.pathname).toBe(href);
    const frame = await screen.findByTitle('Sweet Bonanza oyunu');
    expect(frame.getAttribute('src')).toMatch(/\/api\/games\/demo\/sweet-bonanza\?/);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    // The page launched the game of its path, and no other.
    expect(new Set(launches.map((one) => one.gameCode))).toEqual(new Set(['sweet-bonanza']));
  });

  it('leaves on exit from the game frame, and ignores the same message from elsewhere', async () => {
    recordLaunches('casino/dtlaunchurl');
    const { router } = renderAsPlayer(playPath(game()));
    const frame = (await screen.findByTitle('Zar Meyveleri oyunu')) as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { command: 'exit' }, origin: 'null', source: window }),
      );
    });
    expect(router.state.location.pathname).toMatch(/^\/casino\/play\//);
    // Settled (async act) before asserting: from the frame's window, but from another origin than the sandboxed game's (`null`).
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { command: 'exit' },
          origin: 'https://evil.example',
          source: frame.contentWindow,
        }),
      );
    });
    expect(router.state.location.pathname).toMatch(/^\/casino\/play\//);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { command: 'exit' },
        origin: 'null',
        source: frame.contentWindow,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/slot'));
  });

  it("reloads on the provider's reload command: the frame goes, a notice shows, the game comes back", async () => {
    recordLaunches('casino/dtlaunchurl');
    renderAsPlayer(playPath(game()));
    const frame = (await screen.findByTitle('Zar Meyveleri oyunu')) as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { command: 'reloadGame' },
          origin: 'null',
          source: frame.contentWindow,
        }),
      );
    });
    expect(await screen.findByText('Oyun yeniden yüklenecek. Lütfen bekleyin...')).toBeTruthy();
    expect(await screen.findByTitle('Zar Meyveleri oyunu')).toBeTruthy();
  });

  it('shows the server message when a launch fails, and leaves for Hub88', async () => {
    const error = vi.spyOn(notify, 'error');
    mockApiServer.use(
      http.post(apiUrl('casino/hub88launchurl'), () =>
        HttpResponse.json({ success: false, message: 'Oyun bakımda' }, { status: 400 }),
      ),
    );
    const { router } = renderAsPlayer(
      playPath(
        game({
          gameCode: 'sweet-bonanza',
          name: 'Sweet Bonanza',
          providerName: 'Hub88',
          mainProviderId: 5,
        }),
      ),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Oyun bakımda'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/slot'));
  });

  it('says why where the game would be when a launch fails and the game stays, not Loading... for good', async () => {
    const error = vi.spyOn(notify, 'error');
    mockApiServer.use(
      http.post(apiUrl('casino/dtlaunchurl'), () =>
        HttpResponse.json({ success: false, message: 'Oyun bakımda' }, { status: 400 }),
      ),
      http.post(apiUrl('casino/emlaunchurl'), () =>
        HttpResponse.json({ success: false, message: 'Oyun bakımda' }, { status: 400 }),
      ),
      http.post(apiUrl('casino/amusnetlaunchurl'), () =>
        HttpResponse.json({ success: false, message: 'Oyun bakımda' }, { status: 400 }),
      ),
    );
    renderAsPlayer(playPath(game()));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Oyun bakımda'));
    await waitFor(() =>
      expect(document.querySelector('.zar-game-stage__notice')?.textContent).toBe('Oyun bakımda'),
    );
    expect(screen.queryByText('Yükleniyor...')).toBeNull();
  });

  it('says so when the path carries no game', async () => {
    renderAsPlayer('/casino/play/bozuk');
    expect(await screen.findByText('Oyun bulunamadı.')).toBeTruthy();
  });
});

describe('the game history page', { timeout: 20_000 }, () => {
  it('lists bets and wins and filters by kind', async () => {
    // The demo player's rounds; a filter by kind is answered with that kind's rows only.
    const filters: GameHistoryFilter[] = [];
    const rows = (demoPlayerFixture.gameHistory ?? []).slice(0, 20);
    mockApiServer.use(historyByKind(gameHistory.path, rows, filters));
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/game-history');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    await user.click(screen.getByRole('radio', { name: 'Kazanç' }));
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryAllByText('Bahis')).toHaveLength(0),
    );
    expect(filters.at(-1)).toMatchObject({ kind: GameTransactionKind.Win });
  });
});
