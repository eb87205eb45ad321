import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '@zar/api-client';
import { popupContentHash } from '@zar/api-client/contract';
import { createApiQueries } from '@zar/api-client/react';
import {
  categoryRowQuery,
  contentPageQuery,
  gameGridQuery,
  gridStudiosQuery,
  homeBannersQuery,
  liveGridSearch,
  promotionsQuery,
} from '@zar/site/first-screen';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openTestApp } from '../test-app';
import { type FirstScreenData, firstScreenElementId, withFirstScreen } from './first-screen';

/** The site's own query factories: the data block must hold its answers under their keys. */
const siteQueries = createApiQueries(createApiClient({ baseUrl: 'http://localhost/api/' }));

const indexHtml = [
  '<!doctype html>',
  '<html lang="tr" data-theme="zar">',
  '  <head>',
  '    <title>Zar</title>',
  '  </head>',
  '  <body><div id="root"></div><script type="module" src="/assets/index-Bq3xZ9aa.js"></script></body>',
  '</html>',
].join('\n');

const blockPattern = new RegExp(
  `<script type="application/json" id="${firstScreenElementId}">([^<]*)</script>`,
);

/** The data block of a served page, parsed as the site parses it (JSON.parse of its text). */
function dataBlock(html: string): FirstScreenData {
  const text = blockPattern.exec(html)?.[1];
  if (text === undefined) throw new Error(`no data block in ${html}`);
  return JSON.parse(text) as FirstScreenData;
}

function imagePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
}

let siteDir: string;
beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'zar-api-first-screen-'));
  await writeFile(join(siteDir, 'index.html'), indexHtml);
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

