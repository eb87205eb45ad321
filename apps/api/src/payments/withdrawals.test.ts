import { balance } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/test-players';
import { postgresUnavailableReason } from '../db/test-database';
import { openTestApp } from '../test-app';
import { readWallet, recomputeWallet } from '../wallet';
import { fund, newPayer, operatorDecides, pay, type TestPayer } from './test-payments';

const postgresSkipReason = await postgresUnavailableReason();
const engines = [
  { kind: 'pglite' as const, skipReason: null },
  { kind: 'postgres' as const, skipReason: postgresSkipReason },
];

const bankWithdrawal = (amount: number) => ({
  id: 11,
  target: 'pay',
  detail: { amount, fullName: 'Ayşe Öztürk', Iban: 'TR33 0006 1005 1978 6457 8413 26' },
});

for (const { kind, skipReason } of engines) {
  describe.skipIf(skipReason !== null)(`withdrawals on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    beforeAll(async () => {
      testApp = await openTestApp({ kind });
    });
    afterAll(() => testApp.close());

    async function withdrawalOf(payer: TestPayer, amount: number) {
      const response = await pay(testApp.app, payer, 'payment/withdraw', bankWithdrawal(amount));
      expect(response.statusCode).toBe(200);
      const row = await testApp.database.db
        .selectFrom('payment_request')
        .select(['id', 'status'])
        .where('player_id', '=', payer.playerId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      // The answer names the request it filed.
      expect(response.json().data).toEqual({ id: row.id });
      return { ...row, message: response.json().message as string };
    }

    const wallet = (payer: TestPayer) => readWallet(testApp.database.db, payer.playerId);

    it('files a pending request and holds its amount: the balance goes down, the held amount up', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);

      const withdrawal = await withdrawalOf(payer, 300.5);

      expect(withdrawal.status).toBe(2);
      expect(withdrawal.message).toBe(
        'Your withdrawal request of ₺300.50 was received and is being reviewed.',
      );
      expect(await wallet(payer)).toEqual({ balanceKurus: 69_950n, heldKurus: 30_050n });
      const shown = await call(testApp.app, 'GET', 'user/balance', { token: payer.token });
      expect(balance.response.parse(shown.json()).data).toEqual({
        balance: 699.5,
        currency: 'TRY',
      });
    });

    it('approves once: the hold is posted, and a second approval or a rejection changes nothing', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
      const { id } = await withdrawalOf(payer, 400);

      const approved = await operatorDecides(testApp.app, 'withdrawals', id, 'approve');
      const again = await operatorDecides(testApp.app, 'withdrawals', id, 'approve');
      const reject = await operatorDecides(testApp.app, 'withdrawals', id, 'reject');

      expect(approved.json()).toEqual({
        success: true,
        message: `Withdrawal #${id} approved; ₺400.00 was paid out.`,
        data: { id, status: 1, amount: 400 },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        `Withdrawal request #${id} was already settled (confirmed); nothing changed.`,
      );
      expect(reject.statusCode).toBe(409);
      expect(await wallet(payer)).toEqual({ balanceKurus: 60_000n, heldKurus: 0n });
    });

    it('rejects once: the hold returns to the balance, and a later approval changes nothing', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
      const { id } = await withdrawalOf(payer, 250);

      const rejected = await operatorDecides(testApp.app, 'withdrawals', id, 'reject');
      const approve = await operatorDecides(testApp.app, 'withdrawals', id, 'approve');

      expect(rejected.json().message).toBe(
        `Withdrawal #${id} rejected; ₺250.00 went back to the player’s balance.`,
      );
      expect(approve.statusCode).toBe(409);
      expect(approve.json().message).toBe(
        `Withdrawal request #${id} was already settled (rejected); nothing changed.`,
      );
      expect(await wallet(payer)).toEqual({ balanceKurus: 100_000n, heldKurus: 0n });
    });

    it('settles a withdrawal once when approvals and rejections race', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
      const { id } = await withdrawalOf(payer, 100);

      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          operatorDecides(testApp.app, 'withdrawals', id, index % 2 === 0 ? 'approve' : 'reject'),
        ),
      );

      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
      const { status } = await testApp.database.db
        .selectFrom('payment_request')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(await wallet(payer)).toEqual(
        status === 1
          ? { balanceKurus: 90_000n, heldKurus: 0n }
          : { balanceKurus: 100_000n, heldKurus: 0n },
      );
      const settlements = await testApp.database.db
        .selectFrom('wallet_ledger')
        .select('kind')
        .where('idempotency_key', '=', `payment:${id}:settle`)
        .execute();
      expect(settlements).toHaveLength(1);
    });

    it('never holds more than the balance when withdrawals race', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);

      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          pay(testApp.app, payer, 'payment/withdraw', bankWithdrawal(100)),
        ),
      );

      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(2);
      expect(await wallet(payer)).toEqual({ balanceKurus: 0n, heldKurus: 100_000n });
      expect(await recomputeWallet(testApp.database.db, payer.playerId)).toEqual(
        await wallet(payer),
      );
      const requests = await testApp.database.db
        .selectFrom('payment_request')
        .select('id')
        .where('player_id', '=', payer.playerId)
        .execute();
      expect(requests).toHaveLength(10);
    });

    it('answers 404 for a withdrawal that does not exist', async () => {
      const missing = await operatorDecides(testApp.app, 'withdrawals', 424_242, 'reject');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('There is no withdrawal request #424242.');
    });

    it('refuses a method id past the database integer range with a 400, not a database error', async () => {
      const payer = await newPayer(testApp.app, testApp.database);

      const tooLarge = await pay(testApp.app, payer, 'payment/withdraw', {
        ...bankWithdrawal(10),
        id: 2_147_483_648,
      });
      const tooSmall = await pay(testApp.app, payer, 'payment/detail', {
        id: -9_007_199_254_740_991,
        type: 'withdraw',
      });

      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json().message).toMatch(/^The field "id" is invalid: /);
      expect(tooSmall.statusCode).toBe(400);
      expect(tooSmall.json().message).toMatch(/^The field "id" is invalid: /);
    });
  });
}
