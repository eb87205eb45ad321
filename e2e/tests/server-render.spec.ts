import type { Page } from '@playwright/test';
import { signedInPlayer } from './players';
import { homeBannerTitle } from './site-shell';
import { expect, test } from './test';

/** The page's uncaught errors and console errors, as they happen. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('pages rendered by the server', () => {
  test('a visitor without scripts reads the home page with its popup, a casino lobby, the promotions, a content page and the sportsbook pages', async ({
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

      // The sportsbook pages: the layout and the visitor's frame, loading the book already.
      for (const [url, title, section] of [
        ['/spor', 'Spor', 'sports'],
        ['/livespor', 'Canlı Bahis', 'live'],
        ['/esports', 'E-Spor', 'esports'],
      ] as const) {
        const book = page.waitForRequest(`**/api/sportsbook/demo/?section=${section}&lang=tr`);
        await page.goto(url);
        await expect(page.locator('#root'), url).toHaveAttribute('data-rendered', 'server');
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeAttached();
        const frame = page.locator(`iframe[title="${title}"]`);
        await expect(frame, url).toHaveAttribute(
          'src',
          `/api/sportsbook/demo/?section=${section}&lang=tr`,
        );
        await book;
        // The page's fill, from the frame's style sheet: the box the site's render keeps.
        expect((await frame.boundingBox())?.height ?? 0, url).toBeGreaterThanOrEqual(478);
      }
    } finally {
      await context.close();
    }
  });

  test('the site takes over the page it was sent, node for node, without an error', async ({
    page,
  }) => {
    const errors = pageErrors(page);
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

  test('the site takes over the sportsbook page with the frame it was sent, loaded once and sized by the book', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const bookLoads: string[] = [];
    page.on('request', (request) => {
      if (
        request.resourceType() === 'document' &&
        request.url().includes('/api/sportsbook/demo/')
      ) {
        bookLoads.push(request.url());
      }
    });
    // The served frame, and whether the book said its height before the site listened.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const seen = window as { served?: Element | null; heightSaid?: boolean };
      window.addEventListener('message', (event) => {
        if ((event.data as { command?: unknown } | null)?.command === 'resize') {
          seen.heightSaid = true;
        }
      });
      document.addEventListener('DOMContentLoaded', () => {
        seen.served = document.querySelector('iframe[title="Spor"]');
      });
    });
    // The site's entry arrives only once the book has loaded and said its height, which no one
    // heard: the slowest phone's order.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await page.waitForFunction(() => (window as { heightSaid?: boolean }).heightSaid === true);
      await route.continue();
    });

    await page.goto('/spor');
    await expect(page.locator('#root[data-rendered=client]')).toBeAttached({ timeout: 45_000 });
    const sameFrame = await page.evaluate(
      () =>
        Boolean((window as { served?: Element | null }).served) &&
        (window as { served?: Element | null }).served ===
          document.querySelector('iframe[title="Spor"]'),
    );
    expect(sameFrame).toBe(true);
    // The site asked, and the book said its height again: the frame is as tall as the book.
    await expect(page.locator('.sportsbook-frame[data-sized]')).toBeAttached();
    expect((await page.locator('iframe[title="Spor"]').boundingBox())?.height ?? 0).toBeGreaterThan(
      3000,
    );
    // It answers: a visitor's bet asks for the login dialog.
    const book = page.frameLocator('iframe[title="Spor"]');
    await book.locator('button.odds:not([disabled])').first().click();
    await expect(page.getByRole('dialog', { name: 'Giriş' })).toBeVisible();
    expect(bookLoads).toEqual([
      expect.stringMatching(/\/api\/sportsbook\/demo\/\?section=sports&lang=tr$/),
    ]);
    expect(errors).toEqual([]);
  });

  test("a player's sportsbook page has the player's frame: over a visitor's page sent before the browser said who plays, and as the splash after", async ({
    page,
    context,
    request,
  }) => {
    await signedInPlayer(request, context);
    // A session stored without the cookie a login leaves (cookies cleared, storage kept): the
    // first request goes out before the site has set it again, and gets the visitor's page.
    await context.clearCookies({ name: 'zar.player' });
    const first = await page.goto('/spor');
    expect(await first?.text()).toContain('<div id="root" data-rendered="server">');
    const frame = page.locator('iframe[title="Spor"]');
    await expect(frame).toHaveAttribute('src', /section=sports&lang=tr#token=[^&]+$/);

    const again = await page.reload();
    expect(await again?.text()).toContain('<div id="root"><!--zar-splash-->');
    await expect(frame).toHaveAttribute('src', /section=sports&lang=tr#token=[^&]+$/);
  });
});
