import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';
import { decidedRoundIdSeen } from '../db/migrations/0025-decided-round';
import { decidedRoundCalls, decidedRoundsSent } from '../metrics/domain-metrics';
import type { DecidedRound } from './seamless-wallet';

/** A decided round as `play_decided_round` takes it. */
export interface DecidedRoundCall {
  tokenHash: string;
  /** A login born before this is over its lifetime. */
  loginBornAfter: Date;
  round: DecidedRound;
}

/** What `play_decided_round` answered for one round; undefined when it raised `ZR409`. */
export interface DecidedRoundRow {
  o_status: 'played' | 'stale' | 'other';
  o_round_id: number | null;
  o_player_id: number | null;
  o_balance: bigint | string | null;
  /** Whether its commit announced the balance change (a batch's does; a lone round's not). */
  announced?: boolean;
}

interface Waiting {
  call: DecidedRoundCall;
  resolve(row: DecidedRoundRow | undefined): void;
  reject(error: unknown): void;
}

/**
 * Sends decided rounds to the database, several in one call and one commit when they come faster
 * than it answers (issue 26). At most `inFlight` calls run at once (one by default: in
 * `bench/spins.mjs` two in flight made smaller batches and 0.21–0.28 of pgbench against 0.34–0.39,
 * in alternating runs); a round that arrives while they run waits, and the next
 * call takes every round that waited (up to `largest`), so a quiet process sends each round at
 * once, alone, and a busy one shares each commit, round trip and WAL flush among the rounds of
 * the moment. The batch is one statement: when it fails (an error, or a lock waited on past
 * 50 ms), each of its rounds is played alone, beside the next batch, so only a round that fails
 * alone fails and one player's held wallet holds no one else's round.
 */
export function decidedRoundBatches(
  db: Kysely<Database>,
  provider: string,
  { inFlight = 1, largest = 64 }: { inFlight?: number; largest?: number } = {},
) {
  const waiting: Waiting[] = [];
  let running = 0;

  const alone = async ({ tokenHash, loginBornAfter, round }: DecidedRoundCall) => {
    try {
      const { rows } = await sql<DecidedRoundRow>`select * from play_decided_round(
          ${tokenHash}, ${round.at}, ${loginBornAfter}, ${provider}, ${round.seedPairId},
          ${round.nonce}, ${round.launchId}, ${round.userCode}, ${round.gameCode},
          ${round.engine}, ${round.clientSeed}, ${round.bet}, ${round.stakeKurus},
          ${round.outcome}, ${round.winKurus})`.execute(db);
      return rows[0];
    } catch (error) {
      // One of its fresh ids was taken: nothing was written, and playRound plays it.
      if ((error as { code?: unknown }).code === decidedRoundIdSeen) return undefined;
      throw error;
    }
  };

  const together = async (calls: DecidedRoundCall[]) => {
    const rounds = JSON.stringify(
      calls.map(({ tokenHash, loginBornAfter, round }, index) => ({
        index,
        token_hash: tokenHash,
        at: round.at.toISOString(),
        login_born_after: loginBornAfter.toISOString(),
        seed_pair_id: round.seedPairId,
        nonce: round.nonce,
        launch_id: round.launchId,
        user_code: round.userCode,
        game_code: round.gameCode,
        engine: round.engine,
        client_seed: round.clientSeed,
        bet: round.bet,
        stake: String(round.stakeKurus),
        outcome: round.outcome,
        win: String(round.winKurus),
      })),
    );
    const { rows } = await sql<
      DecidedRoundRow & { o_index: number }
    >`select * from play_decided_rounds(${provider}, ${rounds}::json)`.execute(db);
    const answers = new Array<DecidedRoundRow | undefined>(calls.length);
    for (const { o_index, ...row } of rows) answers[o_index] = { ...row, announced: true };
    return answers;
  };

  const count = (how: 'alone' | 'together' | 'split', calls: number, rounds: number) => {
    decidedRoundCalls.inc({ how }, calls);
    decidedRoundsSent.inc({ how }, rounds);
  };

  const playAlone = (each: Waiting) => alone(each.call).then(each.resolve, each.reject);

  /** Plays a batch; resolves when the next one may go (a split batch's rounds go on apart). */
  const send = async (batch: Waiting[]) => {
    if (batch.length === 1 && batch[0]) {
      count('alone', 1, 1);
      await playAlone(batch[0]);
      return;
    }
    const answers = await together(batch.map((each) => each.call)).catch(() => undefined);
    if (answers !== undefined) {
      count('together', 1, batch.length);
      batch.forEach((each, index) => {
        each.resolve(answers[index]);
      });
      return;
    }
    // A failed batch (a round's error, or a wallet lock it waited on too long) plays its rounds
    // alone, beside the next batch: one round waiting on its player's lock holds no other.
    count('split', 1, batch.length);
    count('alone', batch.length, batch.length);
    for (const each of batch) void playAlone(each);
  };

  const pump = () => {
    while (running < inFlight && waiting.length > 0) {
      running += 1;
      void send(waiting.splice(0, largest)).finally(() => {
        running -= 1;
        pump();
      });
    }
  };

  return {
    play(call: DecidedRoundCall): Promise<DecidedRoundRow | undefined> {
      return new Promise((resolve, reject) => {
        waiting.push({ call, resolve, reject });
        pump();
      });
    },
  };
}
