import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const fingerprint = 'e2e-payments';

interface Player {
  username: string;
  token: string;
}

/** Registers a fresh player through the API and logs the browser in as them (stored session). */
async function signedInPlayer(
  request: APIRequestContext,
  context: BrowserContext,
): Promise<Player> {
  const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const username = `odeme${suffix}`;
  const response = await request.post('/api/auth/register', {
    headers: { locale: 'tr', fingerprint },
    data: {
      name: 'Deniz',
      surname: 'Yılmaz',
      username,
      email: `${username}@zar.test`,
      phone: `905${suffix}`,
      country: 235,
      PersonalNo: '10000000146',
      password: 'gizli1',
      password2: 'gizli1',
      birthDateDay: '15',
      birthDateMonth: '06',
      birthDateYear: '1990',
      birthDate: '1990-06-15',
      currencyId: 1,
      trialBonus: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()).data;
  await context.addInitScript(
    (auth) => {
      if (!localStorage.getItem('zar.auth')) {
        localStorage.setItem('zar.auth', JSON.stringify({ state: { auth }, version: 0 }));
      }
    },
    { ...session, fingerprint },
  );
  return { username, token: session.token };
}

/** Runs the operator command against the server under test, as README documents it. */
function operator(...args: string[]) {
  const port = process.env.E2E_PORT ?? '8181';
  return execFileSync('pnpm', ['--silent', '--filter', '@zar/api', 'operator', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ZAR_OPERATOR_URL: `http://127.0.0.1:${port}` },
    encoding: 'utf8',
  });
}

/** The id of the player's oldest request of `kind` waiting for the operator. */
async function pendingId(request: APIRequestContext, username: string, kind: string) {
  const pending = await (await request.get('/api/operator/pending')).json();
  const item = pending.data.find(
    (entry: { username: string; kind: string }) =>
      entry.username === username && entry.kind === kind,
  );
  expect(item, `a pending ${kind} of ${username}`).toBeTruthy();
  return String(item.id);
}

/** The balance the player sees: the header's button on desktop, the profile sidebar on a phone. */
async function expectBalance(page: Page, isMobile: boolean, text: string) {
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Hesabım' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Hesap menüsü' });
    await expect(sidebar.getByText(text)).toBeVisible();
    await sidebar.getByRole('button', { name: 'Kapat' }).click();
  } else {
    await expect(page.getByRole('banner').getByText(text).first()).toBeVisible();
  }
}

async function openMethod(page: Page, path: string, method: RegExp) {
  await page.goto(path);
  await page.getByRole('button', { name: method }).click();
}

test.describe('payments', () => {
  test('a deposit on the external payment page raises the balance without a reload', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    await signedInPlayer(request, context);
    await openMethod(page, '/dashboard/deposit', /Papara/);
    const dialog = page.getByRole('dialog', { name: 'Para Yatır' });
    await dialog.getByRole('spinbutton', { name: 'Tutar' }).fill('250');
    await dialog.getByLabel('Papara numarası', { exact: true }).pressSequentially('1234567890');

    const paymentPage = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Yatır' }).click();
    await expect(dialog.getByRole('link', { name: /Papara/ })).toBeVisible();
    const sandbox = await paymentPage;
    await sandbox.getByRole('button', { name: 'Öde ve onayla' }).click();
    await expect(sandbox.getByRole('heading', { name: 'Ödeme tamamlandı' })).toBeVisible();
    await sandbox.close();

    await page.bringToFront();
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expectBalance(page, isMobile, '₺250,00');
  });

  test('a bank transfer deposit answers with the instructions', async ({
    page,
    context,
    request,
  }) => {
    await signedInPlayer(request, context);
    await openMethod(page, '/dashboard/deposit', /Havale \/ EFT/);
    const dialog = page.getByRole('dialog', { name: 'Para Yatır' });
    await dialog.getByRole('spinbutton', { name: 'Tutar' }).fill('500');
    await dialog.getByLabel('Ad Soyad').fill('Deniz Yılmaz');
    await dialog.getByLabel('Gönderen banka').selectOption({ label: 'Akbank' });
    await dialog.getByLabel('Gönderim tarihi ve saati').fill('2026-11-21T10:30');
    await dialog.getByLabel('Kendi adıma kayıtlı hesaptan gönderiyorum').check();
    await dialog.getByRole('button', { name: 'Yatır' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'ZAR-' })).toBeVisible();
  });

  test('an incomplete form keeps the submit button disabled', async ({
    page,
    context,
    request,
  }) => {
    await signedInPlayer(request, context);
    await openMethod(page, '/dashboard/deposit', /Papara/);
    const dialog = page.getByRole('dialog', { name: 'Para Yatır' });
    const submit = dialog.getByRole('button', { name: 'Yatır' });
    await expect(submit).toBeDisabled();
    // An amount below the minimum is raised to it when the field is left (SPEC §5: clamped).
    const amount = dialog.getByRole('spinbutton', { name: 'Tutar' });
    await amount.fill('10');
    await amount.blur();
    await expect(amount).toHaveValue('50,00');
    await dialog.getByLabel('Papara numarası', { exact: true }).pressSequentially('12');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Papara numarası', { exact: true }).pressSequentially('34567890');
    await expect(submit).toBeEnabled();
  });

  test('a withdrawal held, approved with the operator command, shows in the history', async ({
    page,
    context,
    request,
  }) => {
    const player = await signedInPlayer(request, context);
    // Money in first: a bank transfer the operator approves.
    const auth = { authorization: `Bearer ${player.token}`, fingerprint, locale: 'tr' };
    const deposit = await request.post('/api/payment/deposit', {
      headers: auth,
      data: {
        id: 2,
        target: 'pay',
        detail: {
          amount: 1000,
          fullName: 'Deniz Yılmaz',
          bank: 1,
          transferDate: '2026-11-21T10:30:00Z',
          ownAccount: true,
        },
      },
    });
    expect(deposit.status(), await deposit.text()).toBe(200);
    operator('deposit', 'approve', await pendingId(request, player.username, 'deposit'));

    await openMethod(page, '/dashboard/withdraw', /Papara/);
    const dialog = page.getByRole('dialog', { name: 'Para Çek' });
    await dialog.getByRole('spinbutton', { name: 'Tutar' }).fill('400');
    await dialog.getByLabel('Papara numarası', { exact: true }).pressSequentially('1234567890');
    await dialog.getByRole('button', { name: 'Çekim Talebi Gönder' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/dashboard/financial-activities');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: '-₺400,00' })).toContainText('Beklemede');

    operator('withdrawal', 'approve', await pendingId(request, player.username, 'withdrawal'));
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: '-₺400,00' })).toContainText('Onaylandı');
  });
});
