import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bootstrap, TransactionKind, TransactionStatus } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from './accounts/test-players';
import { buildApp } from './app';
import {
  developmentChallengeSecret,
  developmentGameWalletSecret,
  developmentSportsbookSecret,
  loadConfig,
} from './config';
import { openTestDatabase } from './db/test-database';
import { signatureHeader, signWalletBody } from './game-wallet';
import { startSmtpServer, startTwilioStub } from './messaging/test-message-servers';
import { hashPageToken } from './payments/payment-requests';
import { writtenRows } from './payments/test-payments';
import { seedDatabase } from './seed';
import { readWallet } from './wallet';

const bootstrapAnswer = bootstrap.response;

// The providers a production server delivers to: a real SMTP server and a stand-in for Twilio,
// both in this process, shared by every server of this file.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let twilio: Awaited<ReturnType<typeof startTwilioStub>>;
beforeAll(async () => {
  [smtp, twilio] = await Promise.all([startSmtpServer(), startTwilioStub()]);
});
afterAll(async () => {
  await Promise.all([smtp?.close(), twilio?.close()]);
});

const twilioAccount = `AC${'0a1b2c3d'.repeat(4)}`;
const twilioToken = randomBytes(16).toString('hex');

/**
 * What an operator sets to run in production: fresh secrets of their own, a public address, an
 * SMTP server and Twilio.
 */
function productionEnvironment(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ZAR_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    SITE_DIR: '/nonexistent/zar-site',
    ZAR_GAME_WALLET_SECRET: randomBytes(24).toString('hex'),
    ZAR_SPORTSBOOK_SECRET: randomBytes(24).toString('hex'),
    ZAR_CHALLENGE_SECRET: randomBytes(24).toString('hex'),
    ZAR_PUBLIC_URL: 'https://zar.example/',
    ZAR_SMTP_URL: smtp.url,
    ZAR_MAIL_FROM: 'Zar <no-reply@zar.example>',
    ZAR_SMS_TWILIO_ACCOUNT_SID: twilioAccount,
    ZAR_SMS_TWILIO_AUTH_TOKEN: twilioToken,
    ZAR_SMS_FROM: '+905550000000',
    ZAR_SMS_TWILIO_BASE_URL: twilio.baseUrl,
    ...extra,
  };
}

