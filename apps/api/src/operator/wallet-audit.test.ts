import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../db/test-engines';
import { newPayer, operatorDecides, pay } from '../payments/test-payments';
import { openTestApp } from '../test-app';
import { postLedgerEntry } from '../wallet';
import { auditWallets } from './wallet-audit';

const bankTransfer = (amount: number) => ({
  id: 2,
  target: 'pay',
  detail: {
    amount,
    fullName: 'Ayşe Öztürk',
    bank: 3,
    transferDate: '2026-03-14T10:30',
    ownAccount: true,
  },
});
const papara = (amount: number) => ({
  id: 12,
  target: 'pay',
  detail: { amount, paparaNo: 1234567890 },
});

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`the wallet audit on ${kind}${skipReason ?? ''}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    beforeAll(async () => {
      testApp = await openTestApp({ kind });
    });
    afterAll(() => testApp.close());

    it('finds the money of approved deposits and pending withdrawals conserved', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      await pay(testApp.app, payer, 'payment/deposit', bankTransfer(750));
      const [request] = await testApp.database.db
        .selectFrom('payment_request')
        .select('id')
        .where('player_id', '=', payer.playerId)
        .execute();
      expect(
        (await operatorDecides(testApp.app, 'deposits', Number(request?.id), 'approve')).statusCode,
      ).toBe(200);
      expect((await pay(testApp.app, payer, 'payment/withdraw', papara(200))).statusCode).toBe(200);

      const audit = await auditWallets(testApp.database.db);
      expect(audit.violations).toEqual([]);
      expect(audit.totals).toMatchObject({
        balances: 55_000n,
        held: 20_000n,
        depositsIn: 75_000n,
        withdrawalsPending: 20_000n,
      });
      const answer = await testApp.app.inject({ method: 'GET', url: '/api/operator/wallet-audit' });
      expect(answer.json().data).toMatchObject({ violations: [], totals: { depositsIn: 75_000 } });
    });

    it('names money that entered the ledger without a record of where it came from', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      await postLedgerEntry(testApp.database.db, {
        playerId: payer.playerId,
        kind: 'deposit',
        amountKurus: 5_000n,
        idempotencyKey: 'payment:999999:credit',
      });
      const { violations } = await auditWallets(testApp.database.db);
      expect(violations).toEqual([
        expect.stringMatching(/^money not conserved: .* = 80000, but .* = 75000$/),
        '1 ledger entries without a record',
      ]);
    });
  });
}
