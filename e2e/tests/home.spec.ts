import type { Page } from '@playwright/test';
import { homeBannerTitle, openHomeAndClosePopup, waitForHomeBanners } from './site-shell';
import { expect, test } from './test';

test('home shows the seeded banners, top winners and footer content from the API', async ({
  page,
}) => {
  await openHomeAndClosePopup(page);
  await waitForHomeBanners(page);
  await expect(page.getByRole('heading', { name: 'Son Kazananlar' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Canlı Casino Rehberi' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Kullanım Koşulları' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Hızlı İletişim' })).toBeVisible();
  const providerLogos = footer.locator('img[src^="/media/providers/"]');
  expect(await providerLogos.count()).toBeGreaterThanOrEqual(12);
  // Provider logos load lazily: bring the slider into view (on a phone the footer is far below),
  // then the logos in view load. Which ones are in view depends on where the slider's loop stands.
  await providerLogos.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      providerLogos.evaluateAll((logos) =>
        logos.some(
          (logo) =>
            (logo as HTMLImageElement).complete && (logo as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  await expect(page.getByRole('main').getByText(homeBannerTitle).first()).toBeVisible();
});

/** How the top notification's marquee stands: its animation's play state. */
const marqueeState = (page: Page) =>
  page.locator('.zar-top-notification__track').evaluate((track) =>
    track
      .getAnimations()
      .map((animation) => animation.playState)
      .join(),
  );

test('the popup shows on the first visit only; the marquee behind it holds still until it closes', async ({
  page,
}) => {
  // Behind the modal nobody reads the moving bar, and there its animation ran on the main thread.
  await openHomeAndClosePopup(page, async () => {
    await expect.poll(() => marqueeState(page)).toBe('paused');
  });
  // The pointer left where Kapat was (at the top of a phone's screen, over the bar it pauses).
  const viewport = page.viewportSize() ?? { width: 375, height: 667 };
  await page.mouse.move(viewport.width / 2, viewport.height - 2);
  await expect.poll(() => marqueeState(page)).toBe('running');
  await page.reload();
  await waitForHomeBanners(page);
  await expect(page.getByRole('region', { name: 'Adres duyurusu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Duyuru' })).toBeHidden();
});

test('a dismissed top notification stays dismissed after a reload', async ({ page }) => {
  await openHomeAndClosePopup(page);
  const notice = page.getByRole('region', { name: 'Adres duyurusu' });
  await expect(notice).toContainText('zar2.example');
  await notice.getByRole('button', { name: 'Duyuruyu kapat' }).click();
  await expect(notice).toBeHidden();

  await page.reload();
  await waitForHomeBanners(page);
  await expect(page.getByRole('region', { name: 'Adres duyurusu' })).toHaveCount(0);
});

test('the language switches to English and back, reloading the page', async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const menuName = mobile
    ? { tr: 'Hızlı erişim', en: 'Quick access' }
    : { tr: 'Ana menü', en: 'Main menu' };
  const label = mobile
    ? { tr: 'Promosyon', en: 'Promotions' }
    : { tr: 'Canlı Bahis', en: 'Live Betting' };

  await openHomeAndClosePopup(page);
  await expect(page.getByRole('navigation', { name: menuName.tr })).toContainText(label.tr);

  const choose = async (locale: 'tr' | 'en', menuLabel: string) => {
    if (mobile) await page.getByRole('button', { name: menuLabel }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('select:visible').first().selectOption(locale),
    ]);
  };

  await choose('en', 'Menüyü aç');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: menuName.en })).toContainText(label.en);

  await choose('tr', 'Open menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('navigation', { name: menuName.tr })).toContainText(label.tr);
});
