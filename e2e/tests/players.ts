import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The browser fingerprint the test players' sessions are tied to. */
export const fingerprint = 'e2e-player';

export interface Player {
  username: string;
  token: string;
}

/** Registers a fresh player through the API and logs the browser in as them (stored session). */
export async function signedInPlayer(
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
export function operator(...args: string[]) {
  const port = process.env.E2E_PORT ?? '8181';
  return execFileSync('pnpm', ['--silent', '--filter', '@zar/api', 'operator', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ZAR_OPERATOR_URL: `http://127.0.0.1:${port}` },
    encoding: 'utf8',
  });
}

/** The id of the player's oldest request of `kind` waiting for the operator. */
export async function pendingId(request: APIRequestContext, username: string, kind: string) {
  const pending = await (await request.get('/api/operator/pending')).json();
  const item = pending.data.find(
    (entry: { username: string; kind: string }) =>
      entry.username === username && entry.kind === kind,
  );
  expect(item, `a pending ${kind} of ${username}`).toBeTruthy();
  return String(item.id);
}

/** The API headers of the player's session. */
export function sessionHeaders(player: Player) {
  return { authorization: `Bearer ${player.token}`, fingerprint, locale: 'tr' };
}

/** Files a bank-transfer deposit of `amount` lira for the player and approves it as the operator. */
export async function approvedBankDeposit(
  request: APIRequestContext,
  player: Player,
  amount: number,
) {
  const deposit = await request.post('/api/payment/deposit', {
    headers: sessionHeaders(player),
    data: {
      id: 2,
      target: 'pay',
      detail: {
        amount,
        fullName: 'Deniz Yılmaz',
        bank: 1,
        transferDate: '2026-11-21T10:30:00Z',
        ownAccount: true,
      },
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  operator('deposit', 'approve', await pendingId(request, player.username, 'deposit'));
}

/** The balance the player sees: the header's button on desktop, the profile sidebar on a phone. */
export async function expectBalance(page: Page, isMobile: boolean, text: string) {
  if (isMobile) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Hesabım/ })
      .click();
    const sidebar = page.getByRole('dialog', { name: 'Hesap menüsü' });
    await expect(sidebar.getByText(text)).toBeVisible();
    await sidebar.getByRole('button', { name: 'Kapat' }).click();
  } else {
    await expect(page.getByRole('banner').getByText(text).first()).toBeVisible();
  }
}
