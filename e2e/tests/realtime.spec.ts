import {
  approvedBankDeposit,
  expectBalance,
  operator,
  pendingId,
  sessionHeaders,
  signedInPlayer,
} from './players';
import { expect, test } from './test';

test('money settled by the operator reaches the open page at once: notification, badge and balance', async ({
  page,
  context,
  request,
  isMobile,
}) => {
  const player = await signedInPlayer(request, context);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();

  // Settled while the page is open: the hub pushes the notification and the new balance.
  await approvedBankDeposit(request, player, 750);
  await expectBalance(page, isMobile, '₺750,00');

  const withdrawal = await request.post('/api/payment/withdraw', {
    headers: sessionHeaders(player),
    data: { id: 12, target: 'pay', detail: { amount: 200, paparaNo: 1234567890 } },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(200);
  operator('withdrawal', 'approve', await pendingId(request, player.username, 'withdrawal'));

  // Two notifications arrived without a reload: the deposit's and the withdrawal's.
  const header = page.getByRole('banner');
  if (isMobile) {
    await header.getByRole('button', { name: /^Hesabım/ }).click();
    const sidebar = page.getByRole('dialog', { name: 'Hesap menüsü' });
    await sidebar.getByRole('button', { name: 'Bildirimler, 2 okunmamış' }).click();
  } else {
    await header.getByRole('button', { name: 'Bildirimler, 2 okunmamış' }).click();
  }
  const sheet = page.getByRole('dialog', { name: 'Bildirimler' });
  const unread = sheet.getByRole('button').filter({ hasText: 'Okunmamış' });
  await expect(unread).toHaveCount(2);
  await unread.first().click();
  await expect(sheet.getByRole('button', { name: 'Bildirimlere dön' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Kapat' }).click();

  if (isMobile) {
    await header.getByRole('button', { name: /^Hesabım/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Hesap menüsü' }).getByRole('button', {
        name: 'Bildirimler, 1 okunmamış',
      }),
    ).toBeVisible();
  } else {
    await expect(header.getByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeVisible();
  }
});
