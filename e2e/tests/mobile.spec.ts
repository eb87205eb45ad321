import { openHomeAndClosePopup } from './site-shell';
import { expect, test } from './test';

test.describe('on a phone', () => {
  test.beforeEach(async ({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the bottom bar and the drawer are mobile only');
  });

  test('the bottom bar shows, and Deposit asks a visitor to log in', async ({ page }) => {
    await openHomeAndClosePopup(page);
    const bar = page.getByRole('navigation', { name: 'Hızlı erişim' });
    await expect(bar).toBeVisible();
    await bar.getByRole('link', { name: 'Promosyon' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(bar.getByRole('link', { name: 'Promosyon' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await bar.getByRole('button', { name: 'Para Yatır' }).click();
    await expect(page.getByRole('dialog', { name: 'Giriş' })).toBeVisible();
  });

  test('the menu drawer opens, navigates from a tile and closes', async ({ page }) => {
    await openHomeAndClosePopup(page);
    const drawer = page.getByRole('navigation', { name: 'Site menüsü' });
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(drawer).toBeVisible();
    await page.getByRole('button', { name: 'Menüyü kapat' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await drawer.getByRole('link', { name: 'Canlı Casino' }).click();
    await expect(page).toHaveURL(/\/casino\/live$/);
    await expect(drawer).toBeHidden();
  });
});
