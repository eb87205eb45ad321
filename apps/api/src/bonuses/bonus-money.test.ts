import { activeBonuses, balance, bonusTotals } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../accounts/test-players';
import { createSeamlessWallet } from '../game-wallet/seamless-wallet-service';
import { listedNotifications } from '../notifications/test-notifications';
import { auditWallets } from '../operator/wallet-audit';
import { operatorDecides } from '../payments/test-payments';
import { sportsbookGameCode } from '../sportsbook/sportsbook-name';
import { openTestApp } from '../test-app';
import { readWallet } from '../wallet';
import { expireDueBonuses } from './active-bonus-endpoints';

/**
 * Issue 22 through the player's calls: bonus money sits in its own pocket, is wagered by bets of
 * each game kind, turns into cash within its cap, expires, is forfeited by a withdrawal, and
 * never reaches a withdrawal before its terms are met. PGlite; the model test and the bank test
 * run the same rules on PostgreSQL too.
 */

interface Player {
  playerId: number;
  token: string;
  fingerprint: string;
}

const day = 86_400_000;
let now = new Date('2026-12-15T12:00:00Z');
let devices = 0;

const bankWithdrawal = (amount: number, forfeitBonus?: boolean) => ({
  id: 11,
  target: 'pay',
  detail: { amount, fullName: 'Ayşe Öztürk', Iban: 'TR33 0006 1005 1978 6457 8413 26' },
  ...(forfeitBonus === undefined ? {} : { forfeitBonus }),
});
const bankTransfer = (amount: number) => ({
  id: 2,
  target: 'pay',
  detail: {
    amount,
    fullName: 'Ayşe Öztürk',
    bank: 1,
    transferDate: '2026-12-15T10:30:00+03:00',
    ownAccount: false,
  },
});

