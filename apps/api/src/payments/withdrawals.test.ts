import { balance } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import { openTestApp } from '../test-app';
import { readWallet, recomputeWallet } from '../wallet';
import {
  bankTransferWithdrawal,
  fund,
  newPayer,
  operatorDecides,
  pay,
  type TestPayer,
} from './test-payments';

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`withdrawals on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    beforeAll(async () => {
      testApp = await openTestApp({ kind });
    });
    afterAll(() => testApp.close());

    async function withdrawalOf(payer: TestPayer, amount: number) {
      const response = await pay(
        testApp.app,
        payer,
        'payment/withdraw',
        bankTransferWithdrawal(amount),
      );
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
      expect(await wallet(payer)).toEqual({
        balanceKurus: 69_950n,
        heldKurus: 30_050n,
        bonusKurus: 0n,
      });
      const shown = await call(testApp.app, 'GET', 'user/balance', { token: payer.token });
      expect(balance.response.parse(shown.json()).data).toEqual({
        balance: 699.5,
        currency: 'TRY',
        cash: 699.5,
        bonus: 0,
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
      expect(await wallet(payer)).toEqual({ balanceKurus: 60_000n, heldKurus: 0n, bonusKurus: 0n });
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
      expect(await wallet(payer)).toEqual({
        balanceKurus: 100_000n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });
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
          ? { balanceKurus: 90_000n, heldKurus: 0n, bonusKurus: 0n }
          : { balanceKurus: 100_000n, heldKurus: 0n, bonusKurus: 0n },
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
          pay(testApp.app, payer, 'payment/withdraw', bankTransferWithdrawal(100)),
        ),
      );

      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(2);
      expect(await wallet(payer)).toEqual({
        balanceKurus: 0n,
        heldKurus: 100_000n,
        bonusKurus: 0n,
      });
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

    const cancel = (payer: TestPayer, id: number, locale = 'en') =>
      pay(testApp.app, payer, 'payment/cancelwithdrawal', { id }, locale);

    /** The money of a player in all: balance plus held, and the ledger agrees with the wallet. */
    async function totalOf(payer: TestPayer) {
      const now = await wallet(payer);
      expect(await recomputeWallet(testApp.database.db, payer.playerId)).toEqual(now);
      return now.balanceKurus + now.heldKurus;
    }

    it('lets the player cancel a pending withdrawal once: the hold returns, nothing is created', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
      const { id } = await withdrawalOf(payer, 300);
      expect(await wallet(payer)).toEqual({
        balanceKurus: 70_000n,
        heldKurus: 30_000n,
        bonusKurus: 0n,
      });

      const cancelled = await cancel(payer, id);
      const again = await cancel(payer, id, 'tr');
      const approve = await operatorDecides(testApp.app, 'withdrawals', id, 'approve');

      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({
        success: true,
        message:
          'Your withdrawal request of ₺300.00 was cancelled; the amount is back in your balance.',
        data: { id, status: 5 },
      });
      // Idempotent: a second cancel answers the same request and moves no money.
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe(
        '₺300,00 tutarındaki çekim talebiniz iptal edildi; tutar bakiyenize geri eklendi.',
      );
      expect(approve.statusCode).toBe(409);
      expect(await wallet(payer)).toEqual({
        balanceKurus: 100_000n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });
      expect(await totalOf(payer)).toBe(100_000n);
      const releases = await testApp.database.db
        .selectFrom('wallet_ledger')
        .select('kind')
        .where('idempotency_key', '=', `payment:${id}:settle`)
        .execute();
      expect(releases).toHaveLength(1);
      const shown = await pay(testApp.app, payer, 'payment/history', { kind: 2 });
      expect(shown.json().data.items[0]).toMatchObject({ id, status: 5 });
    });

    it('refuses to cancel a withdrawal the operator decided, or another player’s', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      const stranger = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
      const approved = await withdrawalOf(payer, 200);
      const rejected = await withdrawalOf(payer, 100);
      const open = await withdrawalOf(payer, 150.5);
      await operatorDecides(testApp.app, 'withdrawals', approved.id, 'approve');
      await operatorDecides(testApp.app, 'withdrawals', rejected.id, 'reject');

      const afterApproval = await cancel(payer, approved.id, 'tr');
      const afterRejection = await cancel(payer, rejected.id);
      const notTheirs = await cancel(stranger, open.id);

      expect(afterApproval.statusCode).toBe(409);
      expect(afterApproval.json().message).toBe(
        `Çekim talebiniz #${approved.id} artık iptal edilemez: onaylandı.`,
      );
      expect(afterRejection.statusCode).toBe(409);
      expect(afterRejection.json().message).toBe(
        `Your withdrawal request #${rejected.id} can no longer be cancelled: it was rejected.`,
      );
      expect(notTheirs.statusCode).toBe(404);
      // 1000 − 200 paid out; 150.50 still held; nothing else moved.
      expect(await wallet(payer)).toEqual({
        balanceKurus: 64_950n,
        heldKurus: 15_050n,
        bonusKurus: 0n,
      });
      expect(await totalOf(payer)).toBe(80_000n);
    });

    it('settles once when the player cancels while the operator approves or rejects', async () => {
      for (let round = 0; round < 4; round += 1) {
        const payer = await newPayer(testApp.app, testApp.database);
        await fund(testApp.database, payer.playerId, 100_000n);
        const { id } = await withdrawalOf(payer, 400);

        const answers = await Promise.all([
          cancel(payer, id),
          operatorDecides(testApp.app, 'withdrawals', id, round % 2 === 0 ? 'approve' : 'reject'),
          cancel(payer, id),
          operatorDecides(testApp.app, 'withdrawals', id, 'approve'),
        ]);

        const { status } = await testApp.database.db
          .selectFrom('payment_request')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const paidOut = status === 1;
        expect(await wallet(payer)).toEqual(
          paidOut
            ? { balanceKurus: 60_000n, heldKurus: 0n, bonusKurus: 0n }
            : { balanceKurus: 100_000n, heldKurus: 0n, bonusKurus: 0n },
        );
        expect(await totalOf(payer)).toBe(paidOut ? 60_000n : 100_000n);
        const settlements = await testApp.database.db
          .selectFrom('wallet_ledger')
          .select('kind')
          .where('idempotency_key', '=', `payment:${id}:settle`)
          .execute();
        expect(settlements).toHaveLength(1);
        // Each answer is a success or a refusal, never a server error.
        for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
        if (status === 5) {
          expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
        }
      }
    });

    it('answers 404 for a withdrawal that does not exist', async () => {
      const missing = await operatorDecides(testApp.app, 'withdrawals', 424_242, 'reject');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('There is no withdrawal request #424242.');
    });

    it('refuses a method id past the database integer range with a 400, not a database error', async () => {
      const payer = await newPayer(testApp.app, testApp.database);

      const tooLarge = await pay(testApp.app, payer, 'payment/withdraw', {
        ...bankTransferWithdrawal(10),
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
