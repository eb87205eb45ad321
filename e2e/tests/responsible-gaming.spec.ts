import type { Page } from '@playwright/test';
import { approvedBankDeposit, signedInPlayer } from './players';
import { expect, test } from './test';

/** Sets one of the player's limits on /dashboard/responsible-gaming and waits for the answer. */
async function setLimit(page: Page, name: string, value: string) {
  await page.goto('/dashboard/responsible-gaming');
  const input = page.getByRole('textbox', { name });
  await input.fill(value);
  await input.press('Enter');
  await expect(page.getByText('Limitiniz kaydedildi ve hemen geçerli.')).toBeVisible();
}

/** Opens Zar Meyveleri from the lobby: the modal on a phone, the player page on a desktop. */
async function openSlot(page: Page) {
  await page.goto('/casino/slot?search=zar%20meyveleri');
  await page.getByRole('button', { name: 'Zar Meyveleri oyna' }).click();
  return page.frameLocator('iframe[title="Zar Meyveleri oyunu"]');
}

test.describe('responsible gaming', () => {
  test('a player sets a daily deposit limit and is refused a larger deposit', async ({
    page,
    context,
    request,
  }) => {
    await signedInPlayer(request, context);
    await setLimit(page, 'Günlük para yatırma limiti: Yeni limit (₺)', '100');
    await expect(page.getByText('₺100,00').first()).toBeVisible();

    await page.goto('/dashboard/deposit');
    await page.getByRole('button', { name: /Havale \/ EFT/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Para Yatır' });
    await dialog.getByRole('spinbutton', { name: 'Tutar' }).fill('150');
    await dialog.getByLabel('Ad Soyad').fill('Deniz Yılmaz');
    await dialog.getByLabel('Gönderen banka').selectOption({ label: 'Akbank' });
    await dialog.getByLabel('Gönderim tarihi ve saati').fill('2026-11-21T10:30');
    await dialog.getByLabel('Kendi adıma kayıtlı hesaptan gönderiyorum').check();
    await dialog.getByRole('button', { name: 'Yatır' }).click();
    await expect(page.getByText(/Günlük para yatırma limitiniz ₺100,00/).first()).toBeVisible();
    // The form stays for a smaller amount; nothing was filed.
    await expect(dialog.getByRole('button', { name: 'Yatır' })).toBeVisible();
    await page.goto('/dashboard/financial-activities');
    await expect(page.getByText('Veri bulunamadı.')).toBeVisible();
  });

  test('a player takes a time-out and the game refuses the bet', async ({
    page,
    context,
    request,
  }) => {
    const player = await signedInPlayer(request, context);
    await approvedBankDeposit(request, player, 200);
    await page.goto('/dashboard/responsible-gaming');
    await page.getByRole('radio', { name: '24 saat' }).check();
    await page.getByRole('button', { name: 'Mola ver' }).click();
    await page.getByRole('button', { name: 'Evet, mola ver' }).click();
    await expect(page.getByText(/Molanız .* tarihine kadar sürecek/)).toBeVisible();
    await expect(page.getByText('Molanız sürüyor', { exact: true })).toBeVisible();

    const game = await openSlot(page);
    await expect(game.locator('#balance')).toHaveText('₺200,00');
    await game.getByRole('button', { name: 'Çevir' }).click();
    await expect(game.locator('#message')).toHaveText('Hesabınız şu anda bahis almıyor.');
    await expect(game.locator('#balance')).toHaveText('₺200,00');
  });

  test('the reality check pauses the game after the chosen interval', async ({
    page,
    context,
    request,
  }) => {
    const player = await signedInPlayer(request, context);
    await approvedBankDeposit(request, player, 100);
    await page.clock.install();
    await setLimit(page, 'Gerçeklik kontrolü aralığı: Yeni limit (dakika)', '1');

    const game = await openSlot(page);
    await expect(game.locator('#balance')).toHaveText('₺100,00');
    const status = page.getByRole('region', { name: 'Oturum özeti' });
    await expect(status).toContainText('Net');
    await expect(page.getByRole('dialog', { name: 'Gerçeklik kontrolü' })).toBeHidden();

    await page.clock.fastForward('01:05');
    const check = page.getByRole('dialog', { name: 'Gerçeklik kontrolü' });
    await expect(check).toBeVisible();
    await expect(check).toContainText('Bu oturumdaki oyun süreniz');
    // Paused behind the dialog: the game takes no bet until the player answers.
    await expect(game.locator('body')).toHaveAttribute('data-paused', '');

    await check.getByRole('button', { name: 'Oynamaya devam et' }).click();
    await expect(check).toBeHidden();
    await expect(game.locator('body')).not.toHaveAttribute('data-paused', '');
    await game.getByRole('button', { name: 'Çevir' }).click();
    await expect(game.locator('#message')).toHaveText(/kazandınız|kazanç yok/);
  });
});