/** The API as `main.ts` starts it, configured by `loadConfig`, listening on a loopback port. */
async function startServer(environment: Record<string, string>) {
  const config = loadConfig(environment);
  const database = await openTestDatabase('pglite');
  await seedDatabase(database);
  // Warnings only: the access log of every call would bury the test's own output.
  const app = await buildApp({ config, database, log: { level: 'warn' } });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

type Server = Awaited<ReturnType<typeof startServer>>;

let players = 0;

/**
 * A new player on `server`, signed up through the API from an address and browser of their own
 * (sign-up limits count both); `host` forges the Host header.
 */
async function newPlayer(server: Server, host?: string) {
  players += 1;
  const body = registrationBody();
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.20.0.${players}`,
    headers: { locale: 'en', fingerprint: `browser-${players}`, ...(host ? { host } : {}) },
    payload: body,
  });
  if (answer.statusCode !== 200) throw new Error(`sign-up failed: ${answer.body}`);
  const data = answer.json().data as { token: string; betsyUrl: string; betsyToken: string };
  const { id, usercode } = await server.database.db
    .selectFrom('player')
    .select(['id', 'usercode'])
    .where('username', '=', body.username)
    .executeTakeFirstOrThrow();
  return { ...data, playerId: id, usercode, fingerprint: `browser-${players}` };
}

function playerCall(
  app: FastifyInstance,
  { token, fingerprint }: { token: string; fingerprint: string },
  path: string,
  payload: object,
  { locale = 'en', host }: { locale?: string; host?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      locale,
      fingerprint,
      authorization: `Bearer ${token}`,
      ...(host ? { host } : {}),
    },
    payload,
  });
}

const deposits = {
  papara: { id: 1, target: 'pay', detail: { amount: 500, paparaNo: 1234567890 } },
  card: {
    id: 3,
    target: 'pay',
    detail: {
      amount: 500,
      CardNo: '4111 1111 1111 1111',
      cardHolder: 'AYSE OZTURK',
      expiry: '12/29',
    },
  },
  crypto: { id: 4, target: 'pay', detail: { amount: 500, network: 'TRC20' } },
  bankTransfer: {
    id: 2,
    target: 'pay',
    detail: {
      amount: 500,
      fullName: 'Ayşe Öztürk',
      bank: 1,
      transferDate: '2026-03-14T10:30:00+03:00',
      ownAccount: true,
    },
  },
};

// Issue 20: with ZAR_ENV=production the sandbox page still credited card, Papara and crypto
// deposits nobody paid, and they could be withdrawn. Every development-only path must be absent
// from a production server.
describe('a production server', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(productionEnvironment());
  }, 120_000);
  afterAll(() => server?.close());

  it('refuses card, Papara and crypto deposits with a clear message, and writes nothing', async () => {
    const player = await newPlayer(server);
    const before = await writtenRows(server.database);

    for (const [body, name] of [
      [deposits.papara, 'Papara'],
      [deposits.card, 'Credit / debit card'],
      [deposits.crypto, 'Crypto (USDT)'],
    ] as const) {
      const refused = await playerCall(server.app, player, 'payment/deposit', body);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        message: `${name} is not available on this site right now; please choose another payment method.`,
        data: null,
      });
    }
    const turkish = await playerCall(server.app, player, 'payment/deposit', deposits.papara, {
      locale: 'tr',
    });
    expect(turkish.json().message).toBe(
      'Papara bu sitede şu anda kullanılamıyor; lütfen başka bir ödeme yöntemi seçin.',
    );
    const form = await playerCall(server.app, player, 'payment/detail', {
      id: 3,
      type: 'deposit',
    });
    expect(form.statusCode).toBe(400);
    expect(await writtenRows(server.database)).toEqual(before);
    expect(await readWallet(server.database.db, player.playerId)).toEqual({
      balanceKurus: 0n,
      heldKurus: 0n,
      bonusKurus: 0n,
    });
  });

  it('offers only the methods it has a provider for: the bank transfer, and every payout', async () => {
    const player = await newPlayer(server);
    const methods = async (type: string) =>
      (await playerCall(server.app, player, 'payment/methods', { type }))
        .json()
        .data.map((method: { id: number }) => method.id);

    expect(await methods('deposit')).toEqual([2]);
    expect(await methods('withdraw')).toEqual([11, 12, 13]);
    const transfer = await playerCall(server.app, player, 'payment/deposit', deposits.bankTransfer);
    expect(transfer.statusCode).toBe(200);
    expect(transfer.json().data).toEqual({ id: expect.any(Number), url: null });
  });

  it('has no sandbox payment page: a sandbox deposit left from a test run cannot be confirmed', async () => {
    const player = await newPlayer(server);
    const token = randomBytes(32).toString('base64url');
    // A deposit the sandbox filed while it was on (ZAR_SANDBOX_PAYMENTS=1 on an earlier start).
    const { id } = await server.database.db
      .insertInto('payment_request')
      .values({
        player_id: player.playerId,
        kind: TransactionKind.Deposit,
        method_id: 1,
        provider: 'sandbox',
        amount_kurus: 50_000n,
        status: TransactionStatus.Created,
        detail: JSON.stringify({ amount: 500 }),
        page_token_hash: hashPageToken(token),
        locale: 'tr',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    const page = await fetch(`${server.baseUrl}/api/payment/sandbox?token=${token}`);
    const confirm = await fetch(`${server.baseUrl}/api/payment/sandbox/confirm?token=${token}`, {
      method: 'POST',
      headers: form,
      body: '',
      redirect: 'manual',
    });
    const cancel = await fetch(`${server.baseUrl}/api/payment/sandbox/cancel?token=${token}`, {
      method: 'POST',
      headers: form,
      body: '',
      redirect: 'manual',
    });

    expect([page.status, confirm.status, cancel.status]).toEqual([404, 404, 404]);
    const operator = await fetch(`${server.baseUrl}/api/operator/deposits/${id}/approve`, {
      method: 'POST',
    });
    expect(operator.status).toBe(404);
    const { status } = await server.database.db
      .selectFrom('payment_request')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status).toBe(TransactionStatus.Created);
    expect(await readWallet(server.database.db, player.playerId)).toEqual({
      balanceKurus: 0n,
      heldKurus: 0n,
      bonusKurus: 0n,
    });
  });

  it('has no development outbox of SMS and e-mail codes', async () => {
    const outbox = await fetch(`${server.baseUrl}/api/dev/outbox`);
    expect(outbox.status).toBe(404);
    expect(await outbox.text()).not.toMatch(/"channel"|"recipient"/);
  });

  it('refuses a wallet call signed with the development secret, and takes its own', async () => {
    const player = await newPlayer(server);
    const hub88 = (action: string, body: object, secret: string) => {
      const payload = JSON.stringify(body);
      return fetch(`${server.baseUrl}/api/wallet/hub88/${action}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [signatureHeader]: signWalletBody(payload, secret),
        },
        body: payload,
      }).then((response) => response.json());
    };
    const common = { user: player.usercode, token: player.betsyToken, currency: 'TRY' };
    const win = {
      ...common,
      request_uuid: 'prod-win',
      transaction_uuid: 'prod-win-1',
      reference_transaction_uuid: 'prod-bet-1',
      round: 'prod-round',
      game_code: 'zar-sportsbook',
      amount: 1_000_000,
      round_closed: true,
    };

    expect(await hub88('transaction/win', win, developmentGameWalletSecret)).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
      balance: null,
    });
    expect(
      await hub88(
        'user/balance',
        { ...common, request_uuid: 'prod-balance' },
        server.config.gameWalletSecret,
      ),
    ).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await readWallet(server.database.db, player.playerId)).toEqual({
      balanceKurus: 0n,
      heldKurus: 0n,
      bonusKurus: 0n,
    });
  });

  it('refuses operator calls without ZAR_OPERATOR_TOKEN, even from the loopback interface', async () => {
    const player = await newPlayer(server);
    const transfer = await playerCall(server.app, player, 'payment/deposit', deposits.bankTransfer);
    const { id } = transfer.json().data as { id: number };

    const pending = await fetch(`${server.baseUrl}/api/operator/pending`);
    const approve = await fetch(`${server.baseUrl}/api/operator/deposits/${id}/approve`, {
      method: 'POST',
    });

    expect(pending.status).toBe(404);
    expect(approve.status).toBe(404);
    expect((await readWallet(server.database.db, player.playerId)).balanceKurus).toBe(0n);
  });

  it('builds the addresses it answers on ZAR_PUBLIC_URL, never on a forged Host header', async () => {
    const player = await newPlayer(server, 'attacker.example');
    expect(player.betsyUrl).toBe('https://zar.example/api/sportsbook/demo/');

    const launched = await playerCall(
      server.app,
      player,
      'casino/dtlaunchurl',
      { code: 'zar-slot' },
      { host: 'attacker.example' },
    );
    expect(launched.json().data).toMatch(
      /^https:\/\/zar\.example\/api\/games\/demo\/zar-slot\?launch=/,
    );
  });

  it('announces no test mode to the site', async () => {
    const bootstrap = await fetch(`${server.baseUrl}/api/cms/grouped`);
    expect(bootstrapAnswer.parse(await bootstrap.json()).data.testMode).toBe(false);
  });

  // Issue 25: every SMS and e-mail only reached the outbox table.
  it('e-mails a new player a welcome by SMTP and texts their phone code through Twilio', async () => {
    const body = registrationBody();
    const signedUp = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.25.0.1',
      headers: { locale: 'tr', fingerprint: 'browser-i25' },
      payload: body,
    });
    expect(signedUp.statusCode).toBe(200);
    const welcome = await smtp.next(body.email);
    expect(welcome).toMatchObject({ from: 'no-reply@zar.example', subject: "Zar'a hoş geldiniz" });
    expect(welcome.text).toContain(`kullanıcı adınız ${body.username}`);
    expect(welcome.html).toContain(`kullanıcı adınız ${body.username}`);

    // The site's phone verification, right after sign-up: the code goes out through Twilio…
    const player = { token: signedUp.json().data.token as string, fingerprint: 'browser-i25' };
    const asked = await playerCall(server.app, player, 'customer/updatephone', {
      step: 1,
      phone: body.phone,
    });
    expect(asked.json()).toMatchObject({ success: true });
    const sms = await twilio.next(`+${body.phone}`);
    expect(sms).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${twilioAccount}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${twilioAccount}:${twilioToken}`).toString('base64')}`,
      form: { To: `+${body.phone}`, From: '+905550000000' },
    });
    const code = /kodunuz: (\d{6})\./.exec(sms.form.Body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // …and the texted code verifies the phone.
    const verified = await playerCall(server.app, player, 'customer/updatephone', {
      step: 2,
      phone: body.phone,
      code,
    });
    expect(verified.json()).toMatchObject({ success: true });
  });

  it('sends a recovery code by SMS and e-mail in the language the player signed up in', async () => {
    const player = await newPlayer(server);
    const { username, email, phone } = await server.database.db
      .selectFrom('player')
      .select(['username', 'email', 'phone'])
      .where('id', '=', player.playerId)
      .executeTakeFirstOrThrow();
    // The player signed up in English: their welcome came first, in English.
    expect((await smtp.next(email)).subject).toBe('Welcome to Zar');

    // Asked for from a Turkish page, the code still comes in the player's own language.
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sendresetpassword',
      remoteAddress: '10.25.0.2',
      headers: { locale: 'tr', fingerprint: player.fingerprint },
      payload: { username },
    });
    expect(sent.statusCode).toBe(200);
    const sms = await twilio.next(`+${phone}`);
    const mail = await smtp.next(email);
    const code = /reset code: (\d{6})\./.exec(sms.form.Body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.text).toContain(`Your code to reset your password: ${code}`);
    expect(mail.html).toContain(`Your code to reset your password: ${code}`);
    // The outbox records each delivery once the provider took it, without the text.
    const records = async () =>
      server.database.db
        .selectFrom('outbox')
        .select(['status', 'body'])
        .where('recipient', 'in', [email, phone])
        .execute();
    await expect
      .poll(records, { timeout: 10_000 })
      .toEqual([1, 2, 3].map(() => ({ status: 'sent', body: '' })));
  });
});

