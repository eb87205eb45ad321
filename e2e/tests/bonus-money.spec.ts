import type { Page, TestInfo } from '@playwright/test';
import { playFromLobby } from './lobby';
import { approvedBankDeposit, signedInPlayer } from './players';
import { expectSeen } from './seen';
import { shotsDir } from './shots';
import { expect, test } from './test';

/**
 * Issue 22 as a player meets it: a deposit bonus claimed after reading its terms, its wagering
 * moving as the slot is spun, and a withdrawal that says what it would forfeit before it is sent.
 */

const shotsFolder = shotsDir('bonus-money');

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `${shotsFolder}/${testInfo.project.name}-${name}.png` });
}

/** The wagering bar of the active bonus and how much it has counted so far. */
async function wagered(page: Page): Promise<number> {
  await page.goto('/dashboard/bonuses');
  const bar = page.getByRole('progressbar', { name: 'Çevrim ilerlemesi' });
  await expectSeen(bar);
  return Number(await bar.getAttribute('aria-valuenow'));
}

test.describe('bonus money', () => {
  test('a deposit bonus is claimed after its terms, its wagering moves with each spin, and a withdrawal warns of the forfeit', async ({
    page,
    context,
    request,
    isMobile,
  }, testInfo) => {
    test.slow();
    const player = await signedInPlayer(request, context);
    await approvedBankDeposit(request, player, 200);

    // Claiming shows the terms first.
    await page.goto('/dashboard/claim-bonus');
    const offer = page.getByRole('article', { name: 'Yatırım Bonusu' });
    await offer.getByRole('button', { name: 'Talep Et' }).click();
    const terms = page.getByRole('dialog', { name: 'Yatırım Bonusu: şartlar' });
    await expectSeen(terms.getByText('25 kat çevrim'));
    await expectSeen(terms.getByText('Tek bahiste en fazla ₺100,00'));
    await shot(page, testInfo, '1-terms');
    await terms.getByRole('button', { name: 'Şartları kabul et ve al' }).click();
    await expect(terms).toBeHidden();

    // The bonus is being wagered: nothing counted yet, ₺200 in the bonus pocket.
    expect(await wagered(page)).toBe(0);
    const card = page.locator('[data-slot="active-bonus-card"]');
    await expectSeen(card.getByText('₺0,00 / ₺5.000,00 çevrildi'));
    await shot(page, testInfo, '2-active');

    // A spin of the slot counts in full toward the wagering.
    await page.goto('/casino/slot?search=zar%20meyveleri');
    const played = await playFromLobby(page, 'Zar Meyveleri', isMobile);
    const game = played.frameLocator('iframe[title="Zar Meyveleri oyunu"]');
    await expect(game.locator('#balance')).toHaveText('₺400,00');
    await game.getByRole('button', { name: 'Çevir' }).click();
    await expect(game.locator('#message')).toHaveText(/kazandınız|kazanç yok/);
    if (isMobile) await page.getByRole('button', { name: 'Oyunu kapat' }).click();
    const afterSpin = await wagered(page);
    expect(afterSpin).toBeGreaterThan(0);
    await shot(page, testInfo, '3-progress');

    // A withdrawal now would forfeit the bonus: the page says so, and asks before sending.
    await page.goto('/dashboard/withdraw');
    await page.getByRole('button', { name: /Papara/ }).click();
    const withdraw = page.getByRole('dialog', { name: 'Para Çek' });
    await expectSeen(withdraw.getByText(/^Çekim talebiniz ₺200,00 bonusunuzu iptal eder/));
    await withdraw.getByRole('spinbutton', { name: 'Tutar' }).fill('100');
    await withdraw.getByLabel('Papara numarası', { exact: true }).pressSequentially('1234567890');
    await withdraw.getByRole('button', { name: 'Çekim Talebi Gönder', exact: true }).click();
    await expectSeen(withdraw.getByRole('heading', { name: 'Bonusunuz iptal edilsin mi?' }));
    await expectSeen(withdraw.getByRole('button', { name: 'Bonustan vazgeç ve çek' }));
    await shot(page, testInfo, '4-forfeit-warning');
    // Going back keeps the bonus: nothing was sent.
    await withdraw.getByRole('button', { name: 'Geri dön' }).click();
    expect(await wagered(page)).toBe(afterSpin);
  });
});
