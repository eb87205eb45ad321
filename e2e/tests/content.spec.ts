import { openHomeAndClosePopup } from './site-shell';
import { expect, test } from './test';

test('a static page opens from the footer with its title and sanitised text', async ({ page }) => {
  await openHomeAndClosePopup(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kullanım Koşulları' }).click();

  await expect(page).toHaveURL(/\/pages\/\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Kullanım Koşulları' })).toBeVisible();
  expect(await main.locator('p').count()).toBeGreaterThan(0);
  await expect(main.locator('script, iframe, [onerror], [onclick]')).toHaveCount(0);
  await expect(page).toHaveTitle(/Kullanım Koşulları/);
});

test('the promotions list opens a promotion in its detail dialog, moving nothing in sight as it loads', async ({
  page,
}) => {
  // Issue 26: the page's layout shifts (CLS), summed as the browser reports them.
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { zarLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Promosyonlar' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const shifted = await page.evaluate(
    () => (window as unknown as { zarLayoutShifts: { total: number } }).zarLayoutShifts.total,
  );
  expect(shifted, 'layout shift while /promotions loads').toBeLessThanOrEqual(0.02);
  await page.getByRole('button', { name: 'Detaylar: %100 Hoş Geldin Bonusu' }).click();

  const dialog = page.getByRole('dialog', { name: '%100 Hoş Geldin Bonusu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Kampanya Koşulları' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toBeHidden();
});
