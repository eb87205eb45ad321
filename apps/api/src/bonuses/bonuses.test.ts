import { activeBonuses, bonusHistory, bonusOffers } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import { listedNotifications, recordPlayerEvents } from '../notifications/test-notifications';
import { openTestApp } from '../test-app';
import { readWallet, recomputeWallet } from '../wallet';
import { standardBonusRules, trialBonusRules } from './bonus-rules';

/** The tests' time: every seeded offer is open then. */
const now = new Date('2026-12-15T12:00:00Z');

interface Player {
  playerId: number;
  token: string;
  fingerprint: string;
}

let devices = 0;

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`bonuses on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    beforeAll(async () => {
      testApp = await openTestApp({ kind, app: { clock: () => now } });
    });
    afterAll(() => testApp.close());

    const db = () => testApp.database.db;

    /** A new player on a device of their own, their phone verified unless `verified` is false. */
    async function newPlayer({
      trialBonus = true,
      locale = 'tr',
      verified = true,
    }: {
      trialBonus?: boolean;
      locale?: 'tr' | 'en';
      verified?: boolean;
    } = {}): Promise<Player> {
      devices += 1;
      const fingerprint = `bonus-device-${devices}`;
      const { body, token } = await signUp(
        testApp.app,
        { trialBonus: trialBonus ? 1 : 0 },
        { fingerprint },
      );
      const { id } = await db()
        .updateTable('player')
        .set({ locale, sms_verified: verified })
        .where('username', '=', body.username)
        .returning('id')
        .executeTakeFirstOrThrow();
      return { playerId: id, token, fingerprint };
    }

    const as = (player: Player, locale: string) => ({
      token: player.token,
      fingerprint: player.fingerprint,
      locale,
    });
    const claimTrial = (player: Player, locale = 'tr') =>
      call(testApp.app, 'GET', 'bonus/definetrialbonus', as(player, locale));
    const claimOffer = (player: Player, id: number, locale = 'tr') =>
      call(testApp.app, 'POST', 'bonus/claim', { ...as(player, locale), body: { id } });
    /** Gives up the player's active bonus, so the next can be claimed. */
    async function forfeit(player: Player) {
      const active = await call(testApp.app, 'GET', 'bonus/active', as(player, 'tr'));
      const [bonus] = activeBonuses.response.parse(active.json()).data;
      if (!bonus) throw new Error('No active bonus to forfeit');
      const answer = await call(testApp.app, 'POST', 'bonus/forfeit', {
        ...as(player, 'tr'),
        body: { id: bonus.id },
      });
      expect(answer.statusCode).toBe(200);
    }

    async function offers(player: Player, locale = 'tr') {
      const response = await call(testApp.app, 'GET', 'bonus/offers', as(player, locale));
      return bonusOffers.response.parse(response.json()).data;
    }

    async function history(player: Player, filter: object = {}, locale = 'tr') {
      const response = await call(testApp.app, 'POST', 'bonus/history', {
        ...as(player, locale),
        body: filter,
      });
      return bonusHistory.response.parse(response.json()).data;
    }

    async function ledgerOf(player: Player) {
      return db()
        .selectFrom('wallet_ledger')
        .select(['kind', 'pocket', 'amount_kurus', 'idempotency_key', 'reference'])
        .where('player_id', '=', player.playerId)
        .orderBy('id')
        .execute();
    }

    it('credits the trial bonus once to the bonus pocket, notifies and records it Processing', async () => {
      const player = await newPlayer();
      const heard = recordPlayerEvents(testApp.app.playerEvents);

      const first = await claimTrial(player);
      const second = await claimTrial(player, 'en');
      heard.stop();

      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        success: true,
        message:
          '₺250,00 tutarındaki deneme bonusunuz bonus bakiyenize eklendi; çevrim şartı tamamlanınca nakde döner.',
        data: null,
      });
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({
        success: false,
        message: 'You have already claimed your trial bonus; each member can claim it once.',
        data: null,
      });
      expect(await ledgerOf(player)).toEqual([
        {
          kind: 'bonus',
          pocket: 'bonus',
          amount_kurus: 25_000n,
          idempotency_key: `trial-bonus:${player.playerId}`,
          reference: 'trial-bonus',
        },
      ]);
      expect(await readWallet(db(), player.playerId)).toEqual({
        balanceKurus: 0n,
        heldKurus: 0n,
        bonusKurus: 25_000n,
      });
      const [notification] = await listedNotifications(
        testApp.app,
        player.token,
        {},
        'tr',
        player.fingerprint,
      );
      expect(notification).toMatchObject({
        type: 4,
        title: 'Bonus tanımlandı',
        note: '₺250,00 tutarındaki Deneme Bonusu bonus bakiyenize eklendi; çevrim şartı tamamlanınca nakde döner.',
        timeStamp: '2026-12-15T12:00:00',
        isRead: false,
      });
      expect(heard.of(player.playerId)).toEqual([
        ['notification', 'Bonus tanımlandı'],
        ['balance', null],
      ]);
      expect(await history(player)).toEqual({
        total: 1,
        items: [
          {
            id: expect.any(Number),
            name: 'Deneme Bonusu',
            amount: 250,
            status: 1,
            createdAt: now.toISOString(),
            settledAt: null,
          },
        ],
      });
    });

    it('credits parallel claims of the trial bonus once', async () => {
      const player = await newPlayer({ locale: 'en' });

      const answers = await Promise.all(Array.from({ length: 8 }, () => claimTrial(player)));

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200, 400, 400, 400, 400, 400, 400, 400,
      ]);
      expect(await recomputeWallet(db(), player.playerId)).toEqual({
        balanceKurus: 0n,
        heldKurus: 0n,
        bonusKurus: 25_000n,
      });
      expect(await ledgerOf(player)).toHaveLength(1);
      expect((await history(player)).total).toBe(1);
      // Listed in the language the player reads the site in now (issue 21).
      const notifications = await listedNotifications(
        testApp.app,
        player.token,
        {},
        'en',
        player.fingerprint,
      );
      expect(notifications.map((item) => [item.title, item.note])).toEqual([
        [
          'Bonus granted',
          'Your Trial Bonus of ₺250.00 has been added to your bonus balance; it turns into cash once its wagering is done.',
        ],
      ]);
    });

    it('refuses the trial bonus to a player who did not choose it, and when none is offered', async () => {
      const declined = await newPlayer({ trialBonus: false });
      const refused = await claimTrial(declined, 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'The trial bonus is only for members who chose it when signing up.',
      );

      const player = await newPlayer();
      const setAmount = (value: string) =>
        db()
          .updateTable('site_option')
          .set({ value })
          .where('key', '=', 'trialBonusAmount')
          .execute();
      await setAmount('0');
      try {
        const none = await claimTrial(player);
        expect(none.statusCode).toBe(400);
        expect(none.json().message).toBe('Şu anda tanımlanabilecek bir deneme bonusu yok.');
      } finally {
        await setAmount('250');
      }
      expect(await ledgerOf(declined)).toEqual([]);
      expect(await ledgerOf(player)).toEqual([]);
    });

    it('keeps offering the trial bonus a player chose at sign-up until it is claimed, then shows it claimed', async () => {
      const player = await newPlayer();
      const [trial] = await offers(player, 'en');
      expect(trial).toEqual({
        id: 0,
        name: 'Trial Bonus',
        summary:
          'The trial bonus you chose when signing up: ₺250.00 is added to your bonus balance.',
        terms: [
          'The trial bonus is given once per person, phone number and device, to members with a verified phone.',
        ],
        amount: 250,
        rules: trialBonusRules,
        startsAt: now.toISOString(),
        endsAt: null,
        claimed: false,
        trial: true,
      });
      expect((await offers(player))[0]?.name).toBe('Deneme Bonusu');
      // The offer list's trial bonus is claimed where the celebration claims it, once.
      expect((await claimTrial(player)).statusCode).toBe(200);
      expect((await offers(player))[0]).toMatchObject({ id: 0, trial: true, claimed: true });
      expect((await claimTrial(player)).statusCode).toBe(400);
      expect(await ledgerOf(player)).toHaveLength(1);
      // A player who did not choose it is not offered it.
      const declined = await newPlayer({ trialBonus: false });
      expect((await offers(declined)).some((offer) => offer.trial)).toBe(false);
    });

    it('lists the open offers in the player’s language with whether each was claimed', async () => {
      const player = await newPlayer();
      await db()
        .insertInto('bonus_offer')
        .values([
          closedOffer(901, { starts_at: new Date('2027-01-01T00:00:00Z') }),
          closedOffer(902, { ends_at: new Date('2026-12-01T00:00:00Z') }),
          closedOffer(903, { active: false }),
        ])
        .execute();

      expect((await claimOffer(player, 3)).statusCode).toBe(200);
      const listed = await offers(player, 'en');

      expect(listed.map((offer) => [offer.id, offer.claimed])).toEqual([
        // The trial bonus this player chose at sign-up comes first.
        [0, false],
        [1, false],
        [2, false],
        [3, true],
        [4, false],
        [5, false],
      ]);
      expect(listed[2]).toEqual({
        id: 2,
        name: 'Slot Tournament Entry Bonus',
        summary: 'Join the weekly slot tournament with ₺50.',
        terms: expect.arrayContaining(['Each member can claim this bonus once.']),
        amount: 50,
        rules: {
          ...standardBonusRules,
          wagering: 20,
          contribution: { slots: 100, table: 0, live: 0, sportsbook: 0 },
          days: 3,
          maxCashout: 250,
        },
        startsAt: '2025-12-31T21:00:00.000Z',
        endsAt: '2027-12-31T21:00:00.000Z',
        claimed: false,
      });
      expect((await offers(player))[1]?.name).toBe('Sadakat Bonusu');

      for (const id of [901, 902, 903, 999]) {
        const refused = await claimOffer(player, id, 'en');
        expect(refused.statusCode, String(id)).toBe(400);
        expect(refused.json().message).toBe(
          'This bonus was not found or cannot be claimed right now.',
        );
      }
      // An id no record can have is refused by the contract before any lookup.
      const outOfRange = await claimOffer(player, 3_000_000_000, 'en');
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json().message).toMatch(/^The field "id" is invalid/);
    });

    it('credits an offer once per player, in parallel too, and notifies in their language', async () => {
      const player = await newPlayer({ locale: 'en' });
      const other = await newPlayer();

      const answers = await Promise.all(
        Array.from({ length: 6 }, () => claimOffer(player, 1, 'en')),
      );
      const theirs = await claimOffer(other, 1);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200, 400, 400, 400, 400, 400,
      ]);
      const granted = answers.find((answer) => answer.statusCode === 200);
      expect(granted?.json().message).toBe(
        'Your Loyalty Bonus of ₺75.00 has been added to your bonus balance; it turns into cash once its wagering is done.',
      );
      const refused = answers.find((answer) => answer.statusCode === 400);
      expect(refused?.json().message).toBe(
        'You have already claimed the Loyalty Bonus; each bonus can be claimed once.',
      );
      expect(theirs.statusCode).toBe(200);
      expect(await ledgerOf(player)).toEqual([
        {
          kind: 'bonus',
          pocket: 'bonus',
          amount_kurus: 7_500n,
          idempotency_key: `bonus-offer:1:${player.playerId}`,
          reference: 'bonus-offer:1',
        },
      ]);
      expect(await recomputeWallet(db(), player.playerId)).toEqual({
        balanceKurus: 0n,
        heldKurus: 0n,
        bonusKurus: 7_500n,
      });
      const notifications = await listedNotifications(
        testApp.app,
        player.token,
        {},
        'en',
        player.fingerprint,
      );
      expect(notifications.map((item) => [item.type, item.note])).toEqual([
        [
          4,
          'Your Loyalty Bonus of ₺75.00 has been added to your bonus balance; it turns into cash once its wagering is done.',
        ],
      ]);
    });

    it('shows the trial bonus and claimed offers in the history, filtered and paged', async () => {
      const player = await newPlayer();
      // One bonus is wagered at a time: each is forfeited before the next.
      await claimTrial(player);
      await forfeit(player);
      await claimOffer(player, 2);
      await forfeit(player);
      await claimOffer(player, 4);
      const { id: expired } = await db()
        .insertInto('bonus_request')
        .values({
          player_id: player.playerId,
          kind: 'trial',
          offer_id: null,
          amount_kurus: 1_000n,
          status: 4,
          ledger_key: 'expired-example',
          created_at: new Date('2026-01-01T00:00:00Z'),
          settled_at: new Date('2026-02-01T00:00:00Z'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const all = await history(player, {}, 'en');
      expect(all.total).toBe(4);
      expect(all.items.map((item) => [item.name, item.amount, item.status])).toEqual([
        ['Winter Festival Bonus', 100, 1],
        ['Slot Tournament Entry Bonus', 50, 3],
        ['Trial Bonus', 250, 3],
        ['Trial Bonus', 10, 4],
      ]);
      expect(await history(player, { status: 4 })).toEqual({
        total: 1,
        items: [
          {
            id: expired,
            name: 'Deneme Bonusu',
            amount: 10,
            status: 4,
            createdAt: '2026-01-01T00:00:00.000Z',
            settledAt: '2026-02-01T00:00:00.000Z',
          },
        ],
      });
      const page = await history(player, { skip: 1, take: 2 });
      expect(page.total).toBe(4);
      expect(page.items.map((item) => item.name)).toEqual([
        'Slot Turnuvası Giriş Bonusu',
        'Deneme Bonusu',
      ]);
    });

    it('needs a session for every bonus call', async () => {
      for (const [method, path] of [
        ['GET', 'bonus/definetrialbonus'],
        ['GET', 'bonus/offers'],
        ['POST', 'bonus/claim'],
        ['GET', 'bonus/active'],
        ['POST', 'bonus/forfeit'],
        ['POST', 'bonus/history'],
      ] as const) {
        const answer = await call(testApp.app, method, path, {
          body: method === 'POST' ? { id: 1 } : undefined,
        });
        expect(answer.statusCode, path).toBe(401);
      }
    });
  });
}

/** An offer that is not open at `now` in the way `overrides` says. */
function closedOffer(
  id: number,
  overrides: { starts_at?: Date; ends_at?: Date; active?: boolean },
) {
  return {
    id,
    name_tr: `Kapalı ${id}`,
    name_en: `Closed ${id}`,
    summary_tr: '-',
    summary_en: '-',
    terms_tr: [],
    terms_en: [],
    amount_kurus: 1_000n,
    starts_at: new Date('2026-01-01T00:00:00Z'),
    ends_at: null,
    ...overrides,
  };
}