describe('a production server with ZAR_SANDBOX_PAYMENTS=1 (test mode)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(productionEnvironment({ ZAR_SANDBOX_PAYMENTS: '1' }));
  }, 120_000);
  afterAll(() => server?.close());

  it('tells the site to show its test-mode bar, and takes sandbox deposits on its public address', async () => {
    const bootstrap = await fetch(`${server.baseUrl}/api/cms/grouped`);
    expect(bootstrapAnswer.parse(await bootstrap.json()).data.testMode).toBe(true);

    const player = await newPlayer(server);
    const filed = await playerCall(server.app, player, 'payment/deposit', deposits.papara, {
      host: 'attacker.example',
    });
    const { url } = filed.json().data as { url: string };
    expect(url).toMatch(/^https:\/\/zar\.example\/api\/payment\/sandbox\?token=[\w-]{43}$/);
    const { pathname, search } = new URL(url);
    const confirmed = await fetch(`${server.baseUrl}${pathname}/confirm${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    expect((await readWallet(server.database.db, player.playerId)).balanceKurus).toBe(50_000n);
  });
});

describe('starting in production with a development secret', () => {
  it('is refused: the server does not start', async () => {
    const apiFolder = fileURLToPath(new URL('../', import.meta.url));
    const started = await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['--conditions=@zar/source', 'src/main.ts'],
      {
        cwd: apiFolder,
        // Should it start after all, it is stopped rather than left running.
        timeout: 30_000,
        env: {
          ...process.env,
          ...productionEnvironment({
            ZAR_DATA_DIR: 'memory://',
            ZAR_GAME_WALLET_SECRET: developmentGameWalletSecret,
            ZAR_SPORTSBOOK_SECRET: developmentSportsbookSecret,
            ZAR_CHALLENGE_SECRET: developmentChallengeSecret,
          }),
        },
      },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );

    expect(started?.code).toBe(1);
    expect(started?.stderr).toMatch(
      /^Zar could not start: Invalid API configuration: ZAR_GAME_WALLET_SECRET, ZAR_SPORTSBOOK_SECRET, ZAR_CHALLENGE_SECRET are development secrets, published with the code; production needs its own\n$/,
    );
  }, 60_000);
});
