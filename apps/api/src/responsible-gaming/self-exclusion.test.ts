import { bonusOffers } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import { recordPlayerEvents } from '../notifications/test-notifications';
import {
  denizBankTransfer as bankTransfer,
  denizBankWithdrawal as bankWithdrawal,
  fund,
  newPayer,
  operatorDecides,
  pay,
  type TestPayer,
} from '../payments/test-payments';
import { openTestApp } from '../test-app';

const dayMs = 24 * 60 * 60_000;

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`no marketing to self-excluded players on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    // Every seeded bonus offer is open on this day.
    let now = new Date('2026-12-15T12:00:00Z');

    beforeAll(async () => {
      testApp = await openTestApp({ kind, app: { clock: () => now } });
    });
    afterAll(() => testApp.close());

    const db = () => testApp.database.db;

    const selfExclude = async (payer: TestPayer) => {
      const answer = await call(testApp.app, 'POST', 'customer/selfexclusion', {
        token: payer.token,
        body: { period: '6m' },
      });
      expect(answer.statusCode).toBe(200);
    };
    /** An exclusion the operator records; the player's session stays open. */
    const excludeDirectly = (payer: TestPayer, until: Date | null) =>
      db()
        .insertInto('player_exclusion')
        .values({ player_id: payer.playerId, kind: 'self_exclusion', until, created_at: now })
        .execute();
    const notify = (to: string, title: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/operator/notifications',
        headers: { locale: 'en' },
        payload: { to, title, body: 'Yeni slot turnuvası başladı!' },
      });
    /** The player's notification rows as `[type, title]`, oldest first, straight from the table. */
    const rowsOf = async (payer: TestPayer) =>
      (
        await db()
          .selectFrom('notification')
          .select(['type', 'title'])
          .where('player_id', '=', payer.playerId)
          .orderBy('id')
          .execute()
      ).map((row) => [row.type, row.title]);

    it('leaves self-excluded players out of a broadcast: no row and no push', async () => {
      const playing = await newPayer(testApp.app, testApp.database);
      const excluded = await newPayer(testApp.app, testApp.database);
      const lapsed = await newPayer(testApp.app, testApp.database);
      const timedOut = await newPayer(testApp.app, testApp.database);
      await selfExclude(excluded);
      await excludeDirectly(lapsed, new Date(now.getTime() - dayMs));
      await call(testApp.app, 'POST', 'customer/timeout', {
        token: timedOut.token,
        body: { period: '24h' },
      });
      const players = await db()
        .selectFrom('player')
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
        .executeTakeFirstOrThrow();

      const heard = recordPlayerEvents(testApp.app.playerEvents);
      const everyone = await notify('all', 'Turnuva');
      heard.stop();

      expect(everyone.json()).toMatchObject({
        success: true,
        data: { players: Number(players.count) - 1 },
      });
      expect(await rowsOf(excluded)).toEqual([]);
      expect(heard.of(excluded.playerId)).toEqual([]);
      for (const reached of [playing, lapsed, timedOut]) {
        expect(await rowsOf(reached)).toEqual([[5, 'Turnuva']]);
        expect(heard.of(reached.playerId)).toEqual([['notification', 'Turnuva']]);
      }
      const written = await db()
        .selectFrom('notification')
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
        .where('title', '=', 'Turnuva')
        .executeTakeFirstOrThrow();
      expect(Number(written.count)).toBe(Number(players.count) - 1);

      // The operator writing to that one account by name is not marketing: it goes.
      const { username } = await db()
        .selectFrom('player')
        .select('username')
        .where('id', '=', excluded.playerId)
        .executeTakeFirstOrThrow();
      expect((await notify(username, 'Hesabınız')).statusCode).toBe(200);
      expect(await rowsOf(excluded)).toEqual([[5, 'Hesabınız']]);
    });

    it('still tells a self-excluded player about their deposits and withdrawals', async () => {
      const payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
      for (const [path, body] of [
        ['payment/deposit', bankTransfer(200)],
        ['payment/withdraw', bankWithdrawal(150)],
        ['payment/withdraw', bankWithdrawal(100)],
      ] as const) {
        const filed = await pay(testApp.app, payer, path, body);
        expect(filed.statusCode, filed.body).toBe(200);
      }
      const [depositId, approvedId, rejectedId] = (
        await db()
          .selectFrom('payment_request')
          .select('id')
          .where('player_id', '=', payer.playerId)
          .orderBy('id')
          .execute()
      ).map((row) => row.id as number);
      await selfExclude(payer);

      for (const [kind, id, decision] of [
        ['deposits', depositId, 'approve'],
        ['withdrawals', approvedId, 'approve'],
        ['withdrawals', rejectedId, 'reject'],
      ] as const) {
        const decided = await operatorDecides(testApp.app, kind, id as number, decision);
        expect(decided.statusCode, decided.body).toBe(200);
      }
      await notify('all', 'Hafta sonu bonusu');

      expect(await rowsOf(payer)).toEqual([
        [1, 'Yatırımınız hesabınızda'],
        [2, 'Çekim talebiniz onaylandı'],
        [2, 'Çekim talebiniz reddedildi'],
      ]);
    });

    it('offers a self-excluded player no bonus and refuses every claim, until it ends', async () => {
      const { body, token } = await signUp(testApp.app, { trialBonus: 1 });
      const { id: playerId } = await db()
        .selectFrom('player')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
      const player = { playerId, token };
      const offers = async () =>
        bonusOffers.response.parse(
          (await call(testApp.app, 'GET', 'bonus/offers', { token })).json(),
        ).data;
      const open = await offers();
      expect(open.length).toBeGreaterThan(0);
      await excludeDirectly(player, new Date(now.getTime() + 7 * dayMs));

      expect(await offers()).toEqual([]);
      const claim = await call(testApp.app, 'POST', 'bonus/claim', {
        token,
        body: { id: open.find((offer) => !offer.trial)?.id },
      });
      expect(claim.statusCode).toBe(403);
      expect(claim.json()).toEqual({
        success: false,
        message: 'Kendini dışlama süresince bonus ve promosyonlardan yararlanılamaz.',
        data: null,
      });
      const trial = await call(testApp.app, 'GET', 'bonus/definetrialbonus', {
        token,
        locale: 'en',
      });
      expect(trial.statusCode).toBe(403);
      expect(trial.json().message).toBe(
        'Bonuses and promotions are not available while you are self-excluded.',
      );
      const credited = await db()
        .selectFrom('bonus_request')
        .select('id')
        .where('player_id', '=', playerId)
        .execute();
      expect(credited).toEqual([]);
      expect(await rowsOf(player)).toEqual([]);

      now = new Date(now.getTime() + 8 * dayMs);
      expect((await offers()).length).toBeGreaterThan(0);
    });
  });
}
