import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import {
  fundedPlayer,
  gameCall,
  launchGame,
  nextRoundId,
  writtenBy,
} from '../demo-provider/test-demo-games';
import { decidedRoundCalls, decidedRoundsSent } from '../metrics/domain-metrics';
import { sessionLifetimeMs } from '../sessions';
import { openTestApp } from '../test-app';
import { type DecidedRoundCall, decidedRoundBatches } from './decided-round-batches';
import { hashToken } from './seamless-wallet-service';

/**
 * Issue 26: decided rounds that arrive while the database is busy share one call and one commit
 * (`play_decided_rounds`). Each round must be played exactly as alone, a batch that fails must
 * leave nothing and play its rounds alone, and the money must add up.
 */
for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`decided rounds in batches on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    beforeAll(async () => {
      testApp = await openTestApp({ kind });
    });
    afterAll(() => testApp.close());

    const at = new Date('2026-03-14T12:00:00Z');

    /** Players with a launched slot and its seed pair; `rounds(n)` decides n rounds of each. */
    async function players(count: number) {
      const { app, database } = testApp;
      const launched = [];
      for (let index = 0; index < count; index++) {
        const { token, playerId, userCode } = await fundedPlayer(app, database, 100);
        const slot = await launchGame(app, token, 'slot');
        // The game's state opens the player's seed pair.
        expect((await gameCall(app, 'state', { launch: slot.id })).statusCode).toBe(200);
        const launch = await database.db
          .selectFrom('demo_launch')
          .select(['token', 'game_code'])
          .where('id', '=', slot.id)
          .executeTakeFirstOrThrow();
        const pair = await database.db
          .selectFrom('demo_seed_pair')
          .select(['id', 'nonce', 'client_seed'])
          .where('user_code', '=', userCode)
          .where('rotated_at', 'is', null)
          .executeTakeFirstOrThrow();
        launched.push({ playerId, userCode, siteToken: token, launchId: slot.id, ...launch, pair });
      }
      return launched;
    }

    const decided = (
      player: Awaited<ReturnType<typeof players>>[number],
      nonce: number,
      winKurus: bigint,
    ): DecidedRoundCall => ({
      tokenHash: hashToken(player.token),
      loginBornAfter: new Date(at.getTime() - sessionLifetimeMs),
      round: {
        seedPairId: player.pair.id,
        nonce,
        launchId: player.launchId,
        userCode: player.userCode,
        gameCode: player.game_code,
        engine: 'slot',
        clientSeed: player.pair.client_seed,
        bet: '{"amount":100}',
        outcome: `{"nonce":${nonce}}`,
        stakeKurus: 100n,
        winKurus,
        at,
      },
    });

    const counted = async () => ({
      together: (await decidedRoundCalls.get()).values.find((v) => v.labels.how === 'together')
        ?.value,
      split: (await decidedRoundsSent.get()).values.find((v) => v.labels.how === 'split')?.value,
    });

    async function moneyOf(playerId: number) {
      const wallet = await testApp.database.db
        .selectFrom('wallet_account')
        .select('balance_kurus')
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow();
      const last = await testApp.database.db
        .selectFrom('wallet_ledger')
        .select('balance_after')
        .where('player_id', '=', playerId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return { wallet: wallet.balance_kurus, ledger: last.balance_after };
    }

    it('plays the rounds that waited in one call, each as alone, in order per player', async () => {
      const those = await players(4);
      const batches = decidedRoundBatches(testApp.database.db, 'zar-demo', { inFlight: 1 });
      const before = await counted();
      // The first call goes at once; the other seven wait for it and go together. Each player
      // plays two rounds: the second is decided on the nonce after the first.
      const calls = those.flatMap((player, index) => [
        decided(player, player.pair.nonce, BigInt(index * 50)),
        decided(player, player.pair.nonce + 1, 0n),
      ]);
      const answers = await Promise.all(calls.map((each) => batches.play(each)));
      expect(answers.map((answer) => answer?.o_status)).toEqual(calls.map(() => 'played'));
      expect((await counted()).together).toBe((before.together ?? 0) + 1);
      for (const [index, player] of those.entries()) {
        const rounds = await testApp.database.db
          .selectFrom('demo_round')
          .select(['id', 'nonce', 'win_kurus', 'status'])
          .where('user_code', '=', player.userCode)
          .where('nonce', '>=', player.pair.nonce)
          .orderBy('nonce')
          .execute();
        expect(rounds.map((round) => [round.nonce, round.win_kurus, round.status])).toEqual([
          [player.pair.nonce, BigInt(index * 50), 'settled'],
          [player.pair.nonce + 1, 0n, 'settled'],
        ]);
        // Funded 100 TL, then two rounds here.
        const money = await moneyOf(player.playerId);
        expect(money.wallet).toBe(money.ledger);
        const answered = answers[index * 2 + 1];
        expect(BigInt(answered?.o_balance ?? -1)).toBe(money.wallet);
      }
      // A nonce already taken is stale, in a batch as alone.
      const [first] = those;
      if (!first) throw new Error('no player');
      const again = await Promise.all([
        batches.play(decided(first, first.pair.nonce, 0n)),
        batches.play(decided(first, first.pair.nonce + 2, 0n)),
        batches.play(decided(first, first.pair.nonce + 1, 0n)),
      ]);
      expect(again.map((answer) => answer?.o_status)).toEqual(['stale', 'played', 'stale']);
    });

    it("plays each player's only round of a batch as a set, writing what the round writes alone", async () => {
      const [starter, poor, stale, ...twins] = await players(13);
      if (!starter || !poor || !stale) throw new Error('no players');
      const batches = decidedRoundBatches(testApp.database.db, 'zar-demo', { inFlight: 1 });
      // Five pairs of twins play the same rounds: the first of each alone, the second in a
      // batch. The last pair plays two rounds each (one at a time in the batch too).
      const wins = [0n, 150n, 0n, 2_500n, 40n];
      const pairs = wins.map((winKurus, index) => ({
        winKurus,
        alone: twins[index * 2],
        together: twins[index * 2 + 1],
        rounds: index === wins.length - 1 ? 2 : 1,
      }));
      const roundsOf = (
        player: Awaited<ReturnType<typeof players>>[number],
        pair: (typeof pairs)[number],
      ) =>
        Array.from({ length: pair.rounds }, (_, round) =>
          decided(player, player.pair.nonce + round, round === 0 ? pair.winKurus : 0n),
        );
      const alone = [];
      for (const pair of pairs) {
        if (!pair.alone) throw new Error('no player');
        for (const round of roundsOf(pair.alone, pair)) alone.push(await batches.play(round));
      }
      const before = await counted();
      const first = batches.play(decided(starter, starter.pair.nonce, 0n));
      const unknown = { ...decided(poor, poor.pair.nonce, 0n), tokenHash: hashToken('no-such') };
      const expensive = decided(poor, poor.pair.nonce, 0n);
      expensive.round.stakeKurus = 1_000_000n;
      const waited = [
        ...pairs.flatMap((pair) => (pair.together ? roundsOf(pair.together, pair) : [])),
        decided(stale, stale.pair.nonce + 3, 0n),
        expensive,
        unknown,
      ];
      const together = await Promise.all(waited.map((round) => batches.play(round)));
      expect((await first)?.o_status).toBe('played');
      expect((await counted()).together).toBe((before.together ?? 0) + 1);
      expect(together.map((answer) => answer?.o_status)).toEqual([
        ...alone.map(() => 'played'),
        'stale',
        'other',
        'other',
      ]);
      expect(together.slice(0, alone.length).map((answer) => answer?.o_balance)).toEqual(
        alone.map((answer) => answer?.o_balance),
      );
      const ignoringSeeds = (written: Awaited<ReturnType<typeof writtenBy>>) => ({
        ...written,
        rounds: written.rounds.map(({ client_seed, nonce, ...round }) => round),
      });
      for (const pair of pairs) {
        if (!pair.alone || !pair.together) throw new Error('no player');
        const written = ignoringSeeds(
          await writtenBy(testApp.database, pair.together.playerId, pair.together.userCode),
        );
        expect(written.rounds).toHaveLength(pair.rounds);
        expect(written).toEqual(
          ignoringSeeds(
            await writtenBy(testApp.database, pair.alone.playerId, pair.alone.userCode),
          ),
        );
      }
      // The stale, the unknown and the expensive round wrote nothing.
      for (const player of [poor, stale]) {
        expect(
          (await writtenBy(testApp.database, player.playerId, player.userCode)).rounds,
        ).toEqual([]);
      }
    });

    it('undoes a batch that fails and plays its rounds alone: only a round that fails alone fails', async () => {
      const those = await players(3);
      const batches = decidedRoundBatches(testApp.database.db, 'zar-demo', { inFlight: 1 });
      const next = await nextRoundId(testApp.database);
      // The batch's first round (by user code) takes id next + 1, after the first call's next,
      // and finds its stake's ledger key taken: the batch fails as a whole.
      const [first, second, third] = those;
      if (!first || !second || !third) throw new Error('no players');
      await testApp.database.db
        .insertInto('wallet_ledger')
        .values(
          [second, third].map((player) => ({
            player_id: player.playerId,
            kind: 'test',
            amount_kurus: 1n,
            held_change_kurus: 0n,
            balance_after: 1n,
            held_after: 0n,
            idempotency_key: `game:zar-demo:zd-${next + 1}-bet`,
          })),
        )
        .execute();
      const before = await counted();
      const answers = await Promise.all([
        batches.play(decided(first, first.pair.nonce, 0n)),
        batches.play(decided(second, second.pair.nonce, 0n)),
        batches.play(decided(third, third.pair.nonce, 300n)),
      ]);
      // Alone, each round takes fresh ids, past the taken key: all three play.
      expect(answers.map((answer) => answer?.o_status)).toEqual(['played', 'played', 'played']);
      expect((await counted()).split).toBe((before.split ?? 0) + 2);
      // Nothing of the failed batch is left: no round holds the id it took.
      expect(
        await testApp.database.db
          .selectFrom('demo_round')
          .select('id')
          .where('id', '=', next + 1)
          .execute(),
      ).toEqual([]);
      for (const player of those) {
        const money = await moneyOf(player.playerId);
        expect(money.wallet).toBe(money.ledger);
        const rounds = await testApp.database.db
          .selectFrom('demo_round')
          .select('nonce')
          .where('user_code', '=', player.userCode)
          .where('nonce', '=', player.pair.nonce)
          .execute();
        expect(rounds).toHaveLength(1);
      }
    });

    it.skipIf(kind === 'pglite')(
      "does not hold other players' rounds while one player's wallet is held elsewhere",
      async () => {
        const those = await players(3);
        const [held, one, another] = those;
        if (!held || !one || !another) throw new Error('no players');
        const batches = decidedRoundBatches(testApp.database.db, 'zar-demo', { inFlight: 1 });
        // Another transaction holds the first player's wallet (a deposit being written, say).
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked = () => {};
        const isLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const holder = testApp.database.db.transaction().execute(async (trx) => {
          await trx
            .selectFrom('wallet_account')
            .select('player_id')
            .where('player_id', '=', held.playerId)
            .forUpdate()
            .execute();
          locked();
          await released;
        });
        await isLocked;
        // A first round goes alone; the held player's round and the others' wait and go
        // together, and that batch gives up on the lock.
        const first = batches.play(decided(one, one.pair.nonce, 0n));
        const heldRound = batches.play(decided(held, held.pair.nonce, 0n));
        const otherRound = batches.play(decided(another, another.pair.nonce, 0n));
        // The others are answered while the wallet is still held.
        expect((await first)?.o_status).toBe('played');
        expect((await otherRound)?.o_status).toBe('played');
        release();
        await holder;
        expect((await heldRound)?.o_status).toBe('played');
      },
    );

    it("announces a batch's balance changes in its commit: a process's cached balance follows", async () => {
      const [first, ...others] = await players(5);
      if (!first || others.length !== 4) throw new Error('no players');
      const balanceOf = async (player: typeof first) =>
        (await call(testApp.app, 'GET', 'user/balance', { token: player.siteToken })).json().data
          .balance as number;
      // The process caches every balance.
      const before = await Promise.all([first, ...others].map(balanceOf));
      const batches = decidedRoundBatches(testApp.database.db, 'zar-demo', { inFlight: 1 });
      // Played straight through the batches: nothing in the API announces them. The first round
      // goes alone; the six that wait go together, the first player's two one at a time and the
      // four others' rounds as a set.
      const answers = await Promise.all([
        batches.play(decided(first, first.pair.nonce, 0n)),
        batches.play(decided(first, first.pair.nonce + 1, 0n)),
        batches.play(decided(first, first.pair.nonce + 2, 0n)),
        ...others.map((player) => batches.play(decided(player, player.pair.nonce, 500n))),
      ]);
      expect(answers.map((answer) => answer?.o_status)).toEqual(answers.map(() => 'played'));
      expect(answers.map((answer) => answer?.announced)).toEqual([
        undefined,
        ...answers.slice(1).map(() => true),
      ]);
      await vi.waitFor(async () =>
        expect(await Promise.all([first, ...others].map(balanceOf))).toEqual(
          before.map((balance, index) => balance + (index === 0 ? -3 : 4)),
        ),
      );
    });
  });
}