describe('index.html with the first screen data', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await openTestApp({ config: { siteDir } }));
  });
  afterAll(() => close());

  async function apiData(method: 'GET' | 'POST', url: string, locale: string, body?: object) {
    const response = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { locale },
      ...(body ? { payload: body } : {}),
    });
    return response.json().data;
  }

  /** What every page carries: the bootstrap, the server's UI strings and the content categories. */
  async function everyPage(locale: string) {
    return [
      {
        call: 'bootstrap',
        queryKey: siteQueries.bootstrap().queryKey,
        data: await apiData('GET', 'cms/grouped', locale),
      },
      {
        call: 'translations',
        queryKey: siteQueries.translations({}, { locale }).queryKey,
        data: await apiData('GET', 'cms/translationlist', locale),
      },
      {
        call: 'categoryList',
        queryKey: siteQueries.categoryList().queryKey,
        data: await apiData('GET', 'cms/categorylist', locale),
      },
    ];
  }

  /** The preloads of a server picture's three files (0 default, 1 large, 2 medium). */
  function picturePreloads(images: readonly { url: string }[]) {
    const [fallback, large, medium] = images;
    return [
      `<link rel="preload" as="image" href="${fallback?.url}" media="(max-width: 991.98px)" fetchpriority="high">`,
      `<link rel="preload" as="image" href="${medium?.url}" media="(min-width: 992px) and (max-width: 1199.98px)" fetchpriority="high">`,
      `<link rel="preload" as="image" href="${large?.url}" media="(min-width: 1200px)" fetchpriority="high">`,
    ];
  }

  it('carries the bootstrap and the home banners in Turkish on /, and preloads the popup and the first banner', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    const block = dataBlock(response.body);
    expect(block.locale).toBe('tr');
    expect(block.entries).toEqual([
      ...(await everyPage('tr')),
      {
        call: 'sliderList',
        queryKey: homeBannersQuery(siteQueries).queryKey,
        data: await apiData('POST', 'cms/sliderlist', 'tr', { slug: 'home' }),
      },
    ]);
    const [bootstrap, , , slider] = block.entries;
    if (bootstrap?.call !== 'bootstrap' || !bootstrap.data.popup) throw new Error('no popup');
    if (slider?.call !== 'sliderList') throw new Error('no banners');
    expect(imagePreloads(response.body)).toEqual([
      ...picturePreloads(bootstrap.data.popup.images),
      ...picturePreloads(slider.data[0]?.images ?? []),
    ]);
    // In <head>, before the module script: read before the site's first render.
    expect(response.body.indexOf(firstScreenElementId)).toBeLessThan(
      response.body.indexOf('</head>'),
    );
    expect(response.body).toContain('<html lang="tr" data-theme="zar">');
  });

  it('preloads no popup image for a browser that has shown that popup (the zar.popupSeen cookie)', async () => {
    const bootstrap = await apiData('GET', 'cms/grouped', 'tr');
    const slides = await apiData('POST', 'cms/sliderlist', 'tr', { slug: 'home' });
    const seen = popupContentHash(bootstrap.popup);

    for (const cookie of [
      `zar.popupSeen=${seen}`,
      `zar.popupSeen=0badc0de,${seen}; zar.language=tr`,
    ]) {
      const response = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(imagePreloads(response.body), cookie).toEqual(picturePreloads(slides[0].images));
    }
    // Another popup seen before: this one still shows.
    const other = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'zar.popupSeen=0badc0de' },
    });
    expect(imagePreloads(other.body)).toHaveLength(6);
  });

  it('is in the language the player chose (the zar.language cookie), with <html lang> to match', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'theme=dark; zar.language=en' },
    });

    const block = dataBlock(response.body);
    expect(block.locale).toBe('en');
    expect(block.entries.slice(0, 3)).toEqual(await everyPage('en'));
    const bootstrap = block.entries[0]?.call === 'bootstrap' ? block.entries[0].data : null;
    expect(bootstrap?.casinoCategoryList[0]?.name).toBe('Popular');
    expect(response.body).toContain('<html lang="en" data-theme="zar">');
  });

  it('takes Turkish for an unknown cookie language', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'zar.language=xx' },
    });

    expect(dataBlock(response.body).locale).toBe('tr');
  });

  it('carries the first two category rows of /casino/slot and preloads the first game', async () => {
    const response = await app.inject({ method: 'GET', url: '/casino/slot' });

    const block = dataBlock(response.body);
    const bootstrap = await apiData('GET', 'cms/grouped', 'tr');
    const slotRows = bootstrap.casinoCategoryList
      .filter((category: { slugList: string[] }) => category.slugList.includes('casino/slot'))
      .slice(0, 2);
    const rows = await Promise.all(
      slotRows.map(async (category: { id: number }) => {
        const input = { systemCategory: category.id, skip: 0, take: 20 };
        return {
          call: 'casinoGames',
          queryKey: categoryRowQuery(siteQueries, category.id).queryKey,
          data: await apiData('POST', 'casino/games', 'tr', input),
        };
      }),
    );
    expect(rows).toHaveLength(2);
    expect(block.entries).toEqual([...(await everyPage('tr')), ...rows]);
    expect(imagePreloads(response.body)).toEqual([
      `<link rel="preload" as="image" href="${rows[0]?.data[0].imageUrl}" fetchpriority="high">`,
    ]);
  });

  it("carries the first page of /casino/live's grid with its providers and preloads the first game", async () => {
    const response = await app.inject({ method: 'GET', url: '/casino/live' });

    const bootstrap = await apiData('GET', 'cms/grouped', 'tr');
    const categoryIds = bootstrap.casinoCategoryList
      .filter((category: { slugList: string[] }) => category.slugList.includes('casino/live'))
      .map((category: { id: number }) => category.id);
    expect(categoryIds.length).toBeGreaterThan(0);
    const grid = {
      call: 'casinoGames',
      queryKey: gameGridQuery(siteQueries, liveGridSearch).queryKey,
      data: await apiData('POST', 'casino/games', 'tr', {
        live: true,
        sort: 'popular',
        skip: 0,
        take: 40,
      }),
    };
    const studios = {
      call: 'casinoStudios',
      queryKey: gridStudiosQuery(siteQueries, categoryIds).queryKey,
      data: await apiData('POST', 'casino/studios', 'tr', { categoryIds }),
    };
    expect(grid.data.length).toBeGreaterThan(0);
    expect(studios.data.length).toBeGreaterThan(0);
    expect(dataBlock(response.body).entries).toEqual([...(await everyPage('tr')), grid, studios]);
    expect(imagePreloads(response.body)).toEqual([
      `<link rel="preload" as="image" href="${grid.data[0].imageUrl}" fetchpriority="high">`,
    ]);
  });

  it('carries the promotions on /promotions in the page language and preloads the first image', async () => {
    for (const locale of ['tr', 'en']) {
      const response = await app.inject({
        method: 'GET',
        url: '/promotions',
        headers: { cookie: `zar.language=${locale}` },
      });
      const promotions = {
        call: 'promotions',
        queryKey: promotionsQuery(siteQueries, locale).queryKey,
        data: await apiData('GET', 'cms/promotions', locale),
      };
      expect(promotions.data.length, locale).toBeGreaterThan(0);
      expect(dataBlock(response.body).entries).toEqual([...(await everyPage(locale)), promotions]);
      expect(imagePreloads(response.body)).toEqual([
        `<link rel="preload" as="image" href="${promotions.data[0].imageUrl}" fetchpriority="high">`,
      ]);
    }
  });

  it('carries the content page on /pages/:id in the page language, with no image to preload', async () => {
    for (const locale of ['tr', 'en']) {
      for (const url of ['/pages/1', '/pages/1/']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { cookie: `zar.language=${locale}` },
        });
        const page = {
          call: 'contentDetail',
          queryKey: contentPageQuery(siteQueries, 1, locale).queryKey,
          data: await apiData('POST', 'cms/content', locale, { id: 1 }),
        };
        expect(page.data.title, locale).toBeTruthy();
        expect(dataBlock(response.body).entries, url).toEqual([...(await everyPage(locale)), page]);
        expect(imagePreloads(response.body)).toEqual([]);
      }
    }
  });

  it("carries what every page needs on the sportsbook pages: the bootstrap names each section's visitor address", async () => {
    for (const [url, option] of [
      ['/spor', 'sportsbookSportsUrl'],
      ['/spor/fcg', 'sportsbookSportsUrl'],
      ['/livespor', 'sportsbookLiveUrl'],
      ['/esports', 'sportsbookEsportsUrl'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      const block = dataBlock(response.body);
      expect(block.entries, url).toEqual(await everyPage('tr'));
      const bootstrap = block.entries[0]?.call === 'bootstrap' ? block.entries[0].data : null;
      // The frame's address for a visitor, which the server's render writes into the page.
      expect(
        bootstrap?.siteOption.find((item) => item.key === option),
        url,
      ).toEqual({ key: option, value: '/api/sportsbook/demo/', status: true });
      expect(imagePreloads(response.body), url).toEqual([]);
    }
  });

  it('carries only what every page needs on other pages, a lobby with a search or category, and an unknown or malformed content page', async () => {
    for (const url of [
      '/dashboard/account',
      '/casino/slot?category=3',
      '/casino/live?search=rulet',
      '/pages/999999',
      '/pages/hakkimizda',
      '/pages/0',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(
        dataBlock(response.body).entries.map((entry) => entry.call),
        url,
      ).toEqual(['bootstrap', 'translations', 'categoryList']);
      expect(imagePreloads(response.body), url).toEqual([]);
    }
  });
});

describe('withFirstScreen', () => {
  const hostile = 'x</script><script>alert(1)</script><!-- \u2028 \u2029 "&';
  const data: FirstScreenData = {
    locale: 'tr',
    entries: [
      {
        call: 'casinoGames',
        queryKey: ['zar', 'casinoGames', { systemCategory: 1, skip: 0, take: 20 }],
        data: [
          {
            id: 1,
            code: 'a',
            name: hostile,
            imageUrl: '/media/games/a.svg?v=1&x="><script>',
          } as never,
        ],
      },
    ],
  };

  it('escapes the data so no text can end the block, and it parses back to the same data', () => {
    const html = withFirstScreen(indexHtml, data);

    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('\u2028');
    expect(html).not.toContain('\u2029');
    expect(dataBlock(html)).toEqual(data);
  });

  it('writes the preload address as an escaped attribute', () => {
    const html = withFirstScreen(indexHtml, data);

    expect(imagePreloads(html)).toEqual([
      '<link rel="preload" as="image" href="/media/games/a.svg?v=1&amp;x=&quot;&gt;&lt;script&gt;" fetchpriority="high">',
    ]);
  });

  it('leaves a page without </head> as it is', () => {
    expect(withFirstScreen('<p>no head</p>', data)).toBe('<p>no head</p>');
  });
});

describe('when the first screen data cannot be had', () => {
  it('serves plain index.html', async () => {
    const { app, database, close } = await openTestApp({ config: { siteDir } });
    onTestFinished(close);
    // The bootstrap query now fails in the database.
    await database.db.schema.dropTable('popup').execute();

    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });
});
