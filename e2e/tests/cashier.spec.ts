import type { Page } from '@playwright/test';
import { approvedBankDeposit, expectBalance, sessionHeaders, signedInPlayer } from './players';
import { expectSeen } from './seen';
import { shotsDir } from './shots';
import { expect, test } from './test';

// Issue 21, the cashier (point 5), history cards under 64em (6c) and the status filter (8).

const shots = shotsDir('cashier');
const iban = 'TR33 0006 1005 1978 6457 8413 26';

async function shot(page: Page, name: string, isMobile: boolean) {
  await page.screenshot({ path: `${shots}/${name}-${isMobile ? 375 : 1440}.png` });
}

async function openMethod(page: Page, path: string, method: RegExp) {
  await page.goto(path);
  await page.getByRole('button', { name: method }).click();
}

async function inEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('zar.language', 'en'));
  await page.reload();
}

test.describe('cashier', () => {
  test('bank transfer: the account first with copy buttons, limits said beside the amount, quick amounts, a pending answer', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInPlayer(request, context);
    await openMethod(page, '/dashboard/deposit', /Havale \/ EFT/);
    const dialog = page.getByRole('dialog', { name: 'Para Yatır' });

    // The payee comes first, each line with its copy button.
    const payee = dialog.getByRole('region', { name: 'Önce bu hesaba gönderin' });
    await expectSeen(payee.getByText(iban));
    await expectSeen(payee.getByText('Zar Sandbox Ödeme Hizmetleri'));
    await expectSeen(payee.getByText(/^ZAR-\w+$/));
    await payee.getByRole('button', { name: 'IBAN kopyala' }).click();
    await expectSeen(payee.getByText('Kopyalandı'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iban);

    // A typed ₺50 stays ₺50 and the field says the minimum next to it.
    const amount = dialog.getByRole('spinbutton', { name: 'Tutar' });
    await amount.fill('50');
    await amount.blur();
    await expect(amount).toHaveValue('50,00');
    await expectSeen(dialog.getByText('En az ₺100,00 girin.'));
    await shot(page, 'bank-minimum', isMobile);

    // Quick amounts within the method's limits fill the field.
    const quick = dialog.getByRole('group', { name: 'Tutar için hızlı tutarlar' });
    await expect(quick.getByRole('button')).toHaveText(['₺100', '₺250', '₺500', '₺1.000']);
    await quick.getByRole('button', { name: '₺250' }).click();
    await expect(amount).toHaveValue('250,00');
    await expect(dialog.getByText('En az ₺100,00 girin.')).toHaveCount(0);

    await dialog.getByLabel('Ad Soyad').fill('Deniz Yılmaz');
    await dialog.getByLabel('Gönderen banka').selectOption({ label: 'Akbank' });
    await dialog.getByLabel('Gönderim tarihi ve saati').fill('2026-11-21T10:30');
    await dialog.getByLabel('Kendi adıma kayıtlı hesaptan gönderiyorum').check();
    await dialog.getByRole('button', { name: 'Yatır' }).click();
    const outcome = dialog.getByRole('status').filter({ hasText: 'Talebiniz alındı' });
    await expectSeen(outcome.getByText('Talebiniz alındı'));
    await expect(outcome).toContainText('ZAR-');
    await expect(dialog.getByText('Tebrikler!')).toHaveCount(0);
    await shot(page, 'bank-pending', isMobile);

    // The same messages in English.
    await inEnglish(page);
    await page.getByRole('button', { name: /Bank transfer \/ EFT/ }).click();
    const english = page.getByRole('dialog', { name: 'Deposit Money' });
    await english.getByRole('button', { name: 'Copy IBAN' }).click();
    await expectSeen(english.getByText('Copied'));
    const englishAmount = english.getByRole('spinbutton', { name: 'Amount' });
    await englishAmount.fill('200000');
    await englishAmount.blur();
    await expectSeen(english.getByText('Enter at most ₺100,000.00.'));
  });

  test('card: a past expiry is refused beside the field, and the dialog says done once the payment page reports it', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    const player = await signedInPlayer(request, context);
    await openMethod(page, '/dashboard/deposit', /Kredi \/ Banka Kartı/);
    const dialog = page.getByRole('dialog', { name: 'Para Yatır' });
    await dialog
      .getByRole('group', { name: /hızlı tutarlar/ })
      .getByRole('button', { name: '₺500' })
      .click();
    await dialog
      .getByRole('textbox', { name: 'Kart numarası' })
      .pressSequentially('4111111111111111');
    await dialog.getByLabel('Kart üzerindeki isim').fill('DENIZ YILMAZ');
    const expiry = dialog.getByRole('textbox', { name: 'Son kullanma tarihi (AA/YY)' });
    await expiry.pressSequentially('0124');
    await expiry.blur();
    await expectSeen(
      dialog.getByText('Bu kartın son kullanma tarihi geçmiş. Geçerli bir kart kullanın.'),
    );
    await expect(dialog.getByRole('button', { name: 'Yatır' })).toBeDisabled();
    await shot(page, 'card-expired', isMobile);

    // The API refuses it too, in the request's language.
    const refused = await request.post('/api/payment/deposit', {
      headers: { ...sessionHeaders(player), locale: 'en' },
      data: {
        id: 3,
        target: 'pay',
        detail: { amount: 150, CardNo: '4111 1111 1111 1111', cardHolder: 'D Y', expiry: '01/24' },
      },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe(
      'This card has expired; please use a card that is still valid.',
    );

    await expiry.fill('');
    await expiry.pressSequentially('1230');
    const paymentPage = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Yatır' }).click();
    await expectSeen(dialog.getByText(/ödeme sayfasında onayladığınızda/i));
    const sandbox = await paymentPage;
    await sandbox.getByRole('button', { name: 'Öde ve onayla' }).click();
    await expect(sandbox.getByRole('heading', { name: 'Ödeme tamamlandı' })).toBeVisible();
    await sandbox.close();

    await page.bringToFront();
    await expectSeen(dialog.getByText('Ödemeniz alındı'));
    await shot(page, 'card-done', isMobile);
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await expect(dialog).toBeHidden();
    await expectBalance(page, isMobile, '₺500,00');
  });

  test('financial activities: cards under 64em, a whole status filter, and a pending withdrawal cancelled', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    const player = await signedInPlayer(request, context);
    await approvedBankDeposit(request, player, 1000);
    for (const amount of [400, 150]) {
      const withdrawal = await request.post('/api/payment/withdraw', {
        headers: sessionHeaders(player),
        data: { id: 11, target: 'pay', detail: { amount, fullName: 'Deniz Yılmaz', Iban: iban } },
      });
      expect(withdrawal.status(), await withdrawal.text()).toBe(200);
    }

    await page.goto('/dashboard/financial-activities');
    const status = page.getByRole('combobox', { name: 'Durum' });
    await expect(status.getByRole('option')).toHaveText([
      'Tüm durumlar',
      'Beklemede',
      'Onaylandı',
      'Reddedildi',
      'İptal edildi',
      'Oluşturuldu',
    ]);
    await expectSeen(status);
    // The longest choice fits the box beside the dropdown arrow: no text is cut.
    const room = await status.evaluate((select: HTMLSelectElement) => {
      const context2d = document.createElement('canvas').getContext('2d');
      if (!context2d) return 0;
      context2d.font = getComputedStyle(select).font;
      const widest = Math.max(
        ...Array.from(select.options, (option) => context2d.measureText(option.text).width),
      );
      return select.clientWidth - widest;
    });
    expect(room).toBeGreaterThan(32);

    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: '-₺400,00' });
    await row.scrollIntoViewIfNeeded();
    await expectSeen(row.getByText('Beklemede'));
    // No column hides off-screen: every cell of every row lies inside the viewport's width.
    const overflow = await table.evaluate((element) =>
      Array.from(element.querySelectorAll('tbody th, tbody td'))
        .map((cell) => cell.getBoundingClientRect().right)
        .filter((right) => right > window.innerWidth + 1),
    );
    expect(overflow).toEqual([]);
    await shot(page, 'activities', isMobile);

    await shot(page, 'activities-card', isMobile);
    await row.getByRole('button', { name: /^İptal Et/ }).click();
    await expectSeen(
      page.getByText(
        '₺400,00 tutarındaki çekim talebiniz iptal edildi; tutar bakiyenize geri eklendi.',
      ),
    );
    await row.scrollIntoViewIfNeeded();
    await expectSeen(row.getByText('İptal edildi'));
    await expect(row.getByRole('button', { name: /^İptal Et/ })).toHaveCount(0);
    await expectBalance(page, isMobile, '₺850,00');

    await inEnglish(page);
    const other = page.getByRole('table').getByRole('row').filter({ hasText: '-₺150.00' });
    await other.scrollIntoViewIfNeeded();
    await other.getByRole('button', { name: /^Cancel/ }).click();
    await expectSeen(
      page.getByText(
        'Your withdrawal request of ₺150.00 was cancelled; the amount is back in your balance.',
      ),
    );
    await other.scrollIntoViewIfNeeded();
    await expectSeen(other.getByText('Cancelled'));
    await shot(page, 'activities-en', isMobile);
  });
});
