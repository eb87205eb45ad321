import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { call } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import type { SeamlessWallet, WalletAnswer } from '../game-wallet';
import type { DemoEngine } from './demo-engines';
import { crashPointFromFloat } from './engines/crash';
import { fairFloats } from './fairness';

export { fundedPlayer } from '../test-wallet';

/** An in-house game launched as the site does: its page address and launch id. */
export interface LaunchedGame {
  engine: DemoEngine;
  id: string;
  /** The page's path and query. */
  page: string;
}

const gameCodes = { slot: 'zar-slot', roulette: 'zar-rulet', crash: 'zar-roket' } as const;

export async function launchGame(
  app: FastifyInstance,
  token: string,
  engine: LaunchedGame['engine'],
  locale = 'en',
): Promise<LaunchedGame> {
  const response = await call(app, 'POST', 'casino/dtlaunchurl', {
    token,
    body: { code: gameCodes[engine] },
    locale,
  });
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.body}`);
  const url = new URL(response.json().data.match(/https?:\/\/[^"\\]+/)[0]);
  return { engine, id: url.searchParams.get('launch') ?? '', page: `${url.pathname}${url.search}` };
}

/** A call of a game page (JSON sent as text/plain, from the sandboxed frame). Sent at once. */
export async function gameCall(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return await app.inject({
    method: 'POST',
    url: `/api/games/demo/api/${path}`,
    headers: { 'content-type': 'text/plain', origin: 'null' },
    payload: JSON.stringify(body),
  });
}

export async function balanceOf(app: FastifyInstance, token: string): Promise<number> {
  return (await call(app, 'GET', 'user/balance', { token })).json().data.balance as number;
}

/** What the server knows of a round and nobody else may before it ends: seed and crash point. */
export async function secretsOf(database: DatabaseHandle, roundId: number) {
  const row = await database.db
    .selectFrom('demo_round as round')
    .innerJoin('demo_seed_pair as pair', 'pair.id', 'round.seed_pair_id')
    .select(['pair.server_seed', 'round.client_seed', 'round.nonce', 'round.status'])
    .where('round.id', '=', roundId)
    .executeTakeFirstOrThrow();
  const seeds = { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
  return {
    serverSeed: row.server_seed,
    crashPoint: crashPointFromFloat(fairFloats(seeds, 1)[0] ?? 0),
    status: row.status,
  };
}

/** The demo provider's wallet transactions of one round. */
export async function roundTransactions(database: DatabaseHandle, roundId: number) {
  return database.db
    .selectFrom('game_transaction')
    .select(['kind', 'amount_kurus'])
    .where('provider', '=', 'zar-demo')
    .where('round_id', '=', `zd-${roundId}`)
    .orderBy('id')
    .execute();
}

/**
 * Wraps the demo games' wallet so a test can hold the next bet or win before it reaches the
 * wallet: `hold('bet')` answers when a call got there and releases it (or fails it) on demand.
 */
export function holdingWallet() {
  const armed: Partial<Record<'bet' | 'win', { reached(): void; released: Promise<void> }>> = {};
  const gate = async (kind: 'bet' | 'win') => {
    const hold = armed[kind];
    if (!hold) return;
    delete armed[kind];
    hold.reached();
    await hold.released;
  };
  return {
    wrap(wallet: SeamlessWallet): SeamlessWallet {
      return {
        ...wallet,
        async bet(call): Promise<WalletAnswer> {
          await gate('bet');
          return wallet.bet(call);
        },
        async win(call): Promise<WalletAnswer> {
          await gate('win');
          return wallet.win(call);
        },
        // A held round is played by playRound, whose steps can be held; the others as the API
        // plays them, in one call when it can.
        async playDecidedRound(token, round) {
          if (armed.bet || armed.win) return { status: 'other' };
          return wallet.playDecidedRound(token, round);
        },
        // The slot's and the roulette's rounds: held inside their one transaction.
        playRound(token, play) {
          return wallet.playRound(token, (money) =>
            play({
              ...money,
              async bet(call) {
                await gate('bet');
                return money.bet(call);
              },
              async win(call) {
                await gate('win');
                return money.win(call);
              },
            }),
          );
        },
      };
    },
    /** Holds the next call of `kind`: `release` lets it through, `fail` makes it throw. */
    hold(kind: 'bet' | 'win') {
      let reached!: () => void;
      let release!: () => void;
      let fail!: (error: Error) => void;
      const reachedPromise = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const released = new Promise<void>((resolve, reject) => {
        release = resolve;
        fail = reject;
      });
      // A failure is handed to the held call; nobody else awaits it.
      released.catch(() => undefined);
      armed[kind] = { reached, released };
      return { reached: reachedPromise, release, fail };
    },
  };
}

/** The id the next demo round will take (the round id sequence's next value). */
export async function nextRoundId(database: DatabaseHandle): Promise<number> {
  const { rows } = await sql<{
    next: number;
  }>`select case when is_called then last_value + 1 else last_value end as next from demo_round_id_seq`.execute(
    database.db,
  );
  return Number(rows[0]?.next);
}

/** Everything a player's rounds wrote, with the rounds' ids replaced by their order. */
export async function writtenBy(database: DatabaseHandle, playerId: number, userCode: string) {
  const rounds = await database.db
    .selectFrom('demo_round')
    .selectAll()
    .where('user_code', '=', userCode)
    .orderBy('id')
    .execute();
  const order = new Map(rounds.map((round, index) => [String(round.id), String(index)]));
  const plain = (text: string | null) =>
    text?.replace(/zd-(\d+)/g, (_, id: string) => `zd-#${order.get(id) ?? `unknown ${id}`}`) ??
    null;
  const ledger = await database.db
    .selectFrom('wallet_ledger')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('kind', '!=', 'deposit')
    .orderBy('id')
    .execute();
  const keyOf = new Map(ledger.map((row) => [row.id, plain(row.idempotency_key)]));
  const transactions = await database.db
    .selectFrom('game_transaction')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
  const wallet = await database.db
    .selectFrom('wallet_account')
    .select(['balance_kurus', 'held_kurus', 'bonus_kurus'])
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return {
    rounds: rounds.map(({ id, launch_id, user_code, seed_pair_id, ...round }) => round),
    ledger: ledger.map(({ id, player_id, created_at, ...row }) => ({
      ...row,
      idempotency_key: plain(row.idempotency_key),
      reference: plain(row.reference),
    })),
    transactions: transactions.map(({ id, player_id, ledger_id, ...row }) => ({
      ...row,
      transaction_id: plain(row.transaction_id),
      round_id: plain(row.round_id),
      reference_transaction_id: plain(row.reference_transaction_id),
      ledger: ledger_id === null ? null : keyOf.get(ledger_id),
    })),
    wallet,
  };
}
