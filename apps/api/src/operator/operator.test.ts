import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, newPayer, pay, type TestPayer } from '../payments/test-payments';
import { openTestApp } from '../test-app';
import { readWallet } from '../wallet';
import {
  operatorOptionsFromEnvironment,
  parseOperatorCommand,
  runOperatorCommand,
} from './operator-cli';

const bankWithdrawal = (amount: number) => ({
  id: 11,
  target: 'pay',
  detail: { amount, fullName: 'Ayşe Öztürk', Iban: 'TR33 0006 1005 1978 6457 8413 26' },
});
const bankTransfer = {
  id: 2,
  target: 'pay',
  detail: {
    amount: 750,
    fullName: 'Ayşe Öztürk',
    bank: 3,
    transferDate: '2026-03-14T10:30',
    ownAccount: true,
  },
};

describe('the operator command against the running server', () => {
  let testApp: Awaited<ReturnType<typeof openTestApp>>;
  let baseUrl: string;
  let payer: TestPayer;

  beforeAll(async () => {
    testApp = await openTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    payer = await newPayer(testApp.app, testApp.database);
    await fund(testApp.database, payer.playerId, 100_000n);
  });
  afterAll(() => testApp.close());

  const run = (...args: string[]) => runOperatorCommand(args, { baseUrl, locale: 'en' });

  async function latestRequestId() {
    const row = await testApp.database.db
      .selectFrom('payment_request')
      .select('id')
      .where('player_id', '=', payer.playerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The newest e-mail the outbox holds for the payer (subject and text). */
  async function latestEmail() {
    return testApp.database.db
      .selectFrom('outbox')
      .innerJoin('player', 'player.email', 'outbox.recipient')
      .select(['outbox.subject', 'outbox.body'])
      .where('player.id', '=', payer.playerId)
      .orderBy('outbox.id', 'desc')
      .executeTakeFirstOrThrow();
  }

  it('approves a withdrawal once; the second approval is refused and changes nothing', async () => {
    await pay(testApp.app, payer, 'payment/withdraw', bankWithdrawal(200));
    const id = await latestRequestId();

    const first = await run('withdrawal', 'approve', String(id));
    const second = await run('withdrawal', 'approve', String(id));

    expect(first).toEqual({
      exitCode: 0,
      output: `Withdrawal #${id} approved; ₺200.00 was paid out.`,
    });
    expect(second).toEqual({
      exitCode: 1,
      output: `Withdrawal request #${id} was already settled (confirmed); nothing changed.`,
    });
    expect(await readWallet(testApp.database.db, payer.playerId)).toEqual({
      balanceKurus: 80_000n,
      heldKurus: 0n,
      bonusKurus: 0n,
    });
    // The player is e-mailed the decision in the language they signed up in, once.
    expect(await latestEmail()).toEqual({
      subject: 'Çekim talebiniz onaylandı',
      body: `Merhaba Ayşe Gül,\n\n₺200,00 tutarındaki çekim talebiniz (no. ${id}) onaylandı; ödemeniz yola çıktı.`,
    });
  });

  it('rejects a withdrawal, returning its hold', async () => {
    await pay(testApp.app, payer, 'payment/withdraw', bankWithdrawal(100));
    const id = await latestRequestId();

    expect(await run('withdrawal', 'reject', String(id))).toEqual({
      exitCode: 0,
      output: `Withdrawal #${id} rejected; ₺100.00 went back to the player’s balance.`,
    });
    expect((await readWallet(testApp.database.db, payer.playerId)).balanceKurus).toBe(80_000n);
    expect((await latestEmail()).subject).toBe('Çekim talebiniz reddedildi');
  });

  it('lists the messages whose delivery failed, the recipient masked and no text', async () => {
    expect(await run('messages', 'failed')).toEqual({
      exitCode: 0,
      output: 'No message delivery has failed.',
    });
    const { id } = await testApp.database.db
      .insertInto('outbox')
      .values({
        channel: 'sms',
        recipient: '905301234567',
        body: 'Telefon doğrulama kodunuz: 135790.',
        locale: 'tr',
        created_at: new Date('2026-11-26T21:00:00Z'),
        status: 'failed',
        attempts: 3,
        last_error: 'Twilio 500 code 20500: Internal Server Error',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await run('messages', 'failed')).toEqual({
      exitCode: 0,
      output:
        `#${id}`.padEnd(7) +
        '  sms    90******4567              3 attempts  2026-11-26T21:00:00.000Z  Twilio 500 code 20500: Internal Server Error',
    });
  });

  it('lists what is pending and approves a bank-transfer deposit', async () => {
    await pay(testApp.app, payer, 'payment/deposit', bankTransfer);
    const id = await latestRequestId();

    const pending = await run('pending');
    expect(pending.exitCode).toBe(0);
    expect(pending.output).toMatch(
      new RegExp(`^#${id}\\s+deposit\\s+₺750\\.00\\s+Bank transfer / EFT\\s+oyuncu\\d+`),
    );

    expect(await run('deposit', 'approve', String(id))).toEqual({
      exitCode: 0,
      output: `Deposit #${id} approved; ₺750.00 was added to the player’s balance.`,
    });
    expect(await run('pending')).toEqual({
      exitCode: 0,
      output: 'Nothing is waiting for a decision.',
    });
    expect((await readWallet(testApp.database.db, payer.playerId)).balanceKurus).toBe(155_000n);
  });

  it('sends a System notification to one player or to everyone', async () => {
    const { username } = await testApp.database.db
      .selectFrom('player')
      .select('username')
      .where('id', '=', payer.playerId)
      .executeTakeFirstOrThrow();

    expect(await run('notify', username, 'Hesabınız', 'Belgeleriniz onaylandı.')).toEqual({
      exitCode: 0,
      output: `The notification was sent to ${username}.`,
    });
    const everyone = await run('notify', 'all', 'Bakım', 'Gece 04:00’te kısa bir bakım var.');
    expect(everyone.exitCode).toBe(0);
    expect(everyone.output).toMatch(/^The notification was sent to \d+ players\.$/);
    expect(await run('notify', 'nobody00', 'Merhaba', 'Selam')).toEqual({
      exitCode: 1,
      output: 'There is no player named "nobody00".',
    });

    const notifications = await testApp.database.db
      .selectFrom('notification')
      .select(['type', 'title', 'body'])
      .where('player_id', '=', payer.playerId)
      .where('type', '=', 5)
      .orderBy('id')
      .execute();
    expect(notifications).toEqual([
      { type: 5, title: 'Hesabınız', body: 'Belgeleriniz onaylandı.' },
      { type: 5, title: 'Bakım', body: 'Gece 04:00’te kısa bir bakım var.' },
    ]);
  });

  it('says what went wrong for an unknown id, bad arguments or a server that is not running', async () => {
    expect(await run('deposit', 'approve', '999999')).toEqual({
      exitCode: 1,
      output: 'There is no deposit request #999999.',
    });
    for (const args of [
      [],
      ['withdrawal', 'approve'],
      ['withdrawal', 'pay', '1'],
      ['deposit', 'approve', '-1'],
      ['refund', 'approve', '1'],
      ['notify', 'all', 'Only a title'],
      ['notify', 'all', '', 'No title'],
    ]) {
      expect((await run(...args)).exitCode, args.join(' ')).toBe(2);
    }
    const down = await runOperatorCommand(['pending'], {
      baseUrl: 'http://127.0.0.1:9',
      locale: 'en',
    });
    expect(down.exitCode).toBe(1);
    expect(down.output).toMatch(
      /^Could not reach the Zar API at http:\/\/127\.0\.0\.1:9 .*Is it running\?/,
    );
  });

  it('runs as `pnpm --filter @zar/api operator`', async () => {
    const apiFolder = fileURLToPath(new URL('../../', import.meta.url));
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['--conditions=@zar/source', 'src/operator/main.ts', 'pending'],
      { cwd: apiFolder, env: { ...process.env, ZAR_OPERATOR_URL: baseUrl, LANG: 'en_GB.UTF-8' } },
    );
    expect(stdout).toBe('Nothing is waiting for a decision.\n');
  });
});

describe('operator access', () => {
  it('needs ZAR_OPERATOR_TOKEN as a bearer token when it is set', async () => {
    const operatorToken = 'operator-secret-0123456789';
    const testApp = await openTestApp({ seed: false, config: { operatorToken } });
    try {
      const answer = (authorization?: string) =>
        testApp.app.inject({
          method: 'GET',
          url: '/api/operator/pending',
          headers: { locale: 'en', ...(authorization ? { authorization } : {}) },
        });
      const missing = await answer();
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({
        success: false,
        message: 'This action needs the operator token.',
        data: null,
      });
      expect((await answer('Bearer wrong-secret-0123456789')).statusCode).toBe(403);
      expect((await answer(`Bearer ${operatorToken}`)).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  it('without a token serves only the loopback interface, and nothing at all in production', async () => {
    const development = await openTestApp({ seed: false });
    const production = await openTestApp({ seed: false, config: { environment: 'production' } });
    try {
      const remote = await development.app.inject({
        method: 'POST',
        url: '/api/operator/withdrawals/1/approve',
        remoteAddress: '10.0.0.7',
      });
      expect(remote.statusCode).toBe(403);
      const closed = await production.app.inject({ method: 'GET', url: '/api/operator/pending' });
      expect(closed.statusCode).toBe(404);
    } finally {
      await development.close();
      await production.close();
    }
  });
});

describe('operator access behind a reverse proxy on the same host', () => {
  // Issue 20: with ZAR_TRUSTED_PROXIES unset, a proxy on the same host connects from 127.0.0.1
  // for every visitor, so a player could approve their own withdrawal through it.
  const forwarded: Array<Record<string, string>> = [
    { forwarded: 'for=203.0.113.9;proto=https' },
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-real-ip': '203.0.113.9' },
    { 'x-forwarded-host': 'zar.example' },
    { 'x-forwarded-proto': 'https' },
    { via: '1.1 nginx' },
  ];

  it('refuses a loopback call carrying any forwarding header: the player cannot approve their own withdrawal', async () => {
    const testApp = await openTestApp();
    try {
      const payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
      await pay(testApp.app, payer, 'payment/withdraw', bankWithdrawal(500));
      const { id } = await testApp.database.db
        .selectFrom('payment_request')
        .select('id')
        .where('player_id', '=', payer.playerId)
        .executeTakeFirstOrThrow();
      const approve = (headers: Record<string, string>) =>
        testApp.app.inject({
          method: 'POST',
          url: `/api/operator/withdrawals/${id}/approve`,
          remoteAddress: '127.0.0.1',
          headers: { locale: 'en', ...headers },
        });

      for (const headers of forwarded) {
        const refused = await approve(headers);
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
        expect(refused.json().message).toBe('This action needs the operator token.');
      }
      const { status } = await testApp.database.db
        .selectFrom('payment_request')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(status).toBe(2);
      expect(await readWallet(testApp.database.db, payer.playerId)).toEqual({
        balanceKurus: 50_000n,
        heldKurus: 50_000n,
        bonusKurus: 0n,
      });

      // The operator's own command on the server's machine still works.
      expect((await approve({})).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});

describe('operator command line', () => {
  it('reads the commands of the README', () => {
    expect(parseOperatorCommand(['withdrawal', 'approve', '12'])).toEqual({
      kind: 'withdrawals',
      decision: 'approve',
      id: 12,
    });
    expect(parseOperatorCommand(['--', 'deposit', 'reject', '7'])).toEqual({
      kind: 'deposits',
      decision: 'reject',
      id: 7,
    });
    expect(parseOperatorCommand(['pending'])).toEqual({ kind: 'pending' });
    expect(parseOperatorCommand(['withdrawal', 'approve', '12', 'extra'])).toBeNull();
    expect(parseOperatorCommand(['notify', 'all', 'Bakım', 'Gece bakım var.'])).toEqual({
      kind: 'notify',
      to: 'all',
      title: 'Bakım',
      body: 'Gece bakım var.',
    });
    expect(parseOperatorCommand(['notify', 'ayse1990', 'Başlık', 'Metin', 'fazla'])).toBeNull();
    expect(parseOperatorCommand(['sportsbook', 'settle'])).toEqual({ kind: 'sportsbook' });
    expect(parseOperatorCommand(['sportsbook'])).toBeNull();
    expect(parseOperatorCommand(['messages', 'failed'])).toEqual({ kind: 'failed-messages' });
    expect(parseOperatorCommand(['messages'])).toBeNull();
  });

  it('finds the server and the language in the environment', () => {
    expect(operatorOptionsFromEnvironment({})).toMatchObject({
      baseUrl: 'http://127.0.0.1:8080',
      token: undefined,
      locale: 'en',
      restoreTarget: { databaseUrl: undefined, schema: 'public' },
    });
    expect(
      operatorOptionsFromEnvironment({
        PORT: '8095',
        ZAR_OPERATOR_TOKEN: 'secret',
        LANG: 'tr_TR.UTF-8',
      }),
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:8095', token: 'secret', locale: 'tr' });
    expect(
      operatorOptionsFromEnvironment({ ZAR_OPERATOR_URL: 'https://zar.example' }).baseUrl,
    ).toBe('https://zar.example');
  });
});
