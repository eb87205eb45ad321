import { deposit, isExternalPaymentPage } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import {
  bankTransferDeposit,
  bankTransferWithdrawal,
  newPayer,
  operatorDecides,
  paparaDeposit,
  pay,
  submitPage,
  type TestPayer,
} from '../payments/test-payments';
import { openTestApp } from '../test-app';
import { commitThenEmit } from './commit-then-emit';
import { broadcastNotification } from './notification-records';
import { listedNotifications, recordPlayerEvents } from './test-notifications';

const papara = paparaDeposit;
const bankTransfer = bankTransferDeposit;

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`notifications on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    beforeAll(async () => {
      testApp = await openTestApp({ kind });
    });
    afterAll(() => testApp.close());

    const db = () => testApp.database.db;

    async function newPlayer(locale: 'tr' | 'en' = 'tr'): Promise<TestPayer> {
      const payer = await newPayer(testApp.app, testApp.database);
      await db().updateTable('player').set({ locale }).where('id', '=', payer.playerId).execute();
      return payer;
    }

    async function latestRequestId(payer: TestPayer) {
      const row = await db()
        .selectFrom('payment_request')
        .select('id')
        .where('player_id', '=', payer.playerId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    /** The player's notifications as `[type, title, note]`, newest first, read in `locale`. */
    async function texts(payer: TestPayer, locale = 'tr') {
      const listed = await listedNotifications(testApp.app, payer.token, {}, locale);
      return listed.map((item) => [item.type, item.title, item.note]);
    }

    it('notifies each money event in the player’s language, after the commit', async () => {
      const turkish = await newPlayer('tr');
      const english = await newPlayer('en');
      const heard = recordPlayerEvents(testApp.app.playerEvents);
      try {
        for (const payer of [turkish, english]) {
          // The request's language is not the player's: the notification follows the player.
          const started = await pay(testApp.app, payer, 'payment/deposit', papara(250.75), 'en');
          const { data } = deposit.response.parse(started.json());
          if (!isExternalPaymentPage(data.url)) throw new Error('no payment page');
          await submitPage(testApp.app, data.url, 'confirm');

          await pay(testApp.app, payer, 'payment/deposit', bankTransfer(1000));
          await operatorDecides(testApp.app, 'deposits', await latestRequestId(payer), 'approve');
          await pay(testApp.app, payer, 'payment/deposit', bankTransfer(50));
          await operatorDecides(testApp.app, 'deposits', await latestRequestId(payer), 'reject');

          await pay(testApp.app, payer, 'payment/withdraw', bankTransferWithdrawal(200));
          await operatorDecides(
            testApp.app,
            'withdrawals',
            await latestRequestId(payer),
            'approve',
          );
          await pay(testApp.app, payer, 'payment/withdraw', bankTransferWithdrawal(100.5));
          await operatorDecides(testApp.app, 'withdrawals', await latestRequestId(payer), 'reject');
        }
      } finally {
        heard.stop();
      }

      expect(await texts(turkish)).toEqual([
        [
          2,
          'Çekim talebiniz reddedildi',
          '₺100,50 tutarındaki çekim talebiniz reddedildi; tutar bakiyenize geri eklendi.',
        ],
        [
          2,
          'Çekim talebiniz onaylandı',
          '₺200,00 tutarındaki çekim talebiniz onaylandı ve ödemeniz gönderildi.',
        ],
        [1, 'Yatırımınız hesabınızda', '₺1.000,00 tutarındaki yatırımınız bakiyenize eklendi.'],
        [1, 'Yatırımınız hesabınızda', '₺250,75 tutarındaki yatırımınız bakiyenize eklendi.'],
      ]);
      expect(await texts(english, 'en')).toEqual([
        [
          2,
          'Withdrawal rejected',
          'Your withdrawal of ₺100.50 was rejected; the amount is back in your balance.',
        ],
        [
          2,
          'Withdrawal approved',
          'Your withdrawal of ₺200.00 was approved and the payment is on its way.',
        ],
        [1, 'Deposit credited', 'Your deposit of ₺1,000.00 has been added to your balance.'],
        [1, 'Deposit credited', 'Your deposit of ₺250.75 has been added to your balance.'],
      ]);

      // A balance event for every wallet change (a rejected deposit changes nothing), and the
      // notification event carries the row as the list shows it.
      expect(heard.of(english.playerId)).toEqual([
        ['balance', null],
        ['notification', 'Deposit credited'],
        ['balance', null],
        ['notification', 'Deposit credited'],
        ['balance', null],
        ['balance', null],
        ['notification', 'Withdrawal approved'],
        ['balance', null],
        ['balance', null],
        ['notification', 'Withdrawal rejected'],
      ]);
      const [newest] = await listedNotifications(testApp.app, english.token, {}, 'en');
      const emitted = heard.heard.filter((item) => item.name === 'notification').at(-1);
      expect(emitted?.event).toEqual({ playerId: english.playerId, notification: newest });
      expect(newest).toMatchObject({ isRead: false, timeStamp: expect.stringMatching(/^\d{4}-/) });
    });

    it('reads each notification in the language the player reads the site in now', async () => {
      const payer = await newPlayer('tr');
      const started = await pay(testApp.app, payer, 'payment/deposit', papara(80));
      const { data } = deposit.response.parse(started.json());
      if (!isExternalPaymentPage(data.url)) throw new Error('no payment page');
      await submitPage(testApp.app, data.url, 'confirm');

      // Written while the player used Turkish; the player has since switched to English.
      expect(await texts(payer, 'en')).toEqual([
        [1, 'Deposit credited', 'Your deposit of ₺80.00 has been added to your balance.'],
      ]);
      expect(await texts(payer, 'tr')).toEqual([
        [1, 'Yatırımınız hesabınızda', '₺80,00 tutarındaki yatırımınız bakiyenize eklendi.'],
      ]);
      // An operator's message has one text, whatever the language.
      await notifyDirectly(payer.playerId, 'Operatörden duyuru');
      const english = await texts(payer, 'en');
      expect(english).toContainEqual([5, 'Operatörden duyuru', '-']);
    });

    it('lists the player’s own notifications newest first, paged with skip and take', async () => {
      const payer = await newPlayer();
      const other = await newPlayer();
      for (const index of [1, 2, 3]) {
        await notifyDirectly(payer.playerId, `Duyuru ${index}`);
      }
      await notifyDirectly(other.playerId, 'Başkasının');

      const all = await listedNotifications(testApp.app, payer.token);
      expect(all.map((item) => item.title)).toEqual(['Duyuru 3', 'Duyuru 2', 'Duyuru 1']);
      const page = await listedNotifications(testApp.app, payer.token, { skip: 1, take: 1 });
      expect(page.map((item) => item.title)).toEqual(['Duyuru 2']);
    });

    it('marks only the player’s own notifications read, ignoring anyone else’s ids', async () => {
      const payer = await newPlayer();
      const other = await newPlayer();
      await notifyDirectly(payer.playerId, 'Benim');
      await notifyDirectly(other.playerId, 'Onun');
      const [mine] = await listedNotifications(testApp.app, payer.token);
      const [theirs] = await listedNotifications(testApp.app, other.token);

      // An id past PostgreSQL's integer, which no record can have, is a bad request, and nothing is marked.
      const refused = await call(testApp.app, 'POST', 'customer/readnotification', {
        token: payer.token,
        body: { id: [mine?.id, 2_147_483_648] },
      });
      expect(refused.statusCode).toBe(400);
      expect((await listedNotifications(testApp.app, payer.token))[0]?.isRead).toBe(false);

      const answer = await call(testApp.app, 'POST', 'customer/readnotification', {
        token: payer.token,
        body: { id: [mine?.id, theirs?.id, 999_999, -1] },
      });

      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: null, data: null });
      expect((await listedNotifications(testApp.app, payer.token))[0]?.isRead).toBe(true);
      expect((await listedNotifications(testApp.app, other.token))[0]?.isRead).toBe(false);
    });

    it('needs a session for both calls and a list of ids to mark', async () => {
      const payer = await newPlayer();
      for (const path of ['customer/notification', 'customer/readnotification']) {
        const answer = await call(testApp.app, 'POST', path, { body: { id: [1] } });
        expect(answer.statusCode, path).toBe(401);
      }
      const empty = await call(testApp.app, 'POST', 'customer/readnotification', {
        token: payer.token,
        body: { id: [] },
      });
      expect(empty.statusCode).toBe(400);
    });

    it('sends the operator’s System notification to one player or to everyone, each once', async () => {
      const payer = await newPlayer();
      const other = await newPlayer('en');
      const players = await db()
        .selectFrom('player')
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
        .executeTakeFirstOrThrow();
      const notify = (body: object) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/operator/notifications',
          headers: { locale: 'en' },
          payload: body,
        });
      const heard = recordPlayerEvents(testApp.app.playerEvents);

      const username = (
        await db()
          .selectFrom('player')
          .select('username')
          .where('id', '=', payer.playerId)
          .executeTakeFirstOrThrow()
      ).username;
      const one = await notify({ to: username.toUpperCase(), title: 'Hesabınız', body: 'Merhaba' });
      const everyone = await notify({
        to: 'all',
        title: 'Bakım',
        body: 'Gece 04:00’te bakım var.',
      });
      heard.stop();

      expect(one.json()).toEqual({
        success: true,
        message: `The notification was sent to ${username.toUpperCase()}.`,
        data: { players: 1 },
      });
      expect(everyone.json()).toEqual({
        success: true,
        message: `The notification was sent to ${Number(players.count)} players.`,
        data: { players: Number(players.count) },
      });
      expect(await texts(payer)).toEqual([
        [5, 'Bakım', 'Gece 04:00’te bakım var.'],
        [5, 'Hesabınız', 'Merhaba'],
      ]);
      expect(await texts(other)).toEqual([[5, 'Bakım', 'Gece 04:00’te bakım var.']]);
      expect(heard.of(payer.playerId)).toEqual([
        ['notification', 'Hesabınız'],
        ['notification', 'Bakım'],
      ]);
      expect(heard.heard).toHaveLength(1 + Number(players.count));

      const unknown = await notify({ to: 'nobody00', title: 'x', body: 'y' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('There is no player named "nobody00".');
      const blank = await notify({ to: 'all', title: '  ', body: 'y' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe(
        'Give the recipient (all or a username), a title of at most 100 characters and a text of at most 1000 characters.',
      );
    });

    it('emits nothing when the transaction rolls back', async () => {
      const payer = await newPlayer();
      const heard = recordPlayerEvents(testApp.app.playerEvents);
      const failed = await commitThenEmit(db(), testApp.app.playerEvents, async (trx, pending) => {
        await broadcastNotification(trx, pending, {
          audience: { everyone: true },
          title: 'Yarım kalan',
          body: '-',
          now: new Date(),
        });
        pending.balance(payer.playerId);
        throw new Error('changed its mind');
      }).catch((error: unknown) => error);
      heard.stop();

      expect(failed).toBeInstanceOf(Error);
      expect(heard.heard).toEqual([]);
      expect(await listedNotifications(testApp.app, payer.token)).toEqual([]);
    });

    async function notifyDirectly(playerId: number, title: string) {
      const username = (
        await db()
          .selectFrom('player')
          .select('username')
          .where('id', '=', playerId)
          .executeTakeFirstOrThrow()
      ).username;
      await commitThenEmit(db(), testApp.app.playerEvents, (trx, pending) =>
        broadcastNotification(trx, pending, {
          audience: { username },
          title,
          body: '-',
          now: new Date(),
        }),
      );
    }
  });
}
