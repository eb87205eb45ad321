import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = process.env.E2E_PORT ?? '8181';

export interface Player {
  username: string;
  token: string;
  /** The browser fingerprint the player's session is tied to. */
  fingerprint: string;
}

/**
 * A valid TC number (kimlik no) of its own for `index` (e.g. a player's random suffix): every
 * account needs one nobody else has.
 */
export function personalNo(index: number): string {
  const nine = String(100_000_000 + (index % 900_000_000));
  const digits = [...nine].map(Number);
  const at = (position: number) => digits[position - 1] ?? 0;
  const tenth =
    ((((at(1) + at(3) + at(5) + at(7) + at(9)) * 7 - (at(2) + at(4) + at(6) + at(8))) % 10) + 10) %
    10;
  const eleventh = (digits.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

/** A loopback address of its own (Linux routes all of 127.0.0.0/8 to lo), as a player's own device has. */
function ownAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `127.${byte()}.${byte()}.${byte()}`;
}

/**
 * POSTs JSON to the API under test from an address of its own rather than 127.0.0.1: players the
 * tests set up through the API come from their own devices, as real players do, so the browser's
 * address keeps its own attempt counts (sign-up and login limits are per address).
 */
export function postFromOwnAddress(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { success: boolean; message: string | null; data: unknown } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: ownAddress(),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          locale: 'tr',
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The sign-up body of a fresh player whose username, e-mail, phone and TC number come from `suffix`. */
export function signUpBody(username: string, suffix: string, password = 'gizli1') {
  return {
    name: 'Deniz',
    surname: 'Yılmaz',
    username,
    email: `${username}@zar.test`,
    phone: `905${suffix}`,
    country: 235,
    PersonalNo: personalNo(Number(suffix)),
    password,
    password2: password,
    birthDateDay: '15',
    birthDateMonth: '06',
    birthDateYear: '1990',
    birthDate: '1990-06-15',
    currencyId: 1,
    trialBonus: 0,
    termsAccepted: true,
  };
}

/**
 * Registers a fresh player through the API, from a device and address of their own, and logs the
 * browser in as them (stored session).
 */
export async function signedInPlayer(
  _request: APIRequestContext,
  context: BrowserContext,
): Promise<Player> {
  const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const username = `odeme${suffix}`;
  const fingerprint = `e2e-${suffix}`;
  const response = await postFromOwnAddress('/api/auth/register', signUpBody(username, suffix), {
    fingerprint,
  });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  const session = response.json.data as { token: string };
  await context.addInitScript(
    (auth) => {
      if (!localStorage.getItem('zar.auth')) {
        localStorage.setItem('zar.auth', JSON.stringify({ state: { auth }, version: 0 }));
      }
    },
    { ...session, fingerprint },
  );
  // The cookie a login leaves beside the session: the API serves such a browser the splash, not a
  // visitor's page rendered on the server (whose sportsbook frame the player's would replace).
  await context.addCookies([{ name: 'zar.player', value: '1', url: `http://127.0.0.1:${port}` }]);
  return { username, token: session.token, fingerprint };
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
  return { authorization: `Bearer ${player.token}`, fingerprint: player.fingerprint, locale: 'tr' };
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
    // The total comes first; cash (and bonus) follow it, the same amount when there is no bonus.
    await expect(sidebar.getByText(text).first()).toBeVisible();
    await sidebar.getByRole('button', { name: 'Kapat' }).click();
  } else {
    // The phone bar's copy of the balance is in the page but hidden on a desktop.
    await expect(
      page.getByRole('banner').getByText(text).filter({ visible: true }).first(),
    ).toBeVisible();
  }
}
