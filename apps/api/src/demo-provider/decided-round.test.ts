import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, signUp } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import type { DecidedRoundResult, SeamlessWallet } from '../game-wallet';
import { openTestApp } from '../test-app';
import { postLedgerEntry } from '../wallet';
import {
  fundedPlayer,
  gameCall,
  type LaunchedGame,
  launchGame,
  nextRoundId,
  writtenBy,
} from './test-demo-games';

/**
 * Issue 26: a slot or roulette round of a player in the common case is one database call
 * (`play_decided_round`, migration 0025) instead of the TypeScript round's fourteen statements.
 * It must write exactly what the TypeScript round writes, leave every other case to it, survive
 * another process moving the pair on, and be all or nothing.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;
const now = Date.parse('2026-03-14T12:00:00Z');
const clock = () => new Date(now);

/** What each decided call answered, and a switch that sends every round to `playRound`. */
const decided: DecidedRoundResult['status'][] = [];
let typescriptOnly = false;
const recording = (wallet: SeamlessWallet): SeamlessWallet => ({
  ...wallet,
  async playDecidedRound(token, round) {
    if (typescriptOnly) return { status: 'other' };
    const result = await wallet.playDecidedRound(token, round);
    decided.push(result.status);
    return result;
  },
});

beforeAll(async () => {
  ({ app, database, close } = await openTestApp({
    app: { clock, demoGameWallet: recording },
  }));
});
afterAll(async () => {
  await close();
});
beforeEach(() => {
  typescriptOnly = false;
  decided.length = 0;
});

const spin = (game: LaunchedGame, stake: number) =>
  game.engine === 'slot'
    ? gameCall(app, 'slot/spin', { launch: game.id, bet: stake })
    : gameCall(app, 'roulette/spin', {
        launch: game.id,
        bets: [{ kind: 'red', amount: stake }],
      });

/** A funded player with a slot and a roulette launch, on the given seeds. */
async function playerOnSeeds(seeds?: { server_seed: string; server_seed_hash: string }) {
  const funded = await fundedPlayer(app, database, 500);
  const slot = await launchGame(app, funded.token, 'slot');
  const roulette = await launchGame(app, funded.token, 'roulette');
  // The state call opens the player's seed pair.
  expect((await gameCall(app, 'state', { launch: slot.id })).statusCode).toBe(200);
  const pair = await database.db
    .updateTable('demo_seed_pair')
    .set({ client_seed: 'same-client-seed', ...seeds })
    .where('user_code', '=', funded.userCode)
    .returning(['server_seed', 'server_seed_hash'])
    .executeTakeFirstOrThrow();
  return { ...funded, slot, roulette, pair };
}

