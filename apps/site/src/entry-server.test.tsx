import { act, fireEvent, screen } from '@testing-library/react';
import type { FirstScreenData } from '@zar/api-client';
import {
  bootstrapFixture,
  contentFixture,
  gamesFixture,
  promotionsFixture,
  slidersFixture,
} from '@zar/api-client/fixtures';
import { hydrateRoot, type Root } from 'react-dom/client';

import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiQueries } from './api/api-client';
import { SiteTree } from './app/site-tree';
import {
  categoryRowQuery,
  contentPageQuery,
  gameGridQuery,
  gridStudiosQuery,
  homeBannersQuery,
  liveGridSearch,
  promotionsQuery,
} from './bootstrap/first-screen-queries';
import type { FirstScreenRenderValues } from './bootstrap/first-screen-render';
import { renderFirstScreen } from './entry-server';
import { loadRouteModules } from './routes/load-route-modules';
import { siteRoutes } from './routes/site-routes';

const firstVisit: FirstScreenRenderValues = {
  host: 'localhost',
  seenPopups: [],
  topNotifyRead: false,
};

const homeData: FirstScreenData = {
  locale: 'tr',
  entries: [
    { call: 'bootstrap', queryKey: apiQueries.bootstrap().queryKey, data: bootstrapFixture },
    {
      call: 'sliderList',
      queryKey: homeBannersQuery(apiQueries).queryKey,
      data: slidersFixture.home ?? [],
    },
  ],
};

const slotRows = bootstrapFixture.casinoCategoryList
  .filter((category) => category.slugList.includes('casino/slot'))
  .slice(0, 2);
const slotData: FirstScreenData = {
  locale: 'tr',
  entries: [
    { call: 'bootstrap', queryKey: apiQueries.bootstrap().queryKey, data: bootstrapFixture },
    ...slotRows.map((category) => ({
      call: 'casinoGames' as const,
      queryKey: categoryRowQuery(apiQueries, category.id).queryKey,
      data: gamesFixture.filter((game) => game.categoryIds.includes(category.id)),
    })),
  ],
};

const liveCategoryIds = bootstrapFixture.casinoCategoryList
  .filter((category) => category.slugList.includes('casino/live'))
  .map((category) => category.id);
const liveGames = gamesFixture.filter((game) => game.isLive);
const liveData: FirstScreenData = {
  locale: 'tr',
  entries: [
    { call: 'bootstrap', queryKey: apiQueries.bootstrap().queryKey, data: bootstrapFixture },
    {
      call: 'casinoGames',
      queryKey: gameGridQuery(apiQueries, liveGridSearch).queryKey,
      data: liveGames,
    },
    {
      call: 'casinoStudios',
      queryKey: gridStudiosQuery(apiQueries, liveCategoryIds).queryKey,
      data: [{ name: 'Evolution', gameCount: liveGames.length }],
    },
  ],
};

const promotionsData: FirstScreenData = {
  locale: 'tr',
  entries: [
    { call: 'bootstrap', queryKey: apiQueries.bootstrap().queryKey, data: bootstrapFixture },
    {
      call: 'promotions',
      queryKey: promotionsQuery(apiQueries, 'tr').queryKey,
      data: promotionsFixture.tr,
    },
  ],
};

const [footer] = contentFixture;
const aboutUs = footer?.pages[0];
if (!footer || !aboutUs) throw new Error('the fixture has no content page');
/** /pages/1 in each language: the fixture's first page, and its English text with a script. */
const contentPages = {
  tr: { id: 1, title: aboutUs.title, html: aboutUs.html, categoryName: footer.name },
  en: {
    id: 1,
    title: 'About us',
    html: '<h2>Who we are</h2><p>Zar brings sports betting and casino games together in one account.</p><script>steal()</script>',
    categoryName: 'Footer',
  },
};

function contentPageData(locale: 'tr' | 'en'): FirstScreenData {
  return {
    locale,
    entries: [
      { call: 'bootstrap', queryKey: apiQueries.bootstrap().queryKey, data: bootstrapFixture },
      {
        call: 'contentDetail',
        queryKey: contentPageQuery(apiQueries, 1, locale).queryKey,
        data: contentPages[locale],
      },
    ],
  };
}

