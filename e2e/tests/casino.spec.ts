import { playFromLobby } from './lobby';
import { approvedBankDeposit, expectBalance, signedInPlayer } from './players';
import { expect, test } from './test';

test.describe('casino', () => {
  test('a player spins the slot, the header balance follows and the round is in the game history', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    const player = await signedInPlayer(request, context);
    await approvedBankDeposit(request, player, 500);
    await page.goto('/casino/slot?search=zar%20meyveleri');
    const played = await playFromLobby(page, 'Zar Meyveleri', isMobile);

    if (isMobile) {
      await expect(page.getByRole('dialog', { name: 'Zar Meyveleri' })).toBeVisible();
    } else {
      await expect(played).toHaveURL(/\/casino\/play\//);
    }
    const game = played.frameLocator('iframe[title="Zar Meyveleri oyunu"]');
    await expect(game.locator('#balance')).toHaveText('₺500,00');
    await game.getByRole('button', { name: 'Çevir' }).click();
    await expect(game.locator('#message')).toHaveText(/kazandınız|kazanç yok/);
    await expect(game.locator('#balance')).not.toHaveText('₺500,00');
    const balance = (await game.locator('#balance').textContent()) ?? '';

    if (isMobile) {
      await page.getByRole('button', { name: 'Oyunu kapat' }).click();
    }
    await expectBalance(played, isMobile, balance);

    await page.goto('/dashboard/game-history');
    const table = page.getByRole('table', {
      name: 'Bahisleriniz ve kazançlarınız, en yeniden eskiye',
    });
    await expect(table.getByRole('row').filter({ hasText: 'Bahis' }).first()).toContainText(
      'Zar Meyveleri',
    );
  });

  test('a player toggles a favourite', async ({ page, context, request }) => {
    await signedInPlayer(request, context);
    await page.goto('/casino/slot?search=aviator');
    const heart = page.getByRole('button', { name: 'Aviator favorilere ekle' });
    await heart.click();
    await expect(page.getByText('Favorilere eklendi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aviator favorilerden çıkar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a visitor who presses play gets the login dialog', async ({ page }) => {
    await page.goto('/casino/live');
    await page.getByRole('link', { name: 'Türkçe Rulet oyna' }).click();
    await expect(page.getByRole('dialog', { name: 'Giriş' })).toBeVisible();
  });
});
