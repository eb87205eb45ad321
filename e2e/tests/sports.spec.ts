import { approvedBankDeposit, expectBalance, signedInPlayer } from './players';
import { expect, test } from './test';

test.describe('sportsbook', () => {
  test('a player places a bet in the frame and the header balance drops', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    const player = await signedInPlayer(request, context);
    // The sportsbook credentials come with a login (signedInPlayer registers through the API).
    await approvedBankDeposit(request, player, 200);
    await page.goto('/spor');
    const book = page.frameLocator('iframe[title="Spor"]');
    const odds = book.locator('button.odds:not([disabled])').first();
    await odds.click();
    await expect(book.locator('#slip-count')).toHaveText('1');
    // On a phone the slip floats as a button with the count and opens as a sheet.
    if (isMobile) await book.getByRole('button', { name: /^Kupon 1/ }).click();
    await book.getByLabel('Bahis tutarı (₺)').fill('25');
    await book.getByRole('button', { name: 'Bahis Yap' }).click();
    await expect(book.locator('#slip-message')).toHaveText('Bahsiniz alındı.');
    await expectBalance(page, isMobile, '₺175,00');
  });

  test('a visitor who tries to bet in the frame gets the login dialog', async ({ page }) => {
    await page.goto('/livespor');
    const book = page.frameLocator('iframe[title="Canlı Bahis"]');
    await book.locator('button.odds:not([disabled])').first().click();
    await expect(page.getByRole('dialog', { name: 'Giriş' })).toBeVisible();
  });
});