/** The sections' visitor addresses as an operator may set them: the demo, a path, another host. */
const sportsData: FirstScreenData = {
  locale: 'tr',
  entries: [
    {
      call: 'bootstrap',
      queryKey: apiQueries.bootstrap().queryKey,
      data: {
        ...bootstrapFixture,
        siteOption: [
          ...bootstrapFixture.siteOption,
          { key: 'sportsbookSportsUrl', value: '/api/sportsbook/demo/', status: true },
          { key: 'sportsbookLiveUrl', value: '/canli-kitap/', status: true },
          { key: 'sportsbookEsportsUrl', value: 'https://esports.example/book', status: true },
        ],
      },
    },
  ],
};
const siteSandbox = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
/** Each sportsbook page's heading and the visitor's frame it is served with. */
const sportsPages = [
  {
    url: '/spor',
    title: 'Spor',
    src: '/api/sportsbook/demo/?section=sports&lang=tr',
    sandbox: siteSandbox,
  },
  {
    url: '/livespor',
    title: 'Canlı Bahis',
    src: '/canli-kitap/?section=live&lang=tr',
    sandbox: siteSandbox,
  },
  {
    url: '/esports',
    title: 'E-Spor',
    src: 'https://esports.example/book?section=esports&lang=tr',
    sandbox: `${siteSandbox} allow-same-origin`,
  },
];

let root: Root | undefined;

/** Stands for main.tsx's `MarkStarted`, which sits beside the router in the browser's tree. */
function Started() {
  return null;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.getElementById('zar-first-screen')?.remove();
  window.history.replaceState(null, '', '/');
});

/**
 * Serves `url` as the API does (the data block and the server's render in #root), then starts the
 * site on it as main.tsx does. Resolves with the errors hydration recovered from and the root.
 */
async function serveAndHydrate(url: string, data: FirstScreenData) {
  const html = await renderFirstScreen({ url, data, browser: firstVisit });
  if (html === null) throw new Error(`${url} was not rendered`);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'zar-first-screen';
  block.textContent = JSON.stringify(data);
  document.head.append(block);
  document.body.innerHTML = `<div id="root" data-rendered="server">${html}</div>`;
  window.history.replaceState(null, '', url);
  const element = document.getElementById('root') as HTMLElement;
  const served = element.firstElementChild;

  await loadRouteModules(siteRoutes, window.location);
  const router = createBrowserRouter(siteRoutes);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      element,
      // As main.tsx starts the site: something beside the router that runs once it has started.
      <SiteTree router={<RouterProvider router={router} />} started={<Started />} />,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { element, served, errors };
}

