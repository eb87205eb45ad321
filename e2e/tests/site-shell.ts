import { expect, type Page } from '@playwright/test';

/** A seeded home banner headline (cms/sliderlist `home`, Turkish). */
export const homeBannerTitle = '%100 Hoş Geldin Bonusu';

/** Opens `/` on a first visit and closes the home popup, which opens over everything. */
export async function openHomeAndClosePopup(page: Page) {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Duyuru' });
  // The popup opens once its content and pictures have loaded, which a busy CI machine slows.
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await popup.getByRole('button', { name: 'Kapat' }).click();
  await expect(popup).toBeHidden();
}

/** Waits until the home page shows data from the API: the first banner's headline. */
export async function waitForHomeBanners(page: Page) {
  await expect(
    page.getByRole('region', { name: 'Kampanyalar' }).getByText(homeBannerTitle),
  ).toBeVisible();
}
