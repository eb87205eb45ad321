import { bootstrap, categoryList, sliderList, topWinners } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestApp } from '../test-app';

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, close } = await openTestApp());
});
afterAll(() => close());

async function call(
  method: 'GET' | 'POST',
  url: string,
  { locale = 'tr', body }: { locale?: string; body?: unknown } = {},
) {
  const response = await app.inject({
    method,
    url: `/api/${url}`,
    headers: { locale },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

const versionedMedia = /^\/media\/[a-z0-9/-]+\.svg\?v=[0-9a-f]{10}$/;

describe('GET /api/cms/grouped', () => {
  it('answers the bootstrap with categories, languages, settings, popup and domains in Turkish', async () => {
    const { status, body } = await call('GET', 'cms/grouped');

    expect(status).toBe(200);
    const { data } = bootstrap.response.parse(body);
    expect(data.casinoCategoryList[0]).toMatchObject({
      name: 'Popüler',
      slugList: ['casino/slot'],
    });
    expect(data.casinoCategoryList[0]?.imageUrl).toMatch(versionedMedia);
    const sections = new Set(data.casinoCategoryList.flatMap((category) => category.slugList));
    for (const section of ['slot', 'live', 'games', 'bingo', 'tvbets', 'virtual']) {
      expect(sections).toContain(`casino/${section}`);
    }
    expect(data.languageList).toEqual([
      { locale: 'tr', name: 'Türkçe' },
      { locale: 'en', name: 'English' },
    ]);
    expect(data.popup?.images).toHaveLength(3);
    expect(data.popup?.images[1]?.url).toMatch(/^\/media\/popup\/welcome-large\.svg\?v=/);
    expect(data.domainStatus).toEqual({
      current: 'zar1.example',
      next: 'zar2.example',
      isMainDomain: true,
    });
    expect(data.trialBonusAmount).toBe(250);
    const keys = data.siteOption.map((option) => option.key);
    for (const key of ['telegram1', 'telegram2', 'whatsapp4', 'youtube', 'licenceStatement']) {
      expect(keys).toContain(key);
    }
    expect(keys.filter((key) => key.endsWith('.tr') || key.endsWith('.en'))).toEqual([]);
    const licence = data.siteOption.find((option) => option.key === 'licenceStatement');
    expect(licence?.value).toContain('Zar Demo Eğlence Ltd.');
    expect(licence?.value).not.toMatch(/\[[^\]]+\]/);
  });

  it('names categories and localised settings in English for locale en', async () => {
    const { body } = await call('GET', 'cms/grouped', { locale: 'en' });

    const { data } = bootstrap.response.parse(body);
    expect(data.casinoCategoryList[0]?.name).toBe('Popular');
    const licence = data.siteOption.find((option) => option.key === 'licenceStatement');
    expect(licence?.value).toContain('Zar Demo Entertainment Ltd.');
  });
});

describe('POST /api/cms/sliderlist', () => {
  it('answers the home slides with three versioned images and a Turkish headline', async () => {
    const { status, body } = await call('POST', 'cms/sliderlist', { body: { slug: 'home' } });

    expect(status).toBe(200);
    const { data } = sliderList.response.parse(body);
    expect(data).toHaveLength(4);
    expect(data[0]).toMatchObject({ url: '/promotions', title: '%100 Hoş Geldin Bonusu' });
    expect(data[0]?.images.map((image) => image.url)).toEqual([
      expect.stringMatching(/home-welcome-default\.svg\?v=/),
      expect.stringMatching(/home-welcome-large\.svg\?v=/),
      expect.stringMatching(/home-welcome-medium\.svg\?v=/),
    ]);
  });

  it('answers the headline in English for locale en', async () => {
    const { body } = await call('POST', 'cms/sliderlist', {
      locale: 'en',
      body: { slug: 'live-casino' },
    });

    expect(body.data[0]).toMatchObject({ title: 'Live Roulette Nights' });
  });

  it('answers an empty list for an unknown slug', async () => {
    const { status, body } = await call('POST', 'cms/sliderlist', { body: { slug: 'nope' } });

    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: null, data: [] });
  });

  it('refuses a missing slug with a 400 naming the field, in the request language', async () => {
    const turkish = await call('POST', 'cms/sliderlist', { body: {} });
    const english = await call('POST', 'cms/sliderlist', { locale: 'en', body: {} });

    expect(turkish).toEqual({
      status: 400,
      body: { success: false, message: '"slug" alanı zorunludur.', data: null },
    });
    expect(english.body.message).toBe('The field "slug" is required.');
  });
});

