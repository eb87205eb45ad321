import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, latestCode, registrationBody } from './accounts/test-players';
import type { DatabaseHandle } from './db';
import { openTestDatabase } from './db/test-database';
import { testEngines } from './db/test-engines';
import { type HubTestApp, listenHubTestApp, openRawHubClient } from './hub/test-hub-app';
import { seedDatabase } from './seed';
import {
  type Canary,
  columnsScanned,
  databaseTexts,
  findLeaks,
  type ScannedText,
} from './test-secret-scan';
import { postLedgerEntry } from './wallet';

/**
 * Issue 11, item 5: canary passwords, codes, tokens, IBANs and card numbers go through every form
 * of the product, then the whole database, every log line and every served response are searched
 * for them in every spelling. A canary may sit only where a field is meant to hold it.
 */

/** A valid Turkish IBAN (mod 97) for the 16-digit account `account`, spaced as the form's mask. */
function turkishIban(account: string): string {
  const bban = `00061${'0'}${account}`;
  const digits = `${bban}${'TR'.charCodeAt(0) - 55}${'TR'.charCodeAt(1) - 55}00`;
  const remainder = [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);
  const compact = `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
  return compact.replace(/(.{4})/g, '$1 ').trim();
}

/** `prefix` (15 digits) with its Luhn check digit, spaced in fours. */
function cardNumber(prefix: string): string {
  const sum = [...prefix].reverse().reduce((total, character, index) => {
    const doubled = index % 2 === 0 ? Number(character) * 2 : Number(character);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${prefix}${(10 - (sum % 10)) % 10}`.replace(/(.{4})/g, '$1 ').trim();
}

/** What the player types: each unique, so any occurrence anywhere is this test's doing. */
const typed = {
  signUpPassword: 'Kanarya Parola 71Qx',
  wrongLoginPassword: 'Kanarya Yanlis 82Wz',
  mismatchedPassword: 'Kanarya Uyusmaz 93Ev',
  resetPassword: 'Kanarya Sifirla 04Rt',
  wrongOldPassword: 'Kanarya EskiYanlis 15Ty',
  changedPassword: 'Kanarya Degisik 26Yu',
  iban: turkishIban('7319284650173946'),
  badIban: 'TR00 0006 1007 3192 8465 0173 99',
  card: cardNumber('491633804518223'),
  badCard: '4916 3380 4518 2230',
  paparaNumber: '5318007421',
  walletAddress: 'TKanaryaCuzdan9xY7wQ3pLmN2vB8',
};

/** Too short to search for everywhere: the card form has no such field, so none may be kept. */
const cvv = '7391';

/** Canaries the server hands out: codes and tokens, gathered as the flows run. */
const handed: Canary[] = [];

/** A canary may sit in these places and nowhere else, by canary name prefix. */
const meantToHold: Record<string, RegExp> = {
  // The outbox is the SMS and e-mail itself; the dev outbox reads it back outside production.
  smsCode: /^(outbox\.body|GET \/api\/dev\/outbox)$/,
  resetCode: /^(outbox\.body|GET \/api\/dev\/outbox)$/,
  // The login answers it; nothing else may.
  sessionToken: /^POST \/api\/auth\/(register|login)$/,
  // The sportsbook's and a game's wallet session: the login or launch answers it, and the demo
  // providers keep it, as a real provider would, to call the wallet with it.
  gameToken: /^(POST \/api\/auth\/(register|login)|sports_bet\.token|demo_launch\.token)$/,
  hubTicket: /^GET \/api\/customer\/hubticket$/,
  // The deposit answers the page's address; the page and its forms carry it.
  pageToken: /^(POST \/api\/payment\/deposit|(GET|POST) \/api\/payment\/sandbox.*)$/,
  // Where the operator sends a Papara or crypto payout: the request keeps it.
  paparaNumber: /^payment_request\.detail$/,
  walletAddress: /^payment_request\.detail$/,
};

function allowed(canary: string, where: string): boolean {
  const rule = Object.entries(meantToHold).find(([prefix]) => canary.startsWith(prefix));
  return rule?.[1].test(where) ?? false;
}

