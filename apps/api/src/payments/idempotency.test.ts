import { deposit, withdraw } from '@zar/api-client/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import { createPlayerEvents } from '../notifications';
import { openTestApp } from '../test-app';
import { readWallet } from '../wallet';
import {
  IdempotencyKeyTaken,
  idempotencyKeyLifetimeMs,
  idempotencyKeyOf,
} from './idempotency-keys';
import { checkPaymentDetail } from './payment-detail-check';
import { findPaymentMethod } from './payment-methods';
import { operatorProvider } from './payment-providers';
import { createWithdrawal } from './payment-requests';
import {
  bankTransferDeposit,
  bankTransferWithdrawal,
  fund,
  newPayer,
  pagePathOf,
  paparaDeposit,
  submitPage,
  type TestPayer,
  writtenRows,
} from './test-payments';

const papara = paparaDeposit;
const bankTransfer = (amount: number) => bankTransferDeposit(amount, { ownAccount: true });

let keys = 0;
/** A new key, as the site makes one per submission. */
function newKey(): string {
  keys += 1;
  return `test-submission-${String(keys).padStart(8, '0')}`;
}

// Issue 20: the same withdrawal sent twice (a retry after a lost answer, a double click) made
// two holds. With one Idempotency-Key, every send answers the one request it filed.
for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`idempotency keys of money calls on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    let now = new Date('2026-03-14T12:00:00Z');
    beforeAll(async () => {
      testApp = await openTestApp({ kind, app: { clock: () => now } });
    });
    afterAll(() => testApp.close());

    function send(
      payer: TestPayer,
      path: 'payment/withdraw' | 'payment/deposit',
      body: object,
      key: string | null,
      locale = 'en',
    ): Promise<LightMyRequestResponse> {
      return call(testApp.app, 'POST', path, {
        body,
        token: payer.token,
        locale,
        headers: key === null ? {} : { 'idempotency-key': key },
      });
    }

    async function fundedPayer(kurus = 100_000n) {
      const payer = await newPayer(testApp.app, testApp.database);
      if (kurus > 0n) await fund(testApp.database, payer.playerId, kurus);
      return payer;
    }

    const wallet = (payer: TestPayer) => readWallet(testApp.database.db, payer.playerId);

    async function requestsOf(payer: TestPayer) {
      return testApp.database.db
        .selectFrom('payment_request')
        .select(['id', 'kind', 'status', 'amount_kurus'])
        .where('player_id', '=', payer.playerId)
        .orderBy('id')
        .execute();
    }

    it('answers a withdrawal sent again with its key with the first result, and holds once', async () => {
      const payer = await fundedPayer();
      const key = newKey();

      const first = await send(payer, 'payment/withdraw', bankTransferWithdrawal(300), key);
      const again = await send(payer, 'payment/withdraw', bankTransferWithdrawal(300), key);

      expect(first.statusCode).toBe(200);
      const answer = withdraw.response.parse(first.json());
      expect(answer.message).toBe(
        'Your withdrawal request of ₺300.00 was received and is being reviewed.',
      );
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const requests = await requestsOf(payer);
      expect(requests).toEqual([{ id: answer.data.id, kind: 2, status: 2, amount_kurus: 30_000n }]);
      expect(await wallet(payer)).toEqual({
        balanceKurus: 70_000n,
        heldKurus: 30_000n,
        bonusKurus: 0n,
      });
    });

    it('files one withdrawal for concurrent sends of one key: every answer names it, one hold', async () => {
      const payer = await fundedPayer();
      const key = newKey();

      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          send(payer, 'payment/withdraw', bankTransferWithdrawal(400), key),
        ),
      );

      const requests = await requestsOf(payer);
      expect(requests).toHaveLength(1);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().data).toEqual({ id: requests[0]?.id });
      }
      expect(await wallet(payer)).toEqual({
        balanceKurus: 60_000n,
        heldKurus: 40_000n,
        bonusKurus: 0n,
      });
    });

    it('files one payment-page deposit for concurrent sends of one key; it is credited once', async () => {
      const payer = await fundedPayer(0n);
      const key = newKey();

      const answers = await Promise.all(
        Array.from({ length: 6 }, () => send(payer, 'payment/deposit', papara(250), key)),
      );

      const requests = await requestsOf(payer);
      expect(requests).toHaveLength(1);
      const id = requests[0]?.id;
      const urls = answers.map((answer) => {
        expect(answer.statusCode, answer.body).toBe(200);
        const { data, message } = deposit.response.parse(answer.json());
        expect(message).toBe('Confirm your deposit of ₺250.00 on the payment page that opens.');
        expect(data.id).toBe(id);
        return data.url ?? '';
      });
      // Every answer opens the same deposit's page; the player may confirm on any of them.
      for (const url of urls) await submitPage(testApp.app, url, 'confirm');
      expect(await wallet(payer)).toEqual({ balanceKurus: 25_000n, heldKurus: 0n, bonusKurus: 0n });
    });

    it('rolls a filing that raced past the check back whole when its key is claimed: one request, one hold', async () => {
      // Both sends found the key unused before either filed (the window between the check and
      // the filing transaction): the transaction's claim decides.
      const payer = await fundedPayer();
      const method = await findPaymentMethod(testApp.database.db, 11, 'withdraw');
      if (!method) throw new Error('method 11 is not seeded');
      const checked = checkPaymentDetail(method, bankTransferWithdrawal(250).detail, 'en');
      const idempotencyKey = idempotencyKeyOf(newKey(), {
        path: 'payment/withdraw',
        methodId: 11,
        checked,
      });
      const filing = () =>
        createWithdrawal(
          testApp.database.db,
          operatorProvider,
          { playerId: payer.playerId, method, checked, locale: 'en', now, idempotencyKey },
          createPlayerEvents(),
        );

      const outcomes = await Promise.allSettled([filing(), filing(), filing()]);

      const filed = outcomes.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value] : [],
      );
      const taken = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason] : [],
      );
      expect(filed).toHaveLength(1);
      expect(taken).toHaveLength(2);
      for (const reason of taken) expect(reason).toBeInstanceOf(IdempotencyKeyTaken);
      expect(await requestsOf(payer)).toEqual([
        { id: filed[0], kind: 2, status: 2, amount_kurus: 25_000n },
      ]);
      expect(await wallet(payer)).toEqual({
        balanceKurus: 75_000n,
        heldKurus: 25_000n,
        bonusKurus: 0n,
      });
    });

    it('answers a bank transfer sent again with its key with the same deposit and reference', async () => {
      const payer = await fundedPayer(0n);
      const key = newKey();

      const first = await send(payer, 'payment/deposit', bankTransfer(750), key);
      const again = await send(payer, 'payment/deposit', bankTransfer(750), key, 'en');

      expect(again.json()).toEqual(first.json());
      const [request] = await requestsOf(payer);
      expect(first.json().data).toEqual({ id: request?.id, url: null });
      expect(first.json().message).toMatch(/ZAR-\w+/);
      expect(await requestsOf(payer)).toHaveLength(1);
    });

    it('refuses the same key on a different request with a clear message, and changes nothing', async () => {
      const payer = await fundedPayer();
      const key = newKey();
      await send(payer, 'payment/withdraw', bankTransferWithdrawal(100), key);
      const before = { rows: await writtenRows(testApp.database), wallet: await wallet(payer) };

      const otherAmount = await send(payer, 'payment/withdraw', bankTransferWithdrawal(200), key);
      const otherCall = await send(payer, 'payment/deposit', bankTransfer(100), key, 'tr');

      expect(otherAmount.statusCode).toBe(422);
      expect(otherAmount.json()).toEqual({
        success: false,
        message:
          'This Idempotency-Key was used for a different payment request; send a new key with each new request.',
        data: null,
      });
      expect(otherCall.statusCode).toBe(422);
      expect(otherCall.json().message).toBe(
        'Bu Idempotency-Key başka bir ödeme talebi için kullanıldı; her yeni talep için yeni bir anahtar gönderin.',
      );
      expect(await writtenRows(testApp.database)).toEqual(before.rows);
      expect(await wallet(payer)).toEqual(before.wallet);
    });

    it('keeps a key per player: another player with the same key files their own request', async () => {
      const first = await fundedPayer();
      const second = await fundedPayer();
      const key = newKey();

      const mine = await send(first, 'payment/withdraw', bankTransferWithdrawal(100), key);
      const theirs = await send(second, 'payment/withdraw', bankTransferWithdrawal(100), key);

      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().data.id).not.toBe(mine.json().data.id);
      expect(await wallet(second)).toEqual({
        balanceKurus: 90_000n,
        heldKurus: 10_000n,
        bonusKurus: 0n,
      });
    });

    it('refuses a malformed key with a clear message before anything is written', async () => {
      const payer = await fundedPayer();
      const before = await writtenRows(testApp.database);

      const answer = await send(
        payer,
        'payment/withdraw',
        bankTransferWithdrawal(100),
        'not a key',
      );

      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(
        'The field "idempotency-key" is invalid: An Idempotency-Key is 16 to 128 letters, digits or - _ . : characters.',
      );
      expect(await writtenRows(testApp.database)).toEqual(before);
    });

    it('does not spend a key on a refused request: the retry after a top-up files it', async () => {
      const payer = await fundedPayer(5_000n);
      const key = newKey();

      const refused = await send(payer, 'payment/withdraw', bankTransferWithdrawal(100), key);
      expect(refused.statusCode).toBe(400);
      await fund(testApp.database, payer.playerId, 10_000n);
      const filed = await send(payer, 'payment/withdraw', bankTransferWithdrawal(100), key);

      expect(filed.statusCode).toBe(200);
      expect(await wallet(payer)).toEqual({
        balanceKurus: 5_000n,
        heldKurus: 10_000n,
        bonusKurus: 0n,
      });
    });

    it('remembers a key for 24 hours; after that the same key files a new request', async () => {
      const payer = await fundedPayer();
      const key = newKey();
      const start = now;
      try {
        const first = await send(payer, 'payment/withdraw', bankTransferWithdrawal(100), key);
        now = new Date(start.getTime() + idempotencyKeyLifetimeMs - 1);
        const withinDay = await send(payer, 'payment/withdraw', bankTransferWithdrawal(100), key);
        now = new Date(start.getTime() + idempotencyKeyLifetimeMs);
        const nextDay = await send(payer, 'payment/withdraw', bankTransferWithdrawal(100), key);

        expect(withinDay.json()).toEqual(first.json());
        expect(nextDay.statusCode).toBe(200);
        expect(nextDay.json().data.id).not.toBe(first.json().data.id);
        expect(await requestsOf(payer)).toHaveLength(2);
        // The expired key was pruned when the new one was claimed.
        const stored = await testApp.database.db
          .selectFrom('payment_idempotency_key')
          .select('payment_request_id')
          .where('player_id', '=', payer.playerId)
          .execute();
        expect(stored).toEqual([{ payment_request_id: nextDay.json().data.id }]);
      } finally {
        now = start;
      }
    });

    it('files every send without a key, as before (the header is optional)', async () => {
      const payer = await fundedPayer();

      await send(payer, 'payment/withdraw', bankTransferWithdrawal(100), null);
      await send(payer, 'payment/withdraw', bankTransferWithdrawal(100), null);

      expect(await requestsOf(payer)).toHaveLength(2);
      expect(await wallet(payer)).toEqual({
        balanceKurus: 80_000n,
        heldKurus: 20_000n,
        bonusKurus: 0n,
      });
    });

    it('answers a payment page again with a new address; the first one stops working', async () => {
      const payer = await fundedPayer(0n);
      const key = newKey();

      const first = deposit.response.parse(
        (await send(payer, 'payment/deposit', papara(100), key)).json(),
      );
      const again = deposit.response.parse(
        (await send(payer, 'payment/deposit', papara(100), key)).json(),
      );

      expect(again.data.id).toBe(first.data.id);
      expect(again.data.url).not.toBe(first.data.url);
      const page = (url: string | null) =>
        testApp.app.inject({ method: 'GET', url: pagePathOf(url ?? '') });
      expect((await page(first.data.url)).statusCode).toBe(404);
      expect((await page(again.data.url)).statusCode).toBe(200);
    });
  });
}
