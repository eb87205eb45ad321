import { financialActivities } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../db/test-engines';
import { openTestApp } from '../test-app';
import {
  fund,
  newPayer,
  operatorDecides,
  paparaDeposit,
  pay,
  type TestPayer,
} from './test-payments';

const papara = (amount: number) => paparaDeposit(amount, { paparaNo: 5551234567 });
const cryptoWithdrawal = (amount: number) => ({
  id: 13,
  target: 'pay',
  detail: { amount, network: 'TRC20', walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
});

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`financial activities on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    let now = new Date('2026-03-01T09:00:00Z');
    let payer: TestPayer;
    const ids: number[] = [];

    beforeAll(async () => {
      testApp = await openTestApp({ kind, app: { clock: () => now } });
      payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 1_000_000n);
      // 1 Mar deposit (Created), 5 Mar withdrawal (Pending), 10 Mar withdrawal (rejected),
      // 14 Mar deposit (Created).
      const steps: Array<[string, string, object]> = [
        ['2026-03-01T09:00:00Z', 'payment/deposit', papara(100)],
        ['2026-03-05T12:00:00Z', 'payment/withdraw', cryptoWithdrawal(600)],
        ['2026-03-10T20:30:00Z', 'payment/withdraw', cryptoWithdrawal(700)],
        ['2026-03-14T23:59:00Z', 'payment/deposit', papara(250.25)],
      ];
      for (const [at, path, body] of steps) {
        now = new Date(at);
        expect((await pay(testApp.app, payer, path, body)).statusCode).toBe(200);
      }
      const rows = await testApp.database.db
        .selectFrom('payment_request')
        .select('id')
        .where('player_id', '=', payer.playerId)
        .orderBy('id')
        .execute();
      ids.push(...rows.map((row) => row.id));
      await operatorDecides(testApp.app, 'withdrawals', ids[2] as number, 'reject');
    });
    afterAll(() => testApp.close());

    async function history(filter: object, locale = 'en') {
      const response = await pay(testApp.app, payer, 'payment/history', filter, locale);
      expect(response.statusCode).toBe(200);
      return financialActivities.response.parse(response.json()).data;
    }

    it('lists every deposit and withdrawal newest first, with the method name and SPEC §3 status', async () => {
      const page = await history({});
      expect(page.total).toBe(4);
      expect(page.items).toEqual([
        {
          id: ids[3],
          kind: 1,
          methodName: 'Papara',
          amount: 250.25,
          status: 6,
          createdAt: '2026-03-14T23:59:00.000Z',
        },
        {
          id: ids[2],
          kind: 2,
          methodName: 'Crypto (USDT)',
          amount: 700,
          status: 4,
          createdAt: '2026-03-10T20:30:00.000Z',
        },
        {
          id: ids[1],
          kind: 2,
          methodName: 'Crypto (USDT)',
          amount: 600,
          status: 2,
          createdAt: '2026-03-05T12:00:00.000Z',
        },
        {
          id: ids[0],
          kind: 1,
          methodName: 'Papara',
          amount: 100,
          status: 6,
          createdAt: '2026-03-01T09:00:00.000Z',
        },
      ]);
      expect((await history({}, 'tr')).items[1]?.methodName).toBe('Kripto (USDT)');
    });

    it('filters by kind and status', async () => {
      const deposits = await history({ kind: 1 });
      const withdrawals = await history({ kind: 2 });
      const pendingWithdrawals = await history({ kind: 2, status: 2 });
      const confirmed = await history({ status: 1 });

      expect(deposits.items.map((item) => item.id)).toEqual([ids[3], ids[0]]);
      expect(withdrawals.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
      expect(pendingWithdrawals).toEqual({
        total: 1,
        items: [expect.objectContaining({ id: ids[1] })],
      });
      expect(confirmed).toEqual({ total: 0, items: [] });
    });

    it('filters by a date range, from inclusive and to exclusive', async () => {
      const march5to10 = await history({
        from: '2026-03-05T00:00:00+03:00',
        to: '2026-03-11T00:00:00+03:00',
      });
      const fromExactly = await history({ from: '2026-03-05T12:00:00Z' });
      const toExactly = await history({ to: '2026-03-05T12:00:00Z' });

      expect(march5to10.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
      expect(fromExactly.items.map((item) => item.id)).toEqual([ids[3], ids[2], ids[1]]);
      expect(toExactly.items.map((item) => item.id)).toEqual([ids[0]]);
    });

    it('pages with skip and take, the total counting every match', async () => {
      const first = await history({ skip: 0, take: 3 });
      const second = await history({ skip: 3, take: 3 });

      expect(first.total).toBe(4);
      expect(first.items.map((item) => item.id)).toEqual([ids[3], ids[2], ids[1]]);
      expect(second).toEqual({ total: 4, items: [expect.objectContaining({ id: ids[0] })] });
    });

    it('shows only the player’s own activities and refuses a bad filter', async () => {
      const other = await newPayer(testApp.app, testApp.database);
      const theirs = await pay(testApp.app, other, 'payment/history', {});
      expect(financialActivities.response.parse(theirs.json()).data).toEqual({
        total: 0,
        items: [],
      });

      for (const filter of [{ kind: 3 }, { status: 9 }, { take: 500 }, { from: 'yesterday' }]) {
        expect((await pay(testApp.app, payer, 'payment/history', filter)).statusCode).toBe(400);
      }
    });
  });
}