const canaries = (): Canary[] => [
  ...Object.entries(typed).map(([name, value]) => ({ name, value })),
  ...handed,
];

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(
    `secrets stay secret on ${kind}${skipReason ? ` (${skipReason})` : ''}`,
    () => {
      let database: DatabaseHandle;
      let hub: HubTestApp;
      const logLines: string[] = [];
      const served: ScannedText[] = [];
      let database_: ScannedText[] = [];

      beforeAll(async () => {
        database = await openTestDatabase(kind);
        await seedDatabase(database);
        hub = await listenHubTestApp(database, {
          log: { level: 'trace', stream: { write: (line) => logLines.push(line) } },
        });
        recordResponses(hub.app, served);
        await runEveryForm(hub, database);
        database_ = await databaseTexts(database);
      }, 60_000);
      afterAll(async () => {
        await hub?.close();
        await database?.close();
      });

      it('ran every form and was handed codes and tokens to look for', () => {
        const names = new Set(handed.map((canary) => canary.name.replace(/\d+$/, '')));
        expect([...names].sort()).toEqual(
          ['gameToken', 'hubTicket', 'pageToken', 'resetCode', 'sessionToken', 'smsCode'].sort(),
        );
        expect(served.length).toBeGreaterThan(40);
        expect(logLines.length).toBeGreaterThan(40);
      });

      it('would see a canary: the places meant to hold one do, in the spellings searched', () => {
        const found = new Set(
          findLeaks(canaries(), [...database_, ...served]).map(
            (leak) => `${leak.canary.replace(/\d+$/, '')} ${leak.where}`,
          ),
        );
        for (const place of [
          'smsCode outbox.body',
          'resetCode GET /api/dev/outbox',
          'sessionToken POST /api/auth/login',
          'gameToken demo_launch.token',
          'pageToken GET /api/payment/sandbox',
          'paparaNumber payment_request.detail',
          'walletAddress payment_request.detail',
        ]) {
          expect(found).toContain(place);
        }
        const hidden = { where: 'log', text: Buffer.from(`x${typed.card}`).toString('base64') };
        expect(findLeaks(canaries(), [hidden]).map((leak) => leak.canary)).toContain('card');
      });

      it('finds no canary anywhere in the database outside the columns meant to hold it', () => {
        expect(columnsScanned(database_).tables).toBeGreaterThan(20);
        expect(findLeaks(canaries(), database_, allowed)).toEqual([]);
      });

      it('finds no canary in anything the API logged', () => {
        const log = [{ where: 'log', text: logLines.join('') }];
        expect(findLeaks(canaries(), log)).toEqual([]);
      });

      it('finds no canary in any served response outside the one that hands it out', () => {
        expect(findLeaks(canaries(), served, allowed)).toEqual([]);
      });

      it('keeps passwords and codes hashed, IBANs and card numbers masked, and no CVV', async () => {
        const players = await database.db.selectFrom('player').select('password_hash').execute();
        for (const { password_hash } of players) expect(password_hash).not.toMatch(/Kanarya/i);
        const details = (
          await database.db.selectFrom('payment_request').select('detail').execute()
        ).map((row) => JSON.stringify(row.detail));
        expect(details).toContainEqual(expect.stringContaining('"Iban":"TR'));
        expect(details).toContainEqual(expect.stringMatching(/"Iban":"TR\d{4}\*{16}\d{4}"/));
        expect(details).toContainEqual(expect.stringMatching(/"CardNo":"\*{12}\d{4}"/));
        expect(details.join('\n')).not.toMatch(new RegExp(`cvv|${cvv}`, 'i'));
        expect(logLines.join('')).not.toMatch(/cvv/i);
      });
    },
  );
}