describe('GET /api/cms/categorylist and POST /api/cms/contentlist', () => {
  it('lists the four footer categories with their page titles in the request language', async () => {
    const turkish = categoryList.response.parse((await call('GET', 'cms/categorylist')).body);
    const english = categoryList.response.parse(
      (await call('GET', 'cms/categorylist', { locale: 'en' })).body,
    );

    expect(turkish.data.map((category) => category.name)).toEqual([
      'Footer',
      'Story',
      'Terms of use',
      'Terms of service',
    ]);
    expect(turkish.data[0]?.content.map((page) => page.title)).toContain('Sorumlu Oyun');
    expect(english.data[0]?.content.map((page) => page.title)).toContain('Responsible Gaming');
  });

  it('answers the published pages of a category with HTML, and [] for an unknown one', async () => {
    const footer = await call('POST', 'cms/contentlist', { body: { status: true, categoryId: 1 } });
    const unknown = await call('POST', 'cms/contentlist', {
      body: { status: true, categoryId: 999 },
    });

    expect(footer.body.data[0]).toMatchObject({ title: 'Hakkımızda' });
    expect(footer.body.data[0].html).toContain('<p>Zar, spor bahisleri');
    expect(unknown).toEqual({ status: 200, body: { success: true, message: null, data: [] } });
  });

  it('refuses a category id that is not a number', async () => {
    const { status, body } = await call('POST', 'cms/contentlist', {
      locale: 'en',
      body: { status: true, categoryId: 'footer' },
    });

    expect(status).toBe(400);
    expect(body.message).toMatch(/^The field "categoryId" is invalid/);
  });
});

describe('POST /api/transaction/topwinners', () => {
  it('answers up to count casino wins in lira with masked names', async () => {
    const { body } = await call('POST', 'transaction/topwinners', {
      body: { isLive: false, count: 40 },
    });

    const { data } = topWinners.response.parse(body);
    expect(data).toHaveLength(40);
    expect(data[0]).toMatchObject({ name: expect.stringMatching(/^\p{L}{2}\*\*\*$/u) });
    expect(data[0]?.amount).toBeGreaterThan(1000);
    expect(data[0]?.currencySymbol).toBe('₺');
    expect(data[0]?.image).toMatch(versionedMedia);
  });

  it('answers live wins separately and refuses a count above the contract cap', async () => {
    const live = await call('POST', 'transaction/topwinners', { body: { isLive: true, count: 5 } });
    const tooMany = await call('POST', 'transaction/topwinners', {
      body: { isLive: false, count: 1000 },
    });

    expect(live.body.data).toHaveLength(5);
    expect(tooMany.status).toBe(400);
  });

  it("names a win's game as the lobby does, even where the win was stored under another name", async () => {
    // A win written before the catalogue named the game 'Zar Meyveleri' (issue 21).
    await database.db
      .insertInto('top_winner')
      .values({
        image: '/media/games/zar-slot.svg',
        game: 'Zar Slot',
        game_code: 'zar-slot',
        name: 'Ah***',
        amount_minor: 99_999_999n,
        currency_symbol: '₺',
        is_live: false,
        won_at: new Date(Date.now() + 60_000),
      })
      .execute();
    const { body } = await call('POST', 'transaction/topwinners', {
      body: { isLive: false, count: 40 },
    });
    const { data } = topWinners.response.parse(body);
    expect(data[0]?.game).toBe('Zar Meyveleri');
    const lobby = await call('POST', 'casino/games', { body: { skip: 0, take: 100 } });
    const lobbyNames = new Set(lobby.body.data.map((game: { name: string }) => game.name));
    for (const winner of data) expect(lobbyNames, winner.game).toContain(winner.game);
  });
});