describe('bonus money', () => {
  let testApp: Awaited<ReturnType<typeof openTestApp>>;
  let wallet: ReturnType<typeof createSeamlessWallet>;
  let liveGame = '';
  beforeAll(async () => {
    testApp = await openTestApp({ app: { clock: () => now } });
    wallet = createSeamlessWallet({
      database: testApp.database,
      clock: () => now,
      events: testApp.app.playerEvents,
      provider: 'bonus-test',
    });
    const live = await testApp.database.db
      .selectFrom('casino_game')
      .select('code')
      .where('is_live', '=', true)
      .executeTakeFirstOrThrow();
    liveGame = live.code;
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const as = (player: Player, locale = 'en') => ({
    token: player.token,
    fingerprint: player.fingerprint,
    locale,
  });

  async function newPlayer({ verified = true } = {}): Promise<Player> {
    devices += 1;
    const fingerprint = `bonus-money-${devices}`;
    const { body, token } = await signUp(testApp.app, { trialBonus: 1 }, { fingerprint });
    const { id } = await db()
      .updateTable('player')
      .set({ sms_verified: verified })
      .where('username', '=', body.username)
      .returning('id')
      .executeTakeFirstOrThrow();
    return { playerId: id, token, fingerprint };
  }

  /** A bank transfer the operator approved: cash, and a deposit a deposit bonus can stand on. */
  async function deposit(player: Player, amount: number) {
    const answer = await call(testApp.app, 'POST', 'payment/deposit', {
      ...as(player),
      body: bankTransfer(amount),
    });
    expect(answer.statusCode).toBe(200);
    const approved = await operatorDecides(
      testApp.app,
      'deposits',
      answer.json().data.id,
      'approve',
    );
    expect(approved.statusCode).toBe(200);
  }

  const claim = (player: Player, id: number, locale = 'en') =>
    call(testApp.app, 'POST', 'bonus/claim', { ...as(player, locale), body: { id } });
  const claimTrial = (player: Player, locale = 'en') =>
    call(testApp.app, 'GET', 'bonus/definetrialbonus', as(player, locale));
  const withdraw = (player: Player, amount: number, forfeitBonus?: boolean, locale = 'en') =>
    call(testApp.app, 'POST', 'payment/withdraw', {
      ...as(player, locale),
      body: bankWithdrawal(amount, forfeitBonus),
    });

  async function pockets(player: Player) {
    const answer = await call(testApp.app, 'GET', 'user/balance', as(player));
    return balance.response.parse(answer.json()).data;
  }

  async function totals(player: Player) {
    const answer = await call(testApp.app, 'GET', 'bonus/totals', as(player));
    return bonusTotals.response.parse(answer.json()).data;
  }

  async function active(player: Player, locale = 'en') {
    const answer = await call(testApp.app, 'GET', 'bonus/active', as(player, locale));
    return activeBonuses.response.parse(answer.json()).data;
  }

  /** A game session of the player's login on `gameCode`, and a bet/win/rollback of it. */
  async function table(player: Player, gameCode: string) {
    const login = await db()
      .selectFrom('player_session')
      .select('id')
      .where('player_id', '=', player.playerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const session = await wallet.openGameSession({
      playerId: player.playerId,
      playerSessionId: login.id,
      gameCode,
    });
    let serial = 0;
    return {
      async bet(lira: number, odds?: number) {
        serial += 1;
        const id = `${player.playerId}-${gameCode}-${serial}`;
        const answer = await wallet.bet({
          token: session.token,
          transactionId: id,
          roundId: id,
          gameCode,
          amountKurus: BigInt(Math.round(lira * 100)),
          ...(odds === undefined ? {} : { odds }),
        });
        return { id, answer };
      },
      win(betId: string, lira: number) {
        return wallet.win({
          token: session.token,
          transactionId: `${betId}-win`,
          referenceTransactionId: betId,
          roundId: betId,
          gameCode,
          amountKurus: BigInt(Math.round(lira * 100)),
          roundClosed: true,
        });
      },
      rollback(betId: string) {
        return wallet.rollback({
          token: session.token,
          transactionId: `${betId}-rollback`,
          referenceTransactionId: betId,
          roundId: betId,
          gameCode,
        });
      },
    };
  }

  async function expectAuditClean() {
    expect((await auditWallets(db())).violations).toEqual([]);
  }

  it("keeps a new account's bonuses out of any withdrawal (the farming of issue 22)", async () => {
    const player = await newPlayer();
    expect((await claimTrial(player)).statusCode).toBe(200);
    // One bonus is wagered at a time: the four offers wait.
    for (const id of [1, 2, 3, 4]) {
      const refused = await claim(player, id);
      expect(refused.statusCode, String(id)).toBe(400);
      expect(refused.json().message).toBe(
        'Your Trial Bonus is still being wagered; finish it or forfeit it before claiming another bonus.',
      );
    }
    expect(await pockets(player)).toEqual({ balance: 250, currency: 'TRY', cash: 0, bonus: 250 });

    const asked = await withdraw(player, 100, undefined, 'tr');
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      success: false,
      message:
        'Çekim talebi Deneme Bonusu bonusunuzu iptal eder: bonus bakiyenizdeki ₺250,00 silinir. Onaylıyorsanız talebi yeniden gönderin.',
    });
    // Agreeing to forfeit does not make bonus money cash: there is none to withdraw, and the
    // refusal rolls the forfeit back with it.
    const agreed = await withdraw(player, 100, true);
    expect(agreed.statusCode).toBe(400);
    expect(agreed.json().message).toBe('Your balance is not enough for this withdrawal.');
    expect(await pockets(player)).toEqual({ balance: 250, currency: 'TRY', cash: 0, bonus: 250 });
    expect(await active(player)).toHaveLength(1);
    const filed = await db()
      .selectFrom('payment_request')
      .select('id')
      .where('player_id', '=', player.playerId)
      .execute();
    expect(filed).toEqual([]);
    await expectAuditClean();
  });

  it('takes bets from cash first, wins bonus-funded bets into the bonus, counts each game kind, and undoes a rollback', async () => {
    const player = await newPlayer();
    await deposit(player, 100);
    const slot = await table(player, 'zar-slot');
    // Bets before any bonus count toward nothing; ₺20 cash stays.
    for (const stake of [25, 25, 25, 5]) await slot.bet(stake);
    expect((await claimTrial(player)).statusCode).toBe(200);
    const roulette = await table(player, 'zar-rulet');
    const live = await table(player, liveGame);
    const sports = await table(player, sportsbookGameCode);

    // ₺25 from ₺20 cash and ₺250 bonus: ₺20 cash, then ₺5 bonus; slots count in full.
    const first = await slot.bet(25);
    expect(first.answer).toMatchObject({ status: 'RS_OK', balanceKurus: 24_500n });
    expect(await pockets(player)).toMatchObject({ cash: 0, bonus: 245 });
    // Its win goes to the bonus pocket: it used bonus money.
    expect((await slot.win(first.id, 40)).status).toBe('RS_OK');
    expect(await pockets(player)).toMatchObject({ cash: 0, bonus: 285 });

    await roulette.bet(10); // table games count 10 %
    await live.bet(10); // live tables count nothing
    await sports.bet(10, 1.49); // below the minimum odds: nothing
    const counted = await sports.bet(10, 1.5); // at the minimum: in full
    let [progress] = await active(player);
    expect(progress).toMatchObject({
      name: 'Trial Bonus',
      granted: 250,
      balance: 245,
      wagered: 25 + 1 + 10,
      required: 250 * 35,
      expiresAt: new Date(now.getTime() + 7 * day).toISOString(),
    });

    // A rollback returns the stake to the pocket it came from and takes its count back.
    expect((await sports.rollback(counted.id)).status).toBe('RS_OK');
    [progress] = await active(player);
    expect(progress).toMatchObject({ balance: 255, wagered: 26 });

    // While wagering, the largest bet is the bonus's (₺25 for the trial bonus).
    const tooBig = await slot.bet(25.01);
    expect(tooBig.answer).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED', maxBetKurus: 2_500n });
    expect(await pockets(player)).toMatchObject({ cash: 0, bonus: 255 });
    await expectAuditClean();
  });

  it('turns a wagered bonus into cash in one step when its wagering is done, and tells the player', async () => {
    const player = await newPlayer();
    await deposit(player, 100);
    expect((await claim(player, 2)).statusCode).toBe(200); // ₺50, 20× (₺1,000), slots only
    const slot = await table(player, 'zar-slot');
    // The ₺100 cash goes first, and counts: ₺100 of ₺1,000.
    for (let spin = 0; spin < 4; spin += 1) await slot.bet(25);
    expect(await pockets(player)).toMatchObject({ cash: 0, bonus: 50 });
    // Then bonus money, each spin won back into the pocket.
    for (let spin = 0; spin < 35; spin += 1) {
      const { id } = await slot.bet(25);
      await slot.win(id, 25);
    }
    expect(await active(player)).toMatchObject([{ wagered: 975, required: 1_000, balance: 50 }]);
    const last = await slot.bet(25);
    // Done: what was left in the pocket became cash, the bonus is over.
    expect(await pockets(player)).toEqual({ balance: 25, currency: 'TRY', cash: 25, bonus: 0 });
    expect(await active(player)).toEqual([]);
    const [notice] = await listedNotifications(
      testApp.app,
      player.token,
      {},
      'en',
      player.fingerprint,
    );
    expect(notice).toMatchObject({
      title: 'Bonus turned into cash',
      note: 'You completed the wagering of your Slot Tournament Entry Bonus: ₺25.00 has been added to your cash balance.',
    });
    // The last bet's win comes after: cash, as its bonus is.
    await slot.win(last.id, 100);
    expect(await pockets(player)).toMatchObject({ cash: 125, bonus: 0 });
    // Cash now: it is withdrawn without any forfeit.
    expect((await withdraw(player, 125)).statusCode).toBe(200);
    // Turned into cash: the ₺25 left at the end, and the ₺100 its last bet won after.
    expect(await totals(player)).toEqual({
      bonuses: 1,
      granted: 50,
      converted: 125,
      removed: 0,
      active: 0,
    });
    await expectAuditClean();
  });

  it('caps what a bonus turns into, wins of its bets after it ended included', async () => {
    const player = await newPlayer();
    await db()
      .updateTable('bonus_offer')
      .set({ rules: JSON.stringify({ wagering: 1, maxCashout: 60, maxBet: 100 }) })
      .where('id', '=', 4)
      .execute();
    try {
      expect((await claim(player, 4)).statusCode).toBe(200); // ₺100, 1×, cap ₺60
    } finally {
      await db()
        .updateTable('bonus_offer')
        .set({ rules: JSON.stringify({ days: 14 }) })
        .where('id', '=', 4)
        .execute();
    }
    const slot = await table(player, 'zar-slot');
    const open = await slot.bet(40); // still out when the bonus completes
    await slot.bet(60); // ₺100 wagered: done; the pocket is empty
    expect(await pockets(player)).toMatchObject({ cash: 0, bonus: 0 });
    await slot.win(open.id, 200);
    // The late win is the completed bonus's: cash only up to the ₺60 cap.
    expect(await pockets(player)).toMatchObject({ cash: 60, bonus: 0 });
    await expectAuditClean();
  });

  it('removes a bonus past its date with the sweep, and the wins of its bets after that', async () => {
    const player = await newPlayer();
    expect((await claimTrial(player)).statusCode).toBe(200);
    const slot = await table(player, 'zar-slot');
    const open = await slot.bet(20);
    const start = now;
    now = new Date(start.getTime() + 7 * day + 1);
    try {
      const services = { database: testApp.database, clock: () => now };
      expect(
        await expireDueBonuses({ ...services, events: testApp.app.playerEvents }),
      ).toBeGreaterThanOrEqual(1);
      expect(await readWallet(db(), player.playerId)).toMatchObject({
        balanceKurus: 0n,
        bonusKurus: 0n,
      });
      // Its bet's win, settled later, leaves with it.
      expect((await slot.win(open.id, 100)).status).toBe('RS_OK');
      expect(await readWallet(db(), player.playerId)).toMatchObject({
        balanceKurus: 0n,
        bonusKurus: 0n,
      });
      const notice = await db()
        .selectFrom('notification')
        .select(['title_tr', 'body_tr'])
        .where('player_id', '=', player.playerId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(notice).toEqual({
        title_tr: 'Bonusun süresi doldu',
        body_tr: 'Deneme Bonusu süresi dolmadan çevrilemedi; bonus bakiyenizdeki ₺230,00 silindi.',
      });
    } finally {
      now = start;
    }
    await expectAuditClean();
  });

  it('forfeits on the player’s word or with a withdrawal, in the same transaction as the hold', async () => {
    const player = await newPlayer();
    await deposit(player, 300);
    expect((await claim(player, 1)).statusCode).toBe(200);
    const [bonus] = await active(player);
    if (!bonus) throw new Error('no bonus');
    expect(bonus).toMatchObject({ name: 'Loyalty Bonus', granted: 75, balance: 75 });
    expect(await totals(player)).toEqual({
      bonuses: 1,
      granted: 75,
      converted: 0,
      removed: 0,
      active: 75,
    });

    const filed = await withdraw(player, 100, true);
    expect(filed.statusCode).toBe(200);
    expect(await pockets(player)).toEqual({ balance: 200, currency: 'TRY', cash: 200, bonus: 0 });
    expect(await active(player)).toEqual([]);
    const gone = await call(testApp.app, 'POST', 'bonus/forfeit', {
      ...as(player),
      body: { id: bonus.id },
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe('This bonus is no longer active.');

    expect((await claim(player, 3)).statusCode).toBe(200);
    const [next] = await active(player, 'tr');
    const forfeited = await call(testApp.app, 'POST', 'bonus/forfeit', {
      ...as(player, 'tr'),
      body: { id: next?.id },
    });
    expect(forfeited.json()).toEqual({
      success: true,
      message:
        'Canlı Casino Masa Bonusu bonusundan vazgeçtiniz; bonus bakiyenizdeki ₺150,00 silindi.',
      data: null,
    });
    expect(await pockets(player)).toMatchObject({ cash: 200, bonus: 0 });
    expect(await totals(player)).toEqual({
      bonuses: 2,
      granted: 225,
      converted: 0,
      removed: 225,
      active: 0,
    });
    await expectAuditClean();
  });

  it('grants a deposit bonus only on a qualifying deposit, a share of it up to the cap, once per deposit', async () => {
    const player = await newPlayer();
    const none = await claim(player, 5);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'This bonus needs a deposit of at least ₺100.00 in the last 7 days that no other bonus used.',
    );
    await deposit(player, 180);
    const granted = await claim(player, 5);
    expect(granted.statusCode).toBe(200);
    expect(await pockets(player)).toMatchObject({ cash: 180, bonus: 180 });
    expect(await active(player)).toMatchObject([
      {
        name: 'Deposit Bonus',
        granted: 180,
        required: 180 * 25,
        rules: { percent: 100, maxBet: 100 },
      },
    ]);
    await expectAuditClean();
  });

  it('gives the trial bonus only to a verified phone, once per phone, TC number and device', async () => {
    const unverified = await newPlayer({ verified: false });
    const refused = await claimTrial(unverified);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Verify your phone number first to get the trial bonus.');

    const first = await newPlayer();
    expect((await claimTrial(first)).statusCode).toBe(200);
    // Another account on the same device, or with the same phone, gets nothing.
    const { body, token } = await signUp(
      testApp.app,
      { trialBonus: 1 },
      { fingerprint: first.fingerprint },
    );
    const sameDevice = await db()
      .updateTable('player')
      .set({ sms_verified: true })
      .where('username', '=', body.username)
      .returning('id')
      .executeTakeFirstOrThrow();
    const again = await claimTrial({
      playerId: sameDevice.id,
      token,
      fingerprint: first.fingerprint,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'The trial bonus has already been given to this phone number, ID number or device.',
    );
    // The first player moves to another phone; a new account takes the old number.
    const samePhone = await newPlayer();
    const { phone } = await db()
      .selectFrom('player')
      .select('phone')
      .where('id', '=', first.playerId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('player')
      .set({ phone: `${phone}9` })
      .where('id', '=', first.playerId)
      .execute();
    await db().updateTable('player').set({ phone }).where('id', '=', samePhone.playerId).execute();
    expect((await claimTrial(samePhone)).statusCode).toBe(400);
    expect((await readWallet(db(), samePhone.playerId)).bonusKurus).toBe(0n);
    await expectAuditClean();
  });
});
