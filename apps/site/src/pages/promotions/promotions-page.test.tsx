import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { promotionsFixture } from '@zar/api-client/fixtures';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, mockApiServer } from '../../test/mock-api-server';
import { renderRoute } from '../../test/render-route';

describe('/promotions', () => {
  it('lists the promotions of the API and opens one in the detail dialog', async () => {
    renderRoute('/promotions');
    const list = await screen.findByRole('list', { name: 'Promosyonlar' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(promotionsFixture.tr.map((promotion) => promotion.title));
    // The first card's image is the page's largest paint: fetched at once, the others when near.
    const images = [...list.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(
      images.map((_, index) => (index === 0 ? null : 'lazy')),
    );
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Detaylar: %100 Hoş Geldin Bonusu' }));
    const dialog = await screen.findByRole('dialog', { name: '%100 Hoş Geldin Bonusu' });
    expect(within(dialog).getByRole('heading', { name: 'Kampanya Koşulları' })).toBeTruthy();
    expect(within(dialog).getByText('En düşük yatırım tutarı 100 ₺’dir.')).toBeTruthy();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(
      '/media/promotions/welcome-bonus.svg',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sanitises the description before it reaches the page', async () => {
    mockApiServer.use(
      http.get(apiUrl('cms/promotions'), () =>
        HttpResponse.json({
          success: true,
          message: null,
          data: [
            {
              id: 9,
              title: 'Test',
              summary: 'Özet',
              imageUrl: '/media/promotions/test.svg',
              html: '<p>Güvenli</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bağlantı</a>',
            },
          ],
        }),
      ),
    );
    renderRoute('/promotions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Detaylar: Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test' });
    expect(within(dialog).getByText('Güvenli')).toBeTruthy();
    expect(dialog.innerHTML).not.toMatch(/onerror|<script|javascript:/);
  });

  // The home page's first render loads its chunks, which is slow on a busy machine.
  it('opens a promotion from the home teaser, its dialog loaded on first opening', {
    timeout: 20_000,
  }, async () => {
    renderRoute('/');
    const user = userEvent.setup();
    const teaser = await screen.findByRole('article', { name: '%100 Hoş Geldin Bonusu' });
    await user.click(within(teaser).getByRole('button', { name: 'Detaylar' }));
    const dialog = await screen.findByRole('dialog', { name: '%100 Hoş Geldin Bonusu' });
    expect(within(dialog).getByText('En düşük yatırım tutarı 100 ₺’dir.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '%100 Hoş Geldin Bonusu' })).toBeNull(),
    );
  });

  it('says so when there are no promotions', async () => {
    mockApiServer.use(
      http.get(apiUrl('cms/promotions'), () =>
        HttpResponse.json({ success: true, message: null, data: [] }),
      ),
    );
    renderRoute('/promotions');
    expect(await screen.findByText('Şu anda aktif bir promosyon bulunmuyor.')).toBeTruthy();
  });
});
