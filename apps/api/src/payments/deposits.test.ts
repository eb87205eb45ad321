import { balance, deposit, isExternalPaymentPage } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import { openTestApp } from '../test-app';
import { readWallet, recomputeWallet } from '../wallet';
import {
  bankTransferDeposit,
  newPayer,
  operatorDecides,
  pagePathOf,
  paparaDeposit,
  pay,
  submitPage,
  type TestPayer,
} from './test-payments';

const papara = paparaDeposit;
const bankTransfer = bankTransferDeposit;

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`deposits on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    beforeAll(async () => {
      testApp = await openTestApp({ kind });
    });
    afterAll(() => testApp.close());

    /** Starts an external deposit and returns the payment page address and the request id. */
    async function startDeposit(payer: TestPayer, amount: number, locale = 'tr') {
      const response = await pay(testApp.app, payer, 'payment/deposit', papara(amount), locale);
      expect(response.statusCode).toBe(200);
      const { data, message } = deposit.response.parse(response.json());
      if (!isExternalPaymentPage(data.url)) throw new Error(`no payment page: ${message}`);
      const row = await testApp.database.db
        .selectFrom('payment_request')
        .select(['id', 'status'])
        .where('player_id', '=', payer.playerId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(data.id).toBe(row.id);
      return { url: data.url, message, id: row.id, status: row.status };
    }

    async function liveBalance(payer: TestPayer) {
      const response = await call(testApp.app, 'GET', 'user/balance', { token: payer.token });
      return balance.response.parse(response.json()).data;
    }

    async function statusOf(id: number) {
      const row = await testApp.database.db
        .selectFrom('payment_request')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.status;
    }

    it('answers an external deposit with the absolute address of its payment page', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      const started = await startDeposit(payer, 250.75, 'en');

      // Not listening, without ZAR_PUBLIC_URL: the loopback address the tests' server uses.
      expect(started.url).toMatch(
        /^http:\/\/127\.0\.0\.1\/api\/payment\/sandbox\?token=[\w-]{43}$/,
      );
      expect(started.message).toBe(
        'Confirm your deposit of ₺250.75 on the payment page that opens.',
      );
      expect(started.status).toBe(6);
      expect(await liveBalance(payer)).toEqual({ balance: 0, currency: 'TRY', cash: 0, bonus: 0 });
      const stored = await testApp.database.db
        .selectFrom('payment_request')
        .select('page_token_hash')
        .where('id', '=', started.id)
        .executeTakeFirstOrThrow();
      expect(stored.page_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(started.url).not.toContain(stored.page_token_hash);
    });

    it('shows the amount on an accessible page in the player’s language, with Confirm and Cancel forms', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      const { url } = await startDeposit(payer, 1250.5);

      const page = await testApp.app.inject({ method: 'GET', url: pagePathOf(url) });

      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['content-security-policy']).toMatch(
        /default-src 'none'.*form-action 'self'/,
      );
      expect(page.body).toContain('<html lang="tr">');
      expect(page.body).toContain('<h1>Ödemenizi onaylayın</h1>');
      expect(page.body).toContain('₺1.250,50');
      expect(page.body).toContain('Papara');
      expect(
        page.body.match(
          /<form method="post" action="\/api\/payment\/sandbox\/(confirm|cancel)\?token=[\w-]{43}&amp;lang=tr">/g,
        ),
      ).toHaveLength(2);
      expect(page.body).toContain('<button type="submit" class="confirm">Öde ve onayla</button>');

      const english = await testApp.app.inject({
        method: 'GET',
        url: `${pagePathOf(url)}&lang=en`,
      });
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain('₺1,250.50');
      expect(english.body).toContain('Pay and confirm');
    });

    it('credits the wallet exactly once however often, and however concurrently, it is confirmed', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      const { url, id } = await startDeposit(payer, 500);

      const answers = await Promise.all(
        Array.from({ length: 8 }, () => submitPage(testApp.app, url, 'confirm')),
      );
      const later = await submitPage(testApp.app, url, 'confirm');
      const cancelAfter = await submitPage(testApp.app, url, 'cancel');

      for (const answer of [...answers, later, cancelAfter]) {
        expect(answer.statusCode).toBe(303);
        expect(answer.headers.location).toBe(`${pagePathOf(url)}&lang=tr`);
      }
      expect(await liveBalance(payer)).toEqual({
        balance: 500,
        currency: 'TRY',
        cash: 500,
        bonus: 0,
      });
      expect(await statusOf(id)).toBe(1);
      const ledger = await testApp.database.db
        .selectFrom('wallet_ledger')
        .select(['kind', 'amount_kurus', 'idempotency_key', 'reference'])
        .where('player_id', '=', payer.playerId)
        .execute();
      expect(ledger).toEqual([
        {
          kind: 'deposit',
          amount_kurus: 50_000n,
          idempotency_key: `payment:${id}:credit`,
          reference: `payment:${id}`,
        },
      ]);
      const page = await testApp.app.inject({ method: 'GET', url: pagePathOf(url) });
      expect(page.body).toContain('<h1>Ödeme tamamlandı</h1>');
      expect(page.body).not.toContain('<form');
    });

    it('cancels on the page: nothing is credited, and a later confirmation changes nothing', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      const { url, id } = await startDeposit(payer, 300);

      expect((await submitPage(testApp.app, url, 'cancel')).statusCode).toBe(303);
      expect((await submitPage(testApp.app, url, 'confirm')).statusCode).toBe(303);

      expect(await statusOf(id)).toBe(5);
      expect(await liveBalance(payer)).toEqual({ balance: 0, currency: 'TRY', cash: 0, bonus: 0 });
      const page = await testApp.app.inject({ method: 'GET', url: `${pagePathOf(url)}&lang=en` });
      expect(page.body).toContain('<h1>Payment cancelled</h1>');
    });

    it('answers an unknown or malformed token with a 404 page and credits nothing', async () => {
      const unknown = `/api/payment/sandbox?token=${'A'.repeat(43)}`;
      const get = await testApp.app.inject({ method: 'GET', url: unknown });
      const post = await submitPage(testApp.app, `http://localhost${unknown}`, 'confirm');
      const malformed = await testApp.app.inject({
        method: 'GET',
        url: '/api/payment/sandbox?token=abc',
      });

      for (const answer of [get, post, malformed]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.body).toContain('<h1>Ödeme bağlantısı geçersiz</h1>');
      }
    });

    it('answers a bank transfer with its instructions and a pending deposit an operator approves once', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      const response = await pay(testApp.app, payer, 'payment/deposit', bankTransfer(1000), 'en');
      const { data, message } = deposit.response.parse(response.json());
      const { id, status } = await testApp.database.db
        .selectFrom('payment_request')
        .select(['id', 'status'])
        .where('player_id', '=', payer.playerId)
        .executeTakeFirstOrThrow();

      const { usercode } = await testApp.database.db
        .selectFrom('player')
        .select('usercode')
        .where('id', '=', payer.playerId)
        .executeTakeFirstOrThrow();

      expect(data).toEqual({ id, url: null });
      // The reference is the player's (shown with the IBAN before the form, issue 21).
      expect(message).toBe(
        `Please send ₺1,000.00 by bank transfer or EFT to IBAN TR33 0006 1005 1978 6457 8413 26 (Zar Sandbox Payment Services) and write ZAR-${usercode} in the description. It is added to your balance once approved.`,
      );
      const methods = await pay(testApp.app, payer, 'payment/methods', { type: 'deposit' });
      const bank = methods.json().data.find((method: { id: number }) => method.id === 2);
      expect(bank.payee).toEqual({
        iban: 'TR33 0006 1005 1978 6457 8413 26',
        accountName: 'Zar Sandbox Ödeme Hizmetleri',
        reference: `ZAR-${usercode}`,
      });
      expect(
        methods.json().data.filter((method: { payee: unknown }) => method.payee !== null),
      ).toHaveLength(1);
      expect(status).toBe(2);
      expect(await liveBalance(payer)).toEqual({ balance: 0, currency: 'TRY', cash: 0, bonus: 0 });

      const approvals = await Promise.all(
        Array.from({ length: 4 }, () => operatorDecides(testApp.app, 'deposits', id, 'approve')),
      );
      expect(approvals.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const approved = approvals.find((answer) => answer.statusCode === 200);
      expect(approved?.json()).toEqual({
        success: true,
        message: `Deposit #${id} approved; ₺1,000.00 was added to the player’s balance.`,
        data: { id, status: 1, amount: 1000 },
      });
      const again = await operatorDecides(testApp.app, 'deposits', id, 'reject');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        `Deposit request #${id} was already settled (confirmed); nothing changed.`,
      );

      expect(await liveBalance(payer)).toEqual({
        balance: 1000,
        currency: 'TRY',
        cash: 1000,
        bonus: 0,
      });
      expect(await readWallet(testApp.database.db, payer.playerId)).toEqual(
        await recomputeWallet(testApp.database.db, payer.playerId),
      );
    });

    it('lets an operator reject a bank transfer, and refuses to settle a deposit waiting for its page', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      await pay(testApp.app, payer, 'payment/deposit', bankTransfer(200));
      const pending = await testApp.database.db
        .selectFrom('payment_request')
        .select('id')
        .where('player_id', '=', payer.playerId)
        .executeTakeFirstOrThrow();
      const external = await startDeposit(payer, 100);

      const rejected = await operatorDecides(testApp.app, 'deposits', pending.id, 'reject');
      const early = await operatorDecides(testApp.app, 'deposits', external.id, 'approve');
      const missing = await operatorDecides(testApp.app, 'deposits', 999_999, 'approve');
      const wrongKind = await operatorDecides(testApp.app, 'withdrawals', pending.id, 'approve');

      expect(rejected.json().message).toBe(
        `Deposit #${pending.id} rejected; the balance did not change.`,
      );
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(
        `Deposit #${external.id} is waiting for the player to confirm it on the payment page; an operator cannot approve it.`,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('There is no deposit request #999999.');
      expect(wrongKind.statusCode).toBe(404);
      expect(await statusOf(pending.id)).toBe(4);
      expect(await liveBalance(payer)).toEqual({ balance: 0, currency: 'TRY', cash: 0, bonus: 0 });
    });
  });
}
