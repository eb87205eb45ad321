import { render, screen } from '@testing-library/react';
import type { FirstScreenData } from '@zar/api-client';
import { bootstrapFixture, slidersFixture } from '@zar/api-client/fixtures';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { apiQueries } from '../api/api-client';
import { AppProviders } from '../app/app-providers';
import { siteRoutes } from '../routes/site-routes';
import { mockApiServer } from '../test/mock-api-server';
import { readFirstScreen } from './first-screen';
import { homeBannersQuery } from './first-screen-queries';

function firstAndRest<T>(list: readonly T[] | undefined): [T, T[]] {
  const [first, ...rest] = list ?? [];
  if (first === undefined) throw new Error('the fixtures have no banner or category');
  return [first, rest];
}

const [firstSlide, otherSlides] = firstAndRest(slidersFixture.home);
const [firstCategory, otherCategories] = firstAndRest(bootstrapFixture.casinoCategoryList);

/** What the API writes into index.html on `/`, with texts the mock API does not have. */
function pageData(locale: string): FirstScreenData {
  return {
    locale,
    entries: [
      {
        call: 'bootstrap',
        queryKey: apiQueries.bootstrap().queryKey,
        data: {
          ...bootstrapFixture,
          casinoCategoryList: [
            { ...firstCategory, name: 'Sayfadan Gelen Kategori' },
            ...otherCategories,
          ],
        },
      },
      {
        call: 'translations',
        queryKey: apiQueries.translations({}, { locale }).queryKey,
        data: [{ key: 'home.title', value: 'Sayfadan Gelen Başlık' }],
      },
      {
        call: 'categoryList',
        queryKey: apiQueries.categoryList().queryKey,
        data: [{ id: 1, name: 'Footer', content: [{ id: 9901, title: 'Sayfadan Gelen Sayfa' }] }],
      },
      {
        call: 'sliderList',
        queryKey: homeBannersQuery(apiQueries).queryKey,
        data: [{ ...firstSlide, title: 'Sayfadan Gelen Banner' }, ...otherSlides],
      },
    ],
  };
}

function writeDataBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'zar-first-screen';
  block.textContent = text;
  document.head.append(block);
}

/** The API paths the page requested while rendering. */
function recordRequests(): string[] {
  const paths: string[] = [];
  mockApiServer.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname.replace(/^.*\/api\//, ''));
  });
  return paths;
}

/** The whole site at `/` with the providers' own query cache, as main.tsx renders it. */
function renderHome() {
  const router = createMemoryRouter(siteRoutes, { initialEntries: ['/'] });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  document.getElementById('zar-first-screen')?.remove();
  mockApiServer.events.removeAllListeners();
});

describe('the first screen data of index.html', { timeout: 15_000 }, () => {
  it('renders the frame, server strings, footer pages, categories and banners it carries without asking the API for them', async () => {
    writeDataBlock(JSON.stringify(pageData('tr')));
    const requested = recordRequests();

    renderHome();

    expect(await screen.findByText('Sayfadan Gelen Banner', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Sayfadan Gelen Kategori')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfadan Gelen Başlık' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sayfadan Gelen Sayfa' })).toBeTruthy();
    expect(requested.length).toBeGreaterThan(0);
    for (const call of [
      'cms/grouped',
      'cms/translationlist',
      'cms/categorylist',
      'cms/sliderlist',
    ]) {
      expect(requested).not.toContain(call);
    }
  });

  it('is left unused when made for another language than the site shows, and the page fetches its data', async () => {
    writeDataBlock(JSON.stringify(pageData('en')));
    const requested = recordRequests();

    renderHome();

    expect(
      (await screen.findAllByText(firstSlide.title ?? '', {}, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0);
    expect((await screen.findAllByText(firstCategory.name)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Sayfadan Gelen Banner')).toBeNull();
    expect(screen.queryByText('Sayfadan Gelen Sayfa')).toBeNull();
    expect(requested).toContain('cms/grouped');
    expect(requested).toContain('cms/translationlist');
    expect(requested).toContain('cms/sliderlist');
  });

  it('reads nothing from a missing or broken block', () => {
    expect(readFirstScreen(document)).toBeNull();
    writeDataBlock('{"locale":"tr","entries":[');
    expect(readFirstScreen(document)).toBeNull();
  });
});