describe('a decided round in one database call (issue 26)', () => {
  it('writes the same rounds, ledger, game transactions and balance as the TypeScript round', async () => {
    typescriptOnly = true;
    const before = await playerOnSeeds();
    typescriptOnly = false;
    const after = await playerOnSeeds(before.pair);
    const answers = { before: [] as unknown[], after: [] as unknown[] };
    decided.length = 0;
    for (let index = 0; index < 40; index += 1) {
      const stake = [100, 200, 1000, 500][index % 4] ?? 100;
      for (const [name, player] of [
        ['before', before],
        ['after', after],
      ] as const) {
        typescriptOnly = name === 'before';
        const game = index % 3 === 2 ? player.roulette : player.slot;
        const answer = await spin(game, stake);
        expect(answer.statusCode, answer.body).toBe(200);
        const { round, ...rest } = answer.json().data;
        answers[name].push(rest);
      }
    }
    typescriptOnly = false;
    expect(answers.after).toEqual(answers.before);
    const written = await writtenBy(database, after.playerId, after.userCode);
    expect(written).toEqual(await writtenBy(database, before.playerId, before.userCode));
    expect(written.rounds).toHaveLength(40);
    // Most rounds took the one call; a win of 10 TL or more is listed by the TypeScript round.
    const played = decided.filter((status) => status === 'played').length;
    expect(played).toBeGreaterThan(20);
    expect(decided.filter((status) => status !== 'played')).toEqual(
      Array(decided.length - played).fill('other'),
    );
  });

  it('leaves a loss limit, a time-out and a bonus being wagered to the TypeScript round', async () => {
    // A daily loss limit of 1 TL: the second lira staked is refused.
    const limited = await fundedPlayer(app, database, 100);
    const setLimit = await call(app, 'POST', 'customer/limits', {
      token: limited.token,
      body: { kind: 'lossDaily', value: 1 },
    });
    expect(setLimit.statusCode, setLimit.body).toBe(200);
    const slot = await launchGame(app, limited.token, 'slot');
    decided.length = 0;
    const first = await gameCall(app, 'slot/spin', { launch: slot.id, bet: 100 });
    expect(first.statusCode, first.body).toBe(200);
    if (first.json().data.win === 0) {
      const refused = await gameCall(app, 'slot/spin', { launch: slot.id, bet: 100 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/limit/i);
    }
    expect(decided).not.toContain('played');

    // A time-out: every bet is refused.
    const resting = await fundedPlayer(app, database, 100);
    const restingSlot = await launchGame(app, resting.token, 'slot');
    const timeout = await call(app, 'POST', 'customer/timeout', {
      token: resting.token,
      body: { period: '24h' },
    });
    expect(timeout.statusCode, timeout.body).toBe(200);
    decided.length = 0;
    const refused = await gameCall(app, 'slot/spin', { launch: restingSlot.id, bet: 100 });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(decided).not.toContain('played');

    // The trial bonus being wagered: a slot stake counts toward its wagering.
    const fingerprint = 'decided-round-bonus';
    const { body, token } = await signUp(app, { trialBonus: 1 }, { fingerprint });
    const { id: playerId } = await database.db
      .updateTable('player')
      .set({ sms_verified: true })
      .where('username', '=', body.username)
      .returning('id')
      .executeTakeFirstOrThrow();
    const claimed = await call(app, 'GET', 'bonus/definetrialbonus', { token, fingerprint });
    expect(claimed.statusCode, claimed.body).toBe(200);
    await postLedgerEntry(database.db, {
      playerId,
      kind: 'deposit',
      amountKurus: 10_000n,
      idempotencyKey: `seed:${body.username}`,
    });
    // Launched from the device the login is bound to.
    const launched = await call(app, 'POST', 'casino/dtlaunchurl', {
      token,
      fingerprint,
      body: { code: 'zar-slot' },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const bonusSlot = {
      id: new URL(launched.json().data.match(/https?:\/\/[^"\\]+/)[0]).searchParams.get('launch'),
    };
    decided.length = 0;
    const wagered = await gameCall(app, 'slot/spin', { launch: bonusSlot.id, bet: 100 });
    expect(wagered.statusCode, wagered.body).toBe(200);
    expect(decided).not.toContain('played');
    const bonus = await database.db
      .selectFrom('player_bonus')
      .select('wagered_kurus')
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(bonus.wagered_kurus).toBeGreaterThan(0n);
  });

  it('decides again when another process played the pair on, and after a rotation', async () => {
    const { token, userCode } = await fundedPlayer(app, database, 100);
    const slot = await launchGame(app, token, 'slot');
    const { buildApp } = await import('../app');
    const { testConfig } = await import('../test-app');
    const other = await buildApp({
      config: testConfig(),
      database,
      clock,
      demoGameWallet: recording,
    });
    try {
      decided.length = 0;
      const nonces: number[] = [];
      for (const where of [app, other, app, other, app]) {
        const answer = await where.inject({
          method: 'POST',
          url: '/api/games/demo/api/slot/spin',
          headers: { 'content-type': 'text/plain', origin: 'null' },
          payload: JSON.stringify({ launch: slot.id, bet: 100 }),
        });
        expect(answer.statusCode, answer.body).toBe(200);
        nonces.push(answer.json().data.nonce);
      }
      expect(nonces).toEqual([0, 1, 2, 3, 4]);
      expect(decided).toContain('stale');

      // The other process caches the balance; a round here kept the database's notify out of
      // its commit and announces it after: the other process hears it and reads again.
      const balanceThere = async () =>
        (await call(other, 'GET', 'user/balance', { token })).json().data.balance as number;
      await balanceThere();
      const here = (await gameCall(app, 'slot/spin', { launch: slot.id, bet: 100 })).json().data;
      await vi.waitFor(async () => expect(await balanceThere()).toBe(here.balance));
      expect(decided.at(-1)).toBe('played');
      // The rounds are on the player's one pair, each nonce once.
      const rounds = await database.db
        .selectFrom('demo_round')
        .select('nonce')
        .where('user_code', '=', userCode)
        .orderBy('nonce')
        .execute();
      expect(rounds.map((round) => round.nonce)).toEqual([0, 1, 2, 3, 4, 5]);

      // A rotation in the other process: the next round is on the new pair, at nonce 0.
      const rotated = await other.inject({
        method: 'POST',
        url: '/api/games/demo/api/seeds/rotate',
        headers: { 'content-type': 'text/plain', origin: 'null' },
        payload: JSON.stringify({ launch: slot.id }),
      });
      expect(rotated.statusCode, rotated.body).toBe(200);
      const next = await gameCall(app, 'slot/spin', { launch: slot.id, bet: 100 });
      expect(next.json().data.nonce).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('is all or nothing: a call that fails midway leaves no round, no nonce and no money moved', async () => {
    const { token, playerId, userCode } = await fundedPlayer(app, database, 100);
    const slot = await launchGame(app, token, 'slot');
    const state = async () => (await gameCall(app, 'state', { launch: slot.id })).json().data;
    const before = await state();
    // The next round's stake finds its ledger key taken (a stray row of 1 kuruş): its insert
    // fails after the nonce was taken and the round written.
    const next = await nextRoundId(database);
    await database.db
      .insertInto('wallet_ledger')
      .values({
        player_id: playerId,
        kind: 'test',
        amount_kurus: 1n,
        held_change_kurus: 0n,
        balance_after: 10_001n,
        held_after: 0n,
        idempotency_key: `game:zar-demo:zd-${next}-bet`,
      })
      .execute();
    decided.length = 0;
    const failed = await gameCall(app, 'slot/spin', { launch: slot.id, bet: 100 });
    expect(failed.statusCode).toBe(500);
    expect(decided).toEqual([]);
    const after = await state();
    expect(after.balance).toBe(before.balance);
    expect(after.seeds).toEqual(before.seeds);
    expect(
      await database.db
        .selectFrom('demo_round')
        .select('id')
        .where('user_code', '=', userCode)
        .execute(),
    ).toEqual([]);
    // The next spin plays, on the nonce no failed one used.
    const played = await gameCall(app, 'slot/spin', { launch: slot.id, bet: 100 });
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().data.nonce).toBe(before.seeds.nonce);
    expect(decided).toEqual(['played']);
  });

  it('leaves a round whose fresh transaction id was taken to the TypeScript round, writing nothing', async () => {
    const { token, playerId } = await fundedPlayer(app, database, 100);
    const slot = await launchGame(app, token, 'slot');
    const next = await nextRoundId(database);
    // A stray game transaction holds the next round's win id (its ledger keys are free): the
    // decided round finds it on its own insert, after its round and ledger rows were written.
    await database.db
      .insertInto('game_transaction')
      .values({
        provider: 'zar-demo',
        transaction_id: `zd-${next}-win`,
        player_id: playerId,
        kind: 'win',
        status: 'done',
        round_id: 'stray',
        round_closed: false,
        game_code: 'zar-slot',
        amount_kurus: 0n,
        balance_after: 0n,
        created_at: new Date(now),
      })
      .execute();
    decided.length = 0;
    const played = await gameCall(app, 'slot/spin', { launch: slot.id, bet: 100 });
    expect(played.statusCode, played.body).toBe(200);
    expect(decided).toEqual(['other']);
    expect(
      await database.db.selectFrom('demo_round').select('id').where('id', '=', next).execute(),
    ).toEqual([]);
    expect(
      await database.db
        .selectFrom('wallet_ledger')
        .select('id')
        .where('idempotency_key', '=', `game:zar-demo:zd-${next}-bet`)
        .execute(),
    ).toEqual([]);
  });

  it('checks its fresh ids by key: a plan made while the table was small reads no rows later', async () => {
    const { token, playerId, userCode } = await fundedPlayer(app, database, 100);
    const slot = await launchGame(app, token, 'slot');
    expect((await gameCall(app, 'slot/spin', { launch: slot.id, bet: 100 })).statusCode).toBe(200);
    const { token_hash } = await database.db
      .selectFrom('game_session')
      .select('token_hash')
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const pair = await database.db
      .selectFrom('demo_seed_pair')
      .select(['id', 'nonce'])
      .where('user_code', '=', userCode)
      .where('rotated_at', 'is', null)
      .executeTakeFirstOrThrow();
    const at = new Date(now);
    // A nonce the pair has passed: the call checks the session, the wallet and the fresh ids,
    // then answers stale and writes nothing.
    const staleRound = (db: typeof database.db) =>
      sql<{ o_status: string }>`select o_status from play_decided_round(
          ${token_hash}, ${at}, ${new Date(0)}, ${'zar-demo'}, ${pair.id}, ${pair.nonce - 1},
          ${slot.id}, ${userCode}, ${'zar-slot'}, ${'slot'}, ${'seed'}, ${'{}'}, ${100n},
          ${'{}'}, ${0n})`.execute(db);
    /** Rows and index entries of game_transaction this connection's open transaction read. */
    const readSoFar = async (db: typeof database.db) => {
      const { rows } = await sql<{ read: string }>`
        select coalesce(sum(pg_stat_get_xact_tuples_returned(c.oid)
                            + pg_stat_get_xact_tuples_fetched(c.oid)), 0) as read
          from pg_class c
         where c.oid = 'game_transaction'::regclass
            or c.oid in (select indexrelid from pg_index
                          where indrelid = 'game_transaction'::regclass)`.execute(db);
      return Number(rows[0]?.read);
    };
    await database.db.connection().execute(async (db) => {
      // PL/pgSQL plans each statement once per connection: these plan it on a small table.
      for (let call = 0; call < 8; call++) {
        expect((await staleRound(db)).rows[0]?.o_status).toBe('stale');
      }
      await sql`insert into game_transaction (provider, transaction_id, player_id, kind, status,
                  round_id, game_code, amount_kurus, reference_transaction_id, balance_after,
                  created_at)
                select 'zar-demo', 'grown-' || n, ${playerId}, 'win', 'done', 'grown-' || n,
                       'zar-slot', 0, 'grown-bet-' || n, 0, ${at}
                  from generate_series(1, 3000) as n`.execute(db);
      await db.transaction().execute(async (trx) => {
        const before = await readSoFar(trx);
        expect((await staleRound(trx)).rows[0]?.o_status).toBe('stale');
        // 0026: nothing is found, by key; the one condition with an `or` read all 3,000 rows.
        expect((await readSoFar(trx)) - before).toBeLessThan(10);
      });
    });
  });
});
