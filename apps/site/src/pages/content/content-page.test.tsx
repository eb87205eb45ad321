import { screen } from '@testing-library/react';
import { contentFixture, fixtureHandlers } from '@zar/api-client/fixtures';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiQueries } from '../../api/api-client';
import { createQueryClient } from '../../app/app-providers';
import { contentPageQuery } from '../../bootstrap/first-screen-queries';
import { apiUrl, mockApiServer } from '../../test/mock-api-server';
import { renderRoute } from '../../test/render-route';

/** The fixtures' page `id` as `cms/content` answers it. */
function answerPage(id: number) {
  const category = contentFixture.find((item) => item.pages.some((page) => page.id === id));
  const page = category?.pages.find((item) => item.id === id);
  if (!category || !page) throw new Error(`no fixture page ${id}`);
  const { title, html } = page;
  mockApiServer.use(
    ...fixtureHandlers(apiUrl(''), {
      contentDetail: { id, title, html, categoryName: category.name },
    }),
  );
}

describe('/pages/:id', () => {
  it('shows a loading state, then the page title and its HTML', async () => {
    answerPage(102);
    renderRoute('/pages/102');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeTruthy();
    expect(screen.getByText(/Oyun bir eğlencedir/)).toBeTruthy();
  });

  it('renders the CMS HTML sanitised', async () => {
    mockApiServer.use(
      http.post(apiUrl('cms/content'), () =>
        HttpResponse.json({
          success: true,
          message: null,
          data: {
            id: 5,
            title: 'Kurallar',
            categoryName: 'Terms of use',
            html: '<h2>Madde 1</h2><p onclick="steal()">Metin</p><script>steal()</script><a href="https://zar.test" target="_blank">Site</a>',
          },
        }),
      ),
    );
    renderRoute('/pages/5');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kurallar' });
    const article = heading.closest('article');
    expect(screen.getByRole('heading', { level: 2, name: 'Madde 1' })).toBeTruthy();
    expect(article?.innerHTML).not.toMatch(/onclick|<script/);
    expect(screen.getByRole('link', { name: 'Site' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });

  it('reads the page the served page carried, under the key the first screen made', async () => {
    // The API fills this key (first-screen-queries.ts); were the page to ask under another, it
    // would call the API, which fails here.
    mockApiServer.use(
      http.post(apiUrl('cms/content'), () => HttpResponse.json({}, { status: 500 })),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(contentPageQuery(apiQueries, 7, 'tr').queryKey, {
      id: 7,
      title: 'Taşınan Sayfa',
      html: '<p>Sunucunun getirdiği metin</p>',
      categoryName: 'Footer',
    });
    renderRoute('/pages/7', queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Taşınan Sayfa' })).toBeTruthy();
    expect(screen.getByText('Sunucunun getirdiği metin')).toBeTruthy();
  });

  it('shows the not-found state for an unknown or unpublished page', async () => {
    // What the server answers for a page that is not published.
    mockApiServer.use(
      http.post(apiUrl('cms/content'), () =>
        HttpResponse.json(
          { success: false, message: 'Aradığınız sayfa bulunamadı veya yayından kaldırıldı.' },
          { status: 404 },
        ),
      ),
    );
    renderRoute('/pages/104');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
  });

  it('shows the not-found state for an address that is not a page id', async () => {
    renderRoute('/pages/hakkimizda');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
  });
});
