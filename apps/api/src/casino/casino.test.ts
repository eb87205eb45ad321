import { LaunchProvider as ContractProviders } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../accounts/test-players';
import { openTestApp } from '../test-app';
import { catalogueGames, LaunchProvider, studios } from './game-catalogue';
import { containsPattern, searchKey } from './search-key';

let app: FastifyInstance;
let close: () => Promise<void>;
let categories: Array<{ id: number; name: string; slugList: string[] }>;

beforeAll(async () => {
  ({ app, close } = await openTestApp());
  const bootstrap = await call(app, 'GET', 'cms/grouped');
  categories = bootstrap.json().data.casinoCategoryList;
});
afterAll(async () => {
  await close();
});

interface GameAnswer {
  gameCode: string;
  name: string;
  studio: string;
  providerName: string;
  mainProviderId: number;
  productId: string | null;
  system: string | null;
  isLive: boolean;
  imageUrl: string;
}

async function games(body: Record<string, unknown>): Promise<GameAnswer[]> {
  const response = await call(app, 'POST', 'casino/games', {
    body: { skip: 0, take: 100, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the game catalogue', () => {
  it('holds more than 300 games of the 12 studios, each reached by a launch provider of SPEC §7', () => {
    const all = catalogueGames();
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((game) => game.studio))).toEqual(new Set(studios));
    expect(new Set(all.map((game) => game.code)).size).toBe(all.length);
    expect(LaunchProvider).toEqual(ContractProviders);
    for (const game of all) {
      expect(Object.values(ContractProviders)).toContain(game.providerName);
      if (game.providerName === LaunchProvider.EveryMatrix) expect(game.productId).not.toBeNull();
      if (game.providerName === LaunchProvider.SoftGamings) expect(game.system).not.toBeNull();
    }
  });

  it('lists at least 12 games in every lobby category, in pages', async () => {
    for (const category of categories) {
      const listed = await games({ systemCategory: category.id });
      expect(listed.length, category.name).toBeGreaterThanOrEqual(12);
    }
    const slot = categories.find((category) => category.name === 'Slot');
    const first = await games({ systemCategory: slot?.id, take: 20 });
    const second = await games({ systemCategory: slot?.id, skip: 20, take: 20 });
    expect(first).toHaveLength(20);
    expect(second).toHaveLength(20);
    expect(new Set([...first, ...second].map((game) => game.gameCode)).size).toBe(40);
  });

  it('lists live games only when asked for live, with versioned artwork that exists', async () => {
    const live = await games({ live: true });
    expect(live.length).toBeGreaterThan(50);
    expect(live.every((game) => game.isLive)).toBe(true);
    const image = await app.inject({ method: 'GET', url: live[0]?.imageUrl ?? '/' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('searches names and studios folding Turkish case as a Turkish speaker expects', async () => {
    const names = async (search: string) => (await games({ search })).map((game) => game.name);
    for (const query of ['istanbul', 'İSTANBUL', 'Istanbul', 'ISTANBUL', 'ıstanbul']) {
      expect(await names(query), query).toContain('İstanbul Rulet');
    }
    for (const query of ['seker', 'şeker', 'ŞEKER', 'seker sov']) {
      expect(await names(query), query).toContain('Şeker Şov');
    }
    expect(await names('aviator')).toEqual(['Aviator']);
    expect((await games({ search: 'spribe' })).every((game) => game.studio === 'Spribe')).toBe(
      true,
    );
    expect(await names('100%_')).toEqual([]);
  });

  it("lists a section's games by provider, in the order asked: popular, new, A–Z", async () => {
    const slotSection = categories
      .filter((category) => category.slugList.includes('casino/slot'))
      .map((category) => category.id);
    const all = await games({ categoryIds: slotSection, take: 100 });
    expect(all.length).toBe(100);
    expect(all.every((game) => !game.isLive)).toBe(true);

    const pragmatic = await games({ categoryIds: slotSection, studio: 'Pragmatic Play' });
    expect(pragmatic.length).toBeGreaterThan(5);
    expect(pragmatic.every((game) => game.studio === 'Pragmatic Play')).toBe(true);

    const byName = (await games({ categoryIds: slotSection, sort: 'name' })).map((g) => g.name);
    const folded = byName.map(searchKey);
    expect(folded).toEqual([...folded].sort());
    expect(byName[0]).toBe('40 Burning Hot');

    const newest = await games({ categoryIds: slotSection, sort: 'new', take: 5 });
    const newCategory = categories.find((category) => category.name === 'Yeni Oyunlar');
    const newGames = await games({ systemCategory: newCategory?.id });
    const newCodes = new Set(newGames.map((game) => game.gameCode));
    expect(newest.every((game) => newCodes.has(game.gameCode))).toBe(true);

    // Most played first: a game players launched leads the popular order.
    const player = await signUp(app);
    const played = all.find((game) => game.name === 'Starburst');
    await call(app, 'POST', 'casino/emlaunchurl', {
      token: player.token,
      body: { code: played?.gameCode, productId: played?.productId },
    });
    const popular = await games({ categoryIds: slotSection, sort: 'popular', take: 3 });
    expect(popular[0]?.name).toBe('Starburst');
    const curated = categories.find((category) => category.name === 'Popüler');
    const curatedCodes = new Set(
      (await games({ systemCategory: curated?.id })).map((game) => game.gameCode),
    );
    expect(curatedCodes.has(popular[1]?.gameCode ?? '')).toBe(true);
  });

  it('names the studios of a section A–Z with their game counts', async () => {
    const live = categories
      .filter((category) => category.slugList.includes('casino/live'))
      .map((category) => category.id);
    const response = await call(app, 'POST', 'casino/studios', { body: { categoryIds: live } });
    expect(response.statusCode).toBe(200);
    const studiosOfLive = response.json().data as Array<{ name: string; gameCount: number }>;
    expect(studiosOfLive.map((studio) => studio.name)).toEqual(['Evolution', 'Pragmatic Play']);
    const everyGame = await call(app, 'POST', 'casino/studios', { body: {} });
    const all = everyGame.json().data as Array<{ name: string; gameCount: number }>;
    expect(all.map((studio) => studio.name)).toEqual(
      [...studios].sort((a, b) => a.localeCompare(b)),
    );
    expect(all.reduce((sum, studio) => sum + studio.gameCount, 0)).toBe(catalogueGames().length);
  });

  it('folds keys and escapes LIKE patterns', () => {
    expect(searchKey('  IŞIK   Gökyüzü ')).toBe('isik gokyuzu');
    expect(searchKey('İSTANBUL')).toBe(searchKey('istanbul'));
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('favourites', () => {
  it('adds and removes a favourite, lists it newest first, answers in the request language', async () => {
    const { token } = await signUp(app);
    const [first, second] = await games({ search: 'rulet', take: 2 });
    if (!first || !second) throw new Error('no games');
    const toggle = (game: GameAnswer, locale = 'tr') =>
      call(app, 'POST', 'casino/togglefavorite', {
        token,
        locale,
        body: { code: game.gameCode, providerId: game.mainProviderId },
      });

    expect((await toggle(first)).json()).toMatchObject({
      success: true,
      message: 'Favorilere eklendi',
      data: { isFavorite: true },
    });
    await toggle(second, 'en');
    const listed = await call(app, 'GET', 'casino/favorites', { token });
    expect(listed.json().data.map((game: GameAnswer) => game.gameCode)).toEqual([
      second.gameCode,
      first.gameCode,
    ]);
    expect((await toggle(first, 'en')).json()).toMatchObject({
      message: 'Removed from favorites',
      data: { isFavorite: false },
    });
    const after = await call(app, 'GET', 'casino/favorites', { token });
    expect(after.json().data.map((game: GameAnswer) => game.gameCode)).toEqual([second.gameCode]);
  });

  it('leaves no duplicate when the same toggle races itself', async () => {
    const { token } = await signUp(app);
    const [game] = await games({ search: 'aviator' });
    const body = { code: game?.gameCode, providerId: game?.mainProviderId };
    await Promise.all(
      Array.from({ length: 4 }, () => call(app, 'POST', 'casino/togglefavorite', { token, body })),
    );
    const listed = await call(app, 'GET', 'casino/favorites', { token });
    expect(listed.json().data.length).toBeLessThanOrEqual(1);
  });

  it('refuses an unknown game with a clear message and visitors with 401', async () => {
    const { token } = await signUp(app);
    const unknown = await call(app, 'POST', 'casino/togglefavorite', {
      token,
      locale: 'en',
      body: { code: 'no-such-game', providerId: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      success: false,
      message: 'This game was not found or cannot be opened right now.',
    });
    for (const [method, path] of [
      ['POST', 'casino/togglefavorite'],
      ['GET', 'casino/favorites'],
      ['GET', 'casino/recent'],
    ] as const) {
      const visitor = await call(app, method, path, {
        body: method === 'POST' ? { code: 'aviator', providerId: 6 } : undefined,
      });
      expect(visitor.statusCode, path).toBe(401);
    }
  });
});

describe('launch calls', () => {
  it('answer 401 to visitors and 400 when the game is not of the called provider', async () => {
    const { token } = await signUp(app);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['casino/dtlaunchurl', { code: 'zar-slot' }],
      ['casino/emlaunchurl', { code: 'starburst', productId: 'netent' }],
      ['casino/amusnetlaunchurl', { code: 'shining-crown', isMobile: true }],
      [
        'casino/egtlaunchurl',
        { platform: 1, gameCode: 'golden-kartal', language: 'tr', lobbyUrl: 'http://x/' },
      ],
      [
        'casino/hub88launchurl',
        { platform: 2, gameCode: 'sweet-bonanza', language: 'en', lobbyUrl: 'http://x/' },
      ],
      ['casino/softgamingslaunchurl', { system: '960', pageCode: 'aviator', isMobile: 1 }],
    ];
    for (const [path, body] of calls) {
      expect((await call(app, 'POST', path, { body })).statusCode, path).toBe(401);
    }
    const wrong = await call(app, 'POST', 'casino/dtlaunchurl', {
      token,
      body: { code: 'sweet-bonanza' },
    });
    expect(wrong.statusCode).toBe(400);
    for (const [path, body] of calls) {
      const launched = await call(app, 'POST', path, { token, body });
      expect(launched.statusCode, `${path} ${launched.body}`).toBe(200);
      expect(launched.json().data).toMatch(/\/api\/games\/demo\/[\w-]+\?launch=[\w-]+/);
    }
    const recent = await call(app, 'GET', 'casino/recent', { token });
    expect(recent.json().data.map((game: GameAnswer) => game.gameCode)).toEqual([
      'aviator',
      'sweet-bonanza',
      'golden-kartal',
      'shining-crown',
      'starburst',
      'zar-slot',
    ]);
    const wrongProduct = await call(app, 'POST', 'casino/emlaunchurl', {
      token,
      body: { code: 'starburst', productId: 'evolution' },
    });
    expect(wrongProduct.statusCode).toBe(400);
  });
});