describe('the first screen rendered on the server', { timeout: 20_000 }, () => {
  it('is the home page with its banners and the popup open, which the site hydrates as it is', async () => {
    const html = await renderFirstScreen({ url: '/', data: homeData, browser: firstVisit });
    const firstSlide = slidersFixture.home?.[0];
    expect(html).toContain('class="site-layout"');
    expect(html).toContain(firstSlide?.title);
    expect(html).toMatch(/<dialog[^>]*class="zar-dialog zar-popup-dialog"[^>]*data-state="open"/);

    const { element, served, errors } = await serveAndHydrate('/', homeData);
    expect(errors).toEqual([]);
    // The same nodes the server sent, now the site's: the popup is a modal, the page answers.
    expect(element.firstElementChild).toBe(served);
    const popup = element.ownerDocument.querySelector<HTMLDialogElement>('dialog.zar-popup-dialog');
    expect(popup?.open).toBe(true);
  });

  it('hydrates the popup open as painted when this browser marked it seen after the request went out', async () => {
    // Another tab (or the last page's unload) stored the hash after the request left without
    // the cookie: the server painted the popup open, and the site must hydrate it open too.
    const popup = bootstrapFixture.popup;
    if (!popup) throw new Error('the fixture has no popup');
    const { popupContentHash } = await import('@zar/api-client');
    localStorage.setItem('zar.popupSeen', JSON.stringify([popupContentHash(popup)]));
    try {
      const { element, served, errors } = await serveAndHydrate('/', homeData);
      expect(errors).toEqual([]);
      expect(element.firstElementChild).toBe(served);
      const shown =
        element.ownerDocument.querySelector<HTMLDialogElement>('dialog.zar-popup-dialog');
      expect(shown?.open).toBe(true);
    } finally {
      localStorage.removeItem('zar.popupSeen');
    }
  });

  it('is a casino lobby with its first game rows, hydrated without a mismatch', async () => {
    const html = await renderFirstScreen({
      url: '/casino/slot',
      data: slotData,
      browser: firstVisit,
    });
    const firstGame = slotData.entries.find((entry) => entry.call === 'casinoGames')?.data[0];
    expect(html).toContain(firstGame?.name);

    const { element, served, errors } = await serveAndHydrate('/casino/slot', slotData);
    expect(errors).toEqual([]);
    expect(element.firstElementChild).toBe(served);
  });

  it('is the live lobby with its grid of games and its provider filter, hydrated without a mismatch', async () => {
    expect(liveGames.length).toBeGreaterThan(1);
    const html = await renderFirstScreen({
      url: '/casino/live',
      data: liveData,
      browser: firstVisit,
    });
    const page = document.createElement('div');
    page.innerHTML = html ?? '';
    for (const game of liveGames) expect(page.textContent).toContain(game.name);
    expect(page.querySelector('select option[value="Evolution"]')).not.toBeNull();

    const { element, served, errors } = await serveAndHydrate('/casino/live', liveData);
    expect(errors).toEqual([]);
    expect(element.firstElementChild).toBe(served);
  });

  it('is the promotions list with its cards, hydrated without a mismatch', async () => {
    const html = await renderFirstScreen({
      url: '/promotions',
      data: promotionsData,
      browser: firstVisit,
    });
    for (const promotion of promotionsFixture.tr) expect(html).toContain(promotion.title);
    expect(html).not.toContain('zar-loading-indicator');

    const { element, served, errors } = await serveAndHydrate('/promotions', promotionsData);
    expect(errors).toEqual([]);
    expect(element.firstElementChild).toBe(served);

    // The dialog was rendered closed on the server: opened in the browser, its title names it.
    const [first] = promotionsFixture.tr;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Detaylar: ${first?.title}` }));
    });
    expect(await screen.findByRole('dialog', { name: first?.title })).toBeTruthy();
  });

  it('is a content page with its title and text in the page language, hydrated without a mismatch', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const data = contentPageData(locale);
      const html = await renderFirstScreen({ url: '/pages/1', data, browser: firstVisit });
      const page = contentPages[locale];
      expect(html, locale).toContain(`>${page.title}</h1>`);
      const text = /<p>([^<]+)<\/p>/.exec(page.html)?.[1];
      expect(text && html?.includes(text), locale).toBe(true);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('zar-loading-indicator');

      const { element, served, errors } = await serveAndHydrate('/pages/1', data);
      expect(errors, locale).toEqual([]);
      expect(element.firstElementChild, locale).toBe(served);
      expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeTruthy();
      act(() => root?.unmount());
      root = undefined;
      document.getElementById('zar-first-screen')?.remove();
    }
  });

  it("is each sportsbook page with the visitor's frame at the settings' address, taken over without a mismatch or a new frame", async () => {
    for (const page of sportsPages) {
      const html = await renderFirstScreen({
        url: page.url,
        data: sportsData,
        browser: firstVisit,
      });
      const served = document.createElement('div');
      served.innerHTML = html ?? '';
      expect(served.querySelector('.site-layout'), page.url).not.toBeNull();
      expect(served.querySelector('h1')?.textContent, page.url).toBe(page.title);
      const frame = served.querySelector('.sportsbook-frame iframe');
      expect(frame?.getAttribute('src'), page.url).toBe(page.src);
      expect(frame?.getAttribute('sandbox'), page.url).toBe(page.sandbox);
      expect(frame?.getAttribute('title'), page.url).toBe(page.title);
      // Not yet sized by the book: the page's fill, the same box the browser's first render has.
      expect(served.querySelector('.sportsbook-frame')?.outerHTML, page.url).toMatch(
        /^<div class="sportsbook-frame">/,
      );

      // React reports a mismatched attribute (the frame's address) only on the console.
      const consoleErrors = vi.spyOn(console, 'error');
      const { element, served: servedRoot, errors } = await serveAndHydrate(page.url, sportsData);
      const servedFrame = element.querySelector('iframe');
      expect(errors, page.url).toEqual([]);
      expect(consoleErrors.mock.calls, page.url).toEqual([]);
      consoleErrors.mockRestore();
      expect(element.firstElementChild, page.url).toBe(servedRoot);
      // The very frame the server sent, at the address it was already loading.
      const frameNow = screen.getByTitle(page.title);
      expect(frameNow, page.url).toBe(servedFrame);
      expect(frameNow.getAttribute('src'), page.url).toBe(page.src);
      act(() => root?.unmount());
      root = undefined;
      document.getElementById('zar-first-screen')?.remove();
    }
  });

  it('leaves a content page to the splash when the page does not carry it (an unknown page, a failed call)', async () => {
    const data: FirstScreenData = {
      locale: 'tr',
      entries: contentPageData('tr').entries.slice(0, 1),
    };
    for (const url of ['/pages/1', '/pages/999999', '/pages/hakkimizda']) {
      expect(await renderFirstScreen({ url, data, browser: firstVisit }), url).toBeNull();
    }
  });

  it('leaves out what this browser closed before: the popup it has seen, the top notification', async () => {
    const popup = bootstrapFixture.popup;
    if (!popup) throw new Error('the fixture has no popup');
    const { popupContentHash } = await import('@zar/api-client');
    const html = await renderFirstScreen({
      url: '/',
      data: homeData,
      browser: { host: 'localhost', seenPopups: [popupContentHash(popup)], topNotifyRead: true },
    });
    expect(html).not.toMatch(/data-state="open"/);
    expect(html).not.toContain('zar-top-notification');
  });

  it('renders only the pages whose data the page carries: no account page or unknown path', async () => {
    for (const url of ['/dashboard/deposit', '/no-such-page']) {
      expect(await renderFirstScreen({ url, data: homeData, browser: firstVisit }), url).toBeNull();
    }
  });
});
