import { homeBannerTitle } from './site-shell';
import { expect, test } from './test';

test.describe('pages rendered by the server', () => {
  test('a visitor without scripts reads the home page with its popup, a casino lobby, the promotions and a content page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'server');
      const popup = page.locator('dialog.zar-popup-dialog');
      await expect(popup.getByRole('img', { name: 'Güncel kampanya duyurusu' })).toBeVisible();
      // Its tint takes the clicks around it, as a modal's backdrop does: none reaches the page
      // behind (the header's logo link is in that corner).
      const cornerHit = await page.evaluate(
        () => document.elementFromPoint(2, 2)?.closest('dialog.zar-popup-dialog') != null,
      );
      expect(cornerHit).toBe(true);
      await expect(page.getByText(homeBannerTitle).first()).toBeAttached();

      await page.goto('/casino/slot');
      await expect(page.getByRole('heading', { name: 'Popüler' })).toBeVisible();
      await expect(page.getByText('Zar Meyveleri').first()).toBeVisible();

      await page.goto('/promotions');
      await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: '%100 Hoş Geldin Bonusu' }),
      ).toBeVisible();

      await page.goto('/pages/1');
      await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'server');
      await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
      await expect(page.getByText(/^Zar, spor bahisleri/)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the site takes over the page it was sent, node for node, without an error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { served?: Element | null }).served = document.querySelector('.site-layout');
      });
    });

    const sameNodes = () =>
      page.evaluate(() => {
        const served = (window as { served?: Element | null }).served;
        return Boolean(served) && served === document.querySelector('.site-layout');
      });

    await page.goto('/casino/slot');
    // It answers: a visitor's login button opens the login dialog.
    await page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Giriş' })).toBeVisible();
    expect(await sameNodes()).toBe(true);

    // The live lobby is sent with its grid; taken over, its filters answer.
    await page.goto('/casino/live');
    await expect(page.locator('#root[data-rendered=client]')).toBeAttached({ timeout: 45_000 });
    expect(await sameNodes()).toBe(true);
    await page.getByRole('button', { name: 'Canlı Rulet', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Canlı Rulet' })).toBeVisible();

    await page.goto('/promotions');
    await expect(page.locator('#root[data-rendered=client]')).toBeAttached({ timeout: 45_000 });
    expect(await sameNodes()).toBe(true);
    await page.getByRole('button', { name: 'Detaylar: %100 Hoş Geldin Bonusu' }).click();
    await expect(page.getByRole('dialog', { name: '%100 Hoş Geldin Bonusu' })).toBeVisible();

    // A content page: its CMS text, sanitised on the server, stays as the browser's own.
    await page.goto('/pages/1');
    await expect(page.locator('#root[data-rendered=client]')).toBeAttached({ timeout: 45_000 });
    expect(await sameNodes()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(page.getByText(/^Zar, spor bahisleri/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