/** Keeps every response the app serves (status line, headers and body) under `METHOD /path`. */
function recordResponses(app: FastifyInstance, served: ScannedText[]) {
  const inject = app.inject.bind(app) as (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse>;
  (app as { inject: unknown }).inject = async (options: InjectOptions) => {
    const response = await inject(options);
    const path = String(options.url ?? '').split('?')[0];
    served.push({
      where: `${options.method ?? 'GET'} ${path}`,
      text: `${JSON.stringify(response.headers)}\n${response.body}`,
    });
    return response;
  };
}

/** Every form of the product, filled with the canaries, right and wrong. */
async function runEveryForm(hub: HubTestApp, database: DatabaseHandle) {
  const { app } = hub;
  let serial = 0;
  const remember = (name: string, value: string) => {
    serial += 1;
    handed.push({ name: `${name}${serial}`, value });
  };
  const expectStatus = (response: LightMyRequestResponse, status: number) =>
    expect(response.statusCode, response.body).toBe(status);
  const rememberLogin = (response: LightMyRequestResponse) => {
    expectStatus(response, 200);
    const data = response.json().data;
    remember('sessionToken', data.token);
    remember('gameToken', data.betsyToken);
    return data.token as string;
  };

  // Sign-up, with a mismatched confirmation first.
  expectStatus(await call(app, 'GET', 'auth/form'), 200);
  const mismatched = registrationBody({
    password: typed.signUpPassword,
    password2: typed.mismatchedPassword,
  });
  expectStatus(await call(app, 'POST', 'auth/register', { body: mismatched }), 400);
  const body = registrationBody({
    password: typed.signUpPassword,
    password2: typed.signUpPassword,
  });
  let token = rememberLogin(await call(app, 'POST', 'auth/register', { body }));
  const { id: playerId } = await database.db
    .selectFrom('player')
    .select('id')
    .where('username', '=', body.username)
    .executeTakeFirstOrThrow();

  // Phone verification: a wrong code, then the SMS code.
  const phone = `90539${body.phone.slice(-7)}`;
  const phoneCall = (code?: string) =>
    call(app, 'POST', 'customer/updatephone', {
      token,
      body: code === undefined ? { step: 1, phone } : { step: 2, phone, code },
    });
  expectStatus(await phoneCall(), 200);
  const smsCode = await latestCode(app, phone);
  remember('smsCode', smsCode);
  expectStatus(await phoneCall(smsCode === '000000' ? '111111' : '000000'), 400);
  expectStatus(await phoneCall(smsCode), 200);

  // Login: wrong, then right.
  const login = (password: string, ip = '10.5.0.1') =>
    call(app, 'POST', 'auth/login', { body: { username: body.username, password }, ip });
  expectStatus(await login(typed.wrongLoginPassword), 400);
  token = rememberLogin(await login(typed.signUpPassword));

  // Password reset: request, a wrong code, the right one, the new password.
  const reset = (path: string, extra: Record<string, string> = {}) =>
    call(app, 'POST', path, { body: { username: body.username, ...extra }, ip: '10.5.0.2' });
  expectStatus(await reset('auth/sendresetpassword'), 200);
  const resetCode = await latestCode(app, phone);
  remember('resetCode', resetCode);
  expectStatus(await reset('auth/checkresetcode', { code: '999999' }), 400);
  expectStatus(await reset('auth/checkresetcode', { code: resetCode }), 200);
  const newPassword = { password: typed.resetPassword, password2: typed.resetPassword };
  expectStatus(
    await reset('auth/changepasswordwithcode', { code: resetCode, ...newPassword }),
    200,
  );
  token = rememberLogin(await login(typed.resetPassword));

  // Change password: a wrong old one, then the right one.
  const change = (oldPassword: string) =>
    call(app, 'POST', 'customer/changepassword', {
      token,
      body: {
        oldPassword,
        password: typed.changedPassword,
        confirmPassword: typed.changedPassword,
      },
    });
  expectStatus(await change(typed.wrongOldPassword), 400);
  expectStatus(await change(typed.resetPassword), 200);
  token = rememberLogin(await login(typed.changedPassword));

  // The account pages.
  for (const [method, path, sent] of [
    ['GET', 'customer/account', undefined],
    ['POST', 'customer/sessions', {}],
    ['GET', 'user/balance', undefined],
    ['POST', 'customer/notification', {}],
  ] as const) {
    await call(app, method, path, { token, ...(sent ? { body: sent } : {}) });
  }

  // The hub: a ticket opens a socket; a session token in the URL is refused without a trace.
  const ticket = await hub.ticket(token);
  remember('hubTicket', ticket);
  const socket = await openRawHubClient(
    `${hub.hubUrl}?access_token=${ticket}&fingerprint=browser-a`,
  );
  if ('refused' in socket) throw new Error(`the hub refused its ticket with ${socket.refused}`);
  socket.socket.terminate();
  await openRawHubClient(`${hub.hubUrl}?access_token=${encodeURIComponent(typed.signUpPassword)}`);

  // Deposits: card (with a wrong card and a CVV first), Papara, crypto, bank transfer.
  await postLedgerEntry(database.db, {
    playerId,
    kind: 'test_funding',
    amountKurus: 500_000n,
    idempotencyKey: `secrets-${playerId}`,
  });
  const pay = (path: string, id: number, detail: Record<string, unknown>) =>
    call(app, 'POST', path, { token, body: { id, target: 'pay', detail } });
  const card = { amount: 150, cardHolder: 'AYSE OZTURK', expiry: '12/29' };
  expectStatus(await pay('payment/deposit', 3, { ...card, CardNo: typed.badCard }), 400);
  expectStatus(await pay('payment/deposit', 3, { ...card, CardNo: typed.card, cvv }), 400);
  const cardDeposit = await pay('payment/deposit', 3, { ...card, CardNo: typed.card });
  expectStatus(cardDeposit, 200);
  const page = new URL(cardDeposit.json().data.url);
  remember('pageToken', page.searchParams.get('token') ?? '');
  expectStatus(await app.inject({ method: 'GET', url: `${page.pathname}${page.search}` }), 200);
  await app.inject({
    method: 'POST',
    url: `${page.pathname}/confirm${page.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  const papara = { amount: 75, paparaNo: Number(typed.paparaNumber) };
  expectStatus(await pay('payment/deposit', 1, papara), 200);
  expectStatus(await pay('payment/deposit', 4, { amount: 500, network: 'TRC20' }), 200);
  const bank = { amount: 100, fullName: 'Ayşe Öztürk', bank: 1, ownAccount: true };
  expectStatus(
    await pay('payment/deposit', 2, { ...bank, transferDate: '2026-03-14T10:00:00Z' }),
    200,
  );

  // Withdrawals: a wrong IBAN, then IBAN, Papara and crypto; the operator sees and approves.
  const iban = { amount: 150, fullName: 'Ayşe Öztürk' };
  expectStatus(await pay('payment/withdraw', 11, { ...iban, Iban: typed.badIban }), 400);
  expectStatus(await pay('payment/withdraw', 11, { ...iban, Iban: typed.iban }), 200);
  expectStatus(await pay('payment/withdraw', 12, { ...papara, amount: 60 }), 200);
  const crypto = { amount: 500, network: 'TRC20', walletAddress: typed.walletAddress };
  expectStatus(await pay('payment/withdraw', 13, crypto), 200);
  const pending = await app.inject({ method: 'GET', url: '/api/operator/pending' });
  for (const { id } of pending.json().data) {
    await app.inject({ method: 'POST', url: `/api/operator/withdrawals/${id}/approve` });
  }
  await call(app, 'POST', 'payment/history', { token, body: {} });

  // A game and the sportsbook, which carry wallet session tokens.
  const launched = await call(app, 'POST', 'casino/dtlaunchurl', {
    token,
    body: { code: 'zar-slot' },
  });
  expectStatus(launched, 200);
  const launchId = new URL(launched.json().data).searchParams.get('launch') ?? '';
  const launch = await database.db
    .selectFrom('demo_launch')
    .select('token')
    .where('id', '=', launchId)
    .executeTakeFirstOrThrow();
  remember('gameToken', launch.token);
  await app.inject({
    method: 'POST',
    url: '/api/games/demo/api/state',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ launch: launchId }),
  });
  const gameToken = handed.findLast((canary) => canary.name.startsWith('gameToken'))?.value;
  await app.inject({
    method: 'POST',
    url: '/api/sportsbook/demo/api/bets',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ token: gameToken }),
  });

  // Hostile: a body that is not JSON, a password in the query, a token where none belongs.
  const broken = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: `{"username":"${body.username}","password":"${typed.wrongLoginPassword}"`,
  });
  expectStatus(broken, 400);
  const query = new URLSearchParams({ password: typed.wrongLoginPassword, iban: typed.iban });
  await app.inject({ method: 'GET', url: `/api/auth/form?${query}` });
  await app.inject({ method: 'GET', url: `/api/nowhere?${query}` });
  await call(app, 'GET', 'customer/account', { token: typed.wrongOldPassword });
  await call(app, 'POST', 'auth/login', {
    body: { username: body.username, password: { card: typed.card } },
  });

  expectStatus(await call(app, 'GET', 'auth/logout', { token }), 200);
}
