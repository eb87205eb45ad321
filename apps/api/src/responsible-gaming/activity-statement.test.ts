import {
  deposit,
  downloadActivityStatement,
  isExternalPaymentPage,
} from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import { createSeamlessWallet } from '../game-wallet';
import { createPlayerEvents } from '../notifications';
import {
  bankTransferDeposit,
  bankTransferWithdrawal,
  fund,
  newPayer,
  paparaDeposit,
  pay,
  submitPage,
  type TestPayer,
} from '../payments/test-payments';
import { openTestApp } from '../test-app';

const papara = (amount: number) => paparaDeposit(amount, { paparaNo: 5551234567 });
const bankTransfer = (amount: number) =>
  bankTransferDeposit(amount, {
    fullName: 'Deniz Yılmaz',
    transferDate: '2026-11-20T10:30:00+03:00',
    ownAccount: true,
  });
const iban = 'TR33 0006 1005 1978 6457 8413 26';
const bankWithdrawal = (amount: number) =>
  bankTransferWithdrawal(amount, { fullName: 'Deniz Yılmaz', iban });

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`activity statement on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    let now = new Date('2026-11-20T07:00:00Z');
    const at = (instant: string) => {
      now = new Date(instant);
    };

    beforeAll(async () => {
      testApp = await openTestApp({ kind, app: { clock: () => now } });
    });
    afterAll(() => testApp.close());

    const db = () => testApp.database.db;
    const wallet = () =>
      createSeamlessWallet({
        database: testApp.database,
        clock: () => now,
        events: createPlayerEvents(),
        provider: 'statement-test',
      });

    /** A game session of the player's login in `gameCode`, opened at the current time. */
    async function game(payer: TestPayer, gameCode: string) {
      const login = await db()
        .selectFrom('player_session')
        .select('id')
        .where('player_id', '=', payer.playerId)
        .executeTakeFirstOrThrow();
      const seamless = wallet();
      const { token } = await seamless.openGameSession({
        playerId: payer.playerId,
        playerSessionId: login.id,
        gameCode,
      });
      const base = (id: string) => ({ token, transactionId: id, roundId: `round-${id}`, gameCode });
      const ok = async (answer: Promise<{ status: string }>) => {
        expect((await answer).status).toBe('RS_OK');
      };
      return {
        bet: (id: string, lira: number) =>
          ok(seamless.bet({ ...base(id), amountKurus: BigInt(lira * 100) })),
        win: (id: string, betId: string, lira: number) =>
          ok(
            seamless.win({
              ...base(id),
              roundId: `round-${betId}`,
              amountKurus: BigInt(lira * 100),
              referenceTransactionId: betId,
            }),
          ),
        rollback: (id: string, betId: string) =>
          ok(
            seamless.rollback({
              ...base(id),
              roundId: `round-${betId}`,
              referenceTransactionId: betId,
            }),
          ),
      };
    }

    async function confirmedDeposit(payer: TestPayer, lira: number) {
      const started = await pay(testApp.app, payer, 'payment/deposit', papara(lira));
      const { data } = deposit.response.parse(started.json());
      if (!isExternalPaymentPage(data.url)) throw new Error('no payment page');
      await submitPage(testApp.app, data.url, 'confirm');
    }

    async function statement(payer: TestPayer | null, body: object, locale = 'en') {
      return call(testApp.app, 'POST', 'customer/statement', {
        body,
        locale,
        ...(payer ? { token: payer.token } : {}),
      });
    }

    /** The statement's CSV lines (without the final empty one), after checking the envelope. */
    async function lines(payer: TestPayer, body: object, locale = 'en') {
      const answer = await statement(payer, body, locale);
      expect(answer.statusCode, answer.body).toBe(200);
      const { csv } = downloadActivityStatement.response.parse(answer.json()).data;
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv.endsWith('\r\n')).toBe(true);
      return csv.slice(1, -2).split('\r\n');
    }

    it('lists the player’s deposits, withdrawals, bets, wins and refunds, oldest first, signed', async () => {
      at('2026-11-20T07:00:00Z');
      const payer = await newPayer(testApp.app, testApp.database);
      const other = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
      await fund(testApp.database, other.playerId, 100_000n);
      const { name: slot } = await db()
        .selectFrom('casino_game')
        .select('name')
        .where('code', '=', 'zar-slot')
        .executeTakeFirstOrThrow();

      await confirmedDeposit(payer, 100);
      await confirmedDeposit(other, 300);
      at('2026-11-20T07:05:00Z');
      const withdrawn = await pay(testApp.app, payer, 'payment/withdraw', bankWithdrawal(150.5));
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      at('2026-11-20T07:10:00Z');
      const played = await game(payer, 'zar-slot');
      const theirs = await game(other, 'zar-slot');
      await played.bet('s1-bet-1', 10);
      await theirs.bet('s1-other-bet', 40);
      at('2026-11-20T07:11:00Z');
      await played.win('s1-win-1', 's1-bet-1', 25);
      at('2026-11-20T07:20:00Z');
      await played.bet('s1-bet-2', 5);
      at('2026-11-20T07:21:00Z');
      await played.rollback('s1-rollback-2', 's1-bet-2');
      const [depositId, withdrawalId] = (
        await db()
          .selectFrom('payment_request')
          .select('id')
          .where('player_id', '=', payer.playerId)
          .orderBy('id')
          .execute()
      ).map((row) => row.id);

      const period = { from: '2026-11-20', to: '2026-11-20' };
      expect(await lines(payer, period)).toEqual([
        'Date,Type,Description,Amount,Status,Reference',
        `2026-11-20 10:00,Deposit,Papara,100.00,Confirmed,${depositId}`,
        `2026-11-20 10:05,Withdrawal,Bank transfer,-150.50,Pending,${withdrawalId}`,
        `2026-11-20 10:10,Bet,${slot},-10.00,Completed,s1-bet-1`,
        `2026-11-20 10:11,Win,${slot},25.00,Completed,s1-win-1`,
        `2026-11-20 10:20,Bet,${slot},-5.00,Refunded,s1-bet-2`,
        `2026-11-20 10:21,Refund,${slot},5.00,Completed,s1-rollback-2`,
      ]);

      const turkish = await statement(payer, period, 'tr');
      const { fileName, csv } = downloadActivityStatement.response.parse(turkish.json()).data;
      expect(fileName).toBe('zar-hesap-dokumu-2026-11-20-2026-11-20.csv');
      expect(csv.split('\r\n')[0]).toBe('\uFEFFTarih,Tür,Açıklama,Tutar,Durum,Referans');
      expect(csv).toContain(`,Para Çekme,`);
      expect(csv).toContain(`,-5.00,İade edildi,s1-bet-2`);
      expect(
        downloadActivityStatement.response.parse((await statement(payer, period)).json()).data
          .fileName,
      ).toBe('zar-statement-2026-11-20-2026-11-20.csv');
      // Only the method's name: no IBAN (masked or not), Papara number or holder's name.
      expect(csv).not.toMatch(/TR33|8413|5551234567|Deniz/);

      const theirLines = await lines(other, period);
      expect(theirLines).toHaveLength(3);
      expect(theirLines.join('\n')).not.toMatch(/s1-bet|-150\.50/);
    });

    it('keeps to the days asked for, midnight to midnight in Istanbul', async () => {
      at('2026-11-23T20:00:00Z');
      const payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
      // 23:59 on the 23rd, 00:00 and 23:59 on the 24th, 00:00 on the 25th, Istanbul time.
      for (const [instant, lira] of [
        ['2026-11-23T20:59:00Z', 51],
        ['2026-11-23T21:00:00Z', 52],
        ['2026-11-24T20:59:00Z', 53],
        ['2026-11-24T21:00:00Z', 54],
      ] as const) {
        at(instant);
        expect((await pay(testApp.app, payer, 'payment/deposit', papara(lira))).statusCode).toBe(
          200,
        );
        await (await game(payer, 'zar-slot')).bet(`s2-bet-${lira}`, lira);
      }

      const rows = await lines(payer, { from: '2026-11-24', to: '2026-11-24' });
      expect(rows.slice(1).map((row) => row.split(',').filter((_, index) => index !== 2))).toEqual([
        ['2026-11-24 00:00', 'Deposit', '52.00', 'Created', expect.any(String)],
        ['2026-11-24 00:00', 'Bet', '-52.00', 'Completed', 's2-bet-52'],
        ['2026-11-24 23:59', 'Deposit', '53.00', 'Created', expect.any(String)],
        ['2026-11-24 23:59', 'Bet', '-53.00', 'Completed', 's2-bet-53'],
      ]);
      const days = await lines(payer, { from: '2026-11-23', to: '2026-11-25' });
      expect(days).toHaveLength(1 + 8);
    });

    it('neutralises text a spreadsheet would run as a formula, and quotes per RFC 4180', async () => {
      at('2026-11-21T09:00:00Z');
      const payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
      const method = await db()
        .selectFrom('payment_method')
        .select(['name_tr', 'name_en'])
        .where('id', '=', 2)
        .executeTakeFirstOrThrow();
      const played = await db()
        .selectFrom('casino_game')
        .select(['code', 'name'])
        .where('code', '<>', 'zar-slot')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('payment_method')
        .set({ name_tr: '=HYPERLINK("http://kotu.example","tıkla")', name_en: '@SUM(A1:A9)' })
        .where('id', '=', 2)
        .execute();
      await db()
        .updateTable('casino_game')
        .set({ name: "+cmd|' /C calc'!A0" })
        .where('code', '=', played.code)
        .execute();
      try {
        const filed = await pay(testApp.app, payer, 'payment/deposit', bankTransfer(200));
        expect(filed.statusCode, filed.body).toBe(200);
        await (await game(payer, played.code)).bet('-1+1', 7);

        const period = { from: '2026-11-21', to: '2026-11-21' };
        const [, turkishDeposit, turkishBet] = await lines(payer, period, 'tr');
        expect(turkishDeposit).toMatch(
          /^2026-11-21 12:00,Para Yatırma,"'=HYPERLINK\(""http:\/\/kotu\.example"",""tıkla""\)",200\.00,Beklemede,\d+$/,
        );
        expect(turkishBet).toBe(
          "2026-11-21 12:00,Bahis,'+cmd|' /C calc'!A0,-7.00,Tamamlandı,'-1+1",
        );
        const [, englishDeposit] = await lines(payer, period, 'en');
        expect(englishDeposit).toMatch(
          /^2026-11-21 12:00,Deposit,'@SUM\(A1:A9\),200\.00,Pending,\d+$/,
        );
      } finally {
        await db().updateTable('payment_method').set(method).where('id', '=', 2).execute();
        await db()
          .updateTable('casino_game')
          .set({ name: played.name })
          .where('code', '=', played.code)
          .execute();
      }
    });

    it('refuses a period that ends before it starts or passes 366 days, in tr and en', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      const backwards = await statement(payer, { from: '2026-11-24', to: '2026-11-01' }, 'tr');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toEqual({
        success: false,
        message:
          '"to" alanı geçersiz: Bitiş tarihi başlangıçtan önce olamaz; aralık en fazla 366 gün olabilir.',
        data: null,
      });
      const tooLong = await statement(payer, { from: '2025-01-01', to: '2026-01-02' }, 'en');
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe(
        'The field "to" is invalid: The end cannot be before the start, and the period can be at most 366 days.',
      );
      const notADay = await statement(payer, { from: '2026-02-30', to: '2026-03-01' }, 'en');
      expect(notADay.statusCode).toBe(400);
      // A leap year is 366 days: allowed.
      expect((await statement(payer, { from: '2024-01-01', to: '2024-12-31' })).statusCode).toBe(
        200,
      );
    });

    it('needs a logged-in player', async () => {
      const answer = await statement(null, { from: '2026-11-01', to: '2026-11-24' });
      expect(answer.statusCode).toBe(401);
    });
  });
}
