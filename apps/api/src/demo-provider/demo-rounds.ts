import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { bonusMaxBetText } from '../bonuses/bonus-messages';
import type { Database } from '../db';
import type {
  DecidedRoundResult,
  SeamlessWallet,
  WalletAnswer,
  WalletStatus,
} from '../game-wallet';
import { type ServerKey, type ServerText, serverKeys, serverMessage } from '../http';
import type { DemoEngine } from './demo-engines';
import type { DemoLaunchRequest } from './demo-launch-request';
import {
  type DemoLaunchTable,
  type DemoRoundStatus,
  type DemoRoundTable,
  type DemoSeedPairTable,
  unfinishedRoundStatuses,
} from './demo-provider-tables';
import { hashServerSeed, newClientSeed, newServerSeed, type RoundSeeds } from './fairness';

export type DemoLaunch = Selectable<DemoLaunchTable>;
export type DemoRound = Selectable<DemoRoundTable>;

/** What deciding a round needs of a seed pair. */
type KnownPair = Pick<
  Selectable<DemoSeedPairTable>,
  'id' | 'server_seed' | 'client_seed' | 'nonce'
>;

/** Why a round could not be played, in the page's language; `reload` asks for a relaunch. */
export class RoundRefused extends Error {
  constructor(
    readonly text: ServerText,
    readonly reload = false,
    readonly balanceKurus?: bigint,
  ) {
    super(serverMessage(text, 'en'));
  }
}

/** What the games say: keys of `serverGames` in `@zar/locales/server`. */
export const gameMessages = serverKeys('serverGames');

const refusals: Partial<Record<WalletStatus, ServerKey>> = gameMessages.walletRefusals;

/** A second crash round while one runs (two tabs, or two quick clicks). */
export const roundRunning = gameMessages.roundRunning;

/** The refusal of a wallet answer that is not RS_OK. */
function refusalOf(answer: WalletAnswer): RoundRefused {
  if (answer.status === 'RS_ERROR_INVALID_TOKEN' || answer.status === 'RS_ERROR_TOKEN_EXPIRED') {
    return new RoundRefused(gameMessages.sessionEnded, true);
  }
  if (answer.maxBetKurus !== undefined) {
    return new RoundRefused(bonusMaxBetText(answer.maxBetKurus), false, answer.balanceKurus);
  }
  return new RoundRefused(
    refusals[answer.status] ?? gameMessages.walletProblem,
    false,
    answer.balanceKurus,
  );
}

/** What the games share: launches, seed pairs, rounds and the wallet calls that settle them. */
export interface DemoCore {
  db: Kysely<Database>;
  clock: () => Date;
  wallet: SeamlessWallet;
  /** Records a launch and answers the game page's address. */
  launch(request: DemoLaunchRequest): Promise<string>;
  findLaunch(id: string): Promise<DemoLaunch | null>;
  /** The player's seed pair in use: the hash of its server seed, its client seed and next nonce. */
  currentSeeds(
    userCode: string,
  ): Promise<{ serverSeedHash: string; clientSeed: string; nonce: number }>;
  /**
   * Retires the pair in use and starts a new one (with the given client seed, else a random one)
   * for the rounds to come. The old server seed is revealed at once when no round on the pair is
   * unfinished, else `serverSeed` is null and `revealPending` true: it is revealed (in the
   * history) when that round ends, so a running round can never be read ahead.
   */
  rotateSeeds(userCode: string, clientSeed?: string): Promise<{ revealed: RotatedSeeds }>;
  /**
   * Starts a round that runs (the crash game's): takes the next nonce of the player's pair,
   * records the round and takes the stake through the wallet. A refused bet voids the round and throws `RoundRefused`. With
   * `running` (crash) the round also records when it ends by itself, from its seeds, and runs
   * once its stake is taken; a second one of the player's game while one is open or running is
   * refused (`roundRunning`) before any stake or nonce is taken.
   */
  openRound(
    launch: DemoLaunch,
    engine: DemoEngine,
    bet: unknown,
    stakeKurus: number,
    running?: { dueAt(seeds: RoundSeeds, startedAt: Date): Date },
  ): Promise<{ round: DemoRound; seeds: RoundSeeds; balanceKurus: bigint }>;
  /**
   * Moves a round still in one of `from` to `settling`, its outcome and win recorded: one status
   * update, so one request (or process) decides it; null when another got there first.
   */
  decideRound(
    round: DemoRound,
    from: readonly DemoRoundStatus[],
    outcome: unknown,
    winKurus: number,
  ): Promise<DemoRound | null>;
  /**
   * Pays a decided round's recorded win (0 closes it) and marks it settled; answers the balance.
   * Safe to repeat and to race: the wallet applies the win's transaction id once.
   */
  payRound(launch: DemoLaunch, round: DemoRound): Promise<bigint>;
  /**
   * A round decided as it starts (the slot, the roulette), in one transaction with the player's
   * wallet locked: the next nonce of the pair, the round recorded as settled with its outcome,
   * its stake and its win. A refused stake throws `RoundRefused` and leaves nothing: no round, no
   * nonce taken, no money moved; so does any failure. Answers the round and the balance after it.
   */
  playRound<Outcome>(
    launch: DemoLaunch,
    engine: DemoEngine,
    bet: unknown,
    stakeKurus: number,
    decide: (seeds: RoundSeeds) => { outcome: Outcome; winKurus: number },
  ): Promise<{ round: DemoRound; outcome: Outcome; balanceKurus: bigint }>;
  /** The player's latest rounds of this game, newest first, with seeds once revealed. */
  history(launch: DemoLaunch, limit?: number): Promise<RoundRecord[]>;
  /** The player's balance, or a refusal when the session has ended. */
  balance(launch: DemoLaunch): Promise<bigint>;
}

/** The seeds of a pair the player rotated out. */
export interface RotatedSeeds extends Omit<RoundSeeds, 'serverSeed'> {
  serverSeedHash: string;
  /** Null while a round on the pair is unfinished. */
  serverSeed: string | null;
  /** True when the seed is revealed once the unfinished round ends. */
  revealPending: boolean;
}

/** A past round as the page lists it. */
export interface RoundRecord {
  id: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Shown once the pair was rotated and no round on it is unfinished. */
  serverSeed: string | null;
  /** The pair was rotated; its seed is shown when a round still unfinished on it ends. */
  revealPending: boolean;
  stake: number;
  win: number;
  outcome: unknown;
  at: string;
}

const clientSeedPattern = /^[\w-]{1,64}$/;

/** Whether a client seed the player typed is acceptable (letters, digits, _ and -; 1–64). */
export function validClientSeed(seed: string): boolean {
  return clientSeedPattern.test(seed);
}

export function createDemoCore({
  db,
  clock,
  wallet,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  wallet: SeamlessWallet;
}): DemoCore {
  /** The insert of a fresh pair for the player: a new server seed, nonce 0. */
  function newPair(trx: Kysely<Database>, userCode: string, clientSeed: string) {
    const serverSeed = newServerSeed();
    return trx.insertInto('demo_seed_pair').values({
      user_code: userCode,
      server_seed: serverSeed,
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: clientSeed,
      nonce: 0,
      created_at: clock(),
    });
  }

  /** The pair in use, created when the player has none; locked when inside a transaction. */
  async function pairInUse(trx: Kysely<Database>, userCode: string, lock: boolean) {
    const select = () => {
      const query = trx
        .selectFrom('demo_seed_pair')
        .selectAll()
        .where('user_code', '=', userCode)
        .where('rotated_at', 'is', null);
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    };
    const found = await select();
    if (found) return found;
    await newPair(trx, userCode, newClientSeed())
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const created = await select();
    if (!created) throw new Error('No seed pair could be opened');
    return created;
  }

  async function walletCall(
    call: () => Promise<WalletAnswer>,
    attempts = 3,
  ): Promise<WalletAnswer> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call();
      } catch (error) {
        // The same transaction id is safe to send again: the wallet applies it once.
        if (attempt >= attempts) throw error;
      }
    }
  }

  /**
   * Launches as read, by id: a launch row never changes, so each is read once per process while
   * it is played (each call still checks its game session at the wallet). Oldest out first.
   */
  const launches = new Map<string, DemoLaunch>();
  const launchesKept = 5_000;

  /**
   * Each player's seed pair in use as this process last read or played it, so a slot or roulette
   * round is decided before its one database call; the call takes the nonce only if it is still
   * the pair's next, so a stale entry costs a second read, never a wrong round.
   */
  const pairs = new Map<string, KnownPair>();

  /** Keeps `value` under `key`, newest last; past `launchesKept` entries the oldest goes. */
  function keep<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    if (map.size >= launchesKept) {
      const oldest = map.keys().next();
      if (!oldest.done) map.delete(oldest.value);
    }
    map.set(key, value);
  }

  async function knownPair(userCode: string): Promise<KnownPair> {
    const known = pairs.get(userCode);
    if (known) return known;
    const { id, server_seed, client_seed, nonce } = await pairInUse(db, userCode, false);
    const pair = { id, server_seed, client_seed, nonce };
    keep(pairs, userCode, pair);
    return pair;
  }

  /** A new round's row: whose, which game, on which pair and nonce, and its stake. */
  function roundRow(
    launch: DemoLaunch,
    engine: DemoEngine,
    pair: { id: number; client_seed: string; nonce: number },
    bet: unknown,
    stakeKurus: number,
  ) {
    return {
      launch_id: launch.id,
      user_code: launch.user_code,
      game_code: launch.game_code,
      engine,
      seed_pair_id: pair.id,
      client_seed: pair.client_seed,
      nonce: pair.nonce,
      bet: JSON.stringify(bet),
      stake_kurus: stakeKurus,
    };
  }

  /** The pair in use with its next nonce taken, locked until the transaction ends: one statement. */
  async function takeNonce(trx: Transaction<Database>, userCode: string) {
    const taken = () =>
      trx
        .updateTable('demo_seed_pair')
        .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
        .where('user_code', '=', userCode)
        .where('rotated_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    let pair = await taken();
    if (!pair) {
      // The player's first round: the pair is created, then its nonce taken.
      await pairInUse(trx, userCode, true);
      pair = await taken();
    }
    if (!pair) throw new Error('No seed pair could be opened');
    // The row as updated: the round takes the nonce before the increment.
    return { ...pair, nonce: pair.nonce - 1 };
  }

  const transactionIds = (round: DemoRound) => ({
    roundId: `zd-${round.id}`,
    bet: `zd-${round.id}-bet`,
    win: `zd-${round.id}-win`,
    rollback: `zd-${round.id}-rollback`,
  });

  return {
    db,
    clock,
    wallet,

    async launch(request) {
      const session = await wallet.findGameSession(request.token);
      if (!session) throw new Error('The launch carries no live game session');
      const id = randomBytes(18).toString('base64url');
      await db
        .insertInto('demo_launch')
        .values({
          id,
          token: request.token,
          user_code: session.userCode,
          game_code: request.game.gameCode,
          game_name: request.game.name,
          studio: request.game.studio,
          engine: request.game.engine,
          language: request.language === 'en' ? 'en' : 'tr',
          lobby_url: request.lobbyUrl,
          is_mobile: request.isMobile,
          created_at: clock(),
        })
        .execute();
      return `${request.baseUrl}api/games/demo/${encodeURIComponent(request.game.gameCode)}?launch=${id}`;
    },

    async findLaunch(id) {
      if (!/^[\w-]{10,64}$/.test(id)) return null;
      const known = launches.get(id);
      if (known) return known;
      const found = await db
        .selectFrom('demo_launch')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) return null;
      keep(launches, id, found);
      return found;
    },

    async currentSeeds(userCode) {
      const pair = await pairInUse(db, userCode, false);
      return {
        serverSeedHash: pair.server_seed_hash,
        clientSeed: pair.client_seed,
        nonce: pair.nonce,
      };
    },

    async rotateSeeds(userCode, clientSeed) {
      pairs.delete(userCode);
      return db.transaction().execute(async (trx) => {
        // Locked: a round opening now waits, then takes the new pair; none can join this one.
        const pair = await pairInUse(trx, userCode, true);
        await trx
          .updateTable('demo_seed_pair')
          .set({ rotated_at: clock() })
          .where('id', '=', pair.id)
          .execute();
        const held = await hasUnfinishedRound(trx, pair.id);
        await newPair(trx, userCode, clientSeed ?? newClientSeed()).execute();
        return {
          revealed: {
            serverSeed: held ? null : pair.server_seed,
            serverSeedHash: pair.server_seed_hash,
            clientSeed: pair.client_seed,
            nonce: pair.nonce,
            revealPending: held,
          },
        };
      });
    },

    async openRound(launch, engine, bet, stakeKurus, running) {
      // The crash round takes the pair's next nonce itself: a slot spin reads the pair again.
      pairs.delete(launch.user_code);
      let opened: { round: DemoRound; seeds: RoundSeeds };
      try {
        opened = await db.transaction().execute(async (trx: Transaction<Database>) => {
          const pair = await takeNonce(trx, launch.user_code);
          const seeds = {
            serverSeed: pair.server_seed,
            clientSeed: pair.client_seed,
            nonce: pair.nonce,
          };
          const startedAt = clock();
          const inserted = await trx
            .insertInto('demo_round')
            .values({
              ...roundRow(launch, engine, pair, bet, stakeKurus),
              win_kurus: 0,
              // A crash round runs once its stake is taken; until then nothing may settle it.
              status: 'open',
              started_at: startedAt,
              due_at: running ? running.dueAt(seeds, startedAt) : null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return { round: inserted, seeds };
        });
      } catch (error) {
        // Another request of the player's game opened its running round first (the database's
        // `demo_round_one_running` holds across processes): nothing was taken, not even a nonce.
        if (isOneRunningViolation(error)) throw new RoundRefused(roundRunning);
        throw error;
      }
      const { round, seeds } = opened;
      const ids = transactionIds(round);
      let answer: WalletAnswer;
      try {
        answer = await walletCall(() =>
          wallet.bet({
            token: launch.token,
            transactionId: ids.bet,
            roundId: ids.roundId,
            gameCode: launch.game_code,
            amountKurus: BigInt(stakeKurus),
          }),
        );
      } catch (error) {
        // Whether the bet landed is unknown: roll it back (a rollback before its bet blocks it).
        await walletCall(() =>
          wallet.rollback({
            token: launch.token,
            transactionId: ids.rollback,
            roundId: ids.roundId,
            gameCode: launch.game_code,
            referenceTransactionId: ids.bet,
          }),
        ).catch(() => undefined);
        await voidRound(round.id);
        throw error;
      }
      if (answer.status !== 'RS_OK') {
        await voidRound(round.id);
        throw refusalOf(answer);
      }
      const started = running
        ? await db
            .updateTable('demo_round')
            .set({ status: 'running' })
            .where('id', '=', round.id)
            .where('status', '=', 'open')
            .returningAll()
            .executeTakeFirstOrThrow()
        : round;
      return { round: started, seeds, balanceKurus: answer.balanceKurus ?? 0n };
    },

    decideRound,
    payRound,

    async playRound(launch, engine, bet, stakeKurus, decide) {
      // The common case in one database call: decided from the pair as this process last saw it;
      // when that moved on (another process's round, a rotation), read again once.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const pair = await knownPair(launch.user_code);
        const { outcome, winKurus } = decide({
          serverSeed: pair.server_seed,
          clientSeed: pair.client_seed,
          nonce: pair.nonce,
        });
        const at = clock();
        const row = roundRow(launch, engine, pair, bet, stakeKurus);
        const outcomeJson = JSON.stringify(outcome);
        let decided: DecidedRoundResult;
        try {
          decided = await wallet.playDecidedRound(launch.token, {
            seedPairId: pair.id,
            nonce: pair.nonce,
            launchId: launch.id,
            userCode: launch.user_code,
            gameCode: launch.game_code,
            engine,
            clientSeed: pair.client_seed,
            bet: row.bet,
            outcome: outcomeJson,
            stakeKurus: BigInt(stakeKurus),
            winKurus: BigInt(winKurus),
            at,
          });
        } catch (error) {
          pairs.delete(launch.user_code);
          throw error;
        }
        if (decided.status === 'played') {
          keep(pairs, launch.user_code, { ...pair, nonce: pair.nonce + 1 });
          const round: DemoRound = {
            ...row,
            id: decided.roundId,
            stake_kurus: BigInt(stakeKurus),
            outcome: outcomeJson,
            win_kurus: BigInt(winKurus),
            status: 'settled',
            started_at: at,
            settled_at: at,
            due_at: null,
          };
          return { round, outcome, balanceKurus: decided.balanceKurus };
        }
        pairs.delete(launch.user_code);
        if (decided.status === 'other') break;
      }
      // Limits, an exclusion, a bonus being wagered, a top win, a refusal: the rules in TypeScript.
      const played = await wallet.playRound(launch.token, async (money) => {
        const pair = await takeNonce(money.trx, launch.user_code);
        const seeds = {
          serverSeed: pair.server_seed,
          clientSeed: pair.client_seed,
          nonce: pair.nonce,
        };
        const { outcome, winKurus } = decide(seeds);
        const now = clock();
        const round = await money.trx
          .insertInto('demo_round')
          .values({
            ...roundRow(launch, engine, pair, bet, stakeKurus),
            win_kurus: winKurus,
            outcome: JSON.stringify(outcome),
            // Settled as it is recorded: the stake and the win below commit with it or not at all.
            status: 'settled',
            started_at: now,
            settled_at: now,
            due_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const ids = transactionIds(round);
        await money.bet({
          transactionId: ids.bet,
          roundId: ids.roundId,
          gameCode: launch.game_code,
          amountKurus: BigInt(stakeKurus),
        });
        await money.win({
          transactionId: ids.win,
          roundId: ids.roundId,
          gameCode: launch.game_code,
          referenceTransactionId: ids.bet,
          amountKurus: BigInt(winKurus),
          roundClosed: true,
        });
        return { round, outcome };
      });
      if (!played.ok) throw refusalOf(played.answer);
      return { ...played.value, balanceKurus: played.balanceKurus };
    },

    async history(launch, limit = 12) {
      const rows = await db
        .selectFrom('demo_round as round')
        .innerJoin('demo_seed_pair as pair', 'pair.id', 'round.seed_pair_id')
        .select((eb) => [
          'round.id',
          'round.nonce',
          'round.client_seed',
          'round.stake_kurus',
          'round.win_kurus',
          'round.outcome',
          'round.settled_at',
          'pair.server_seed',
          'pair.server_seed_hash',
          'pair.rotated_at',
          eb
            .exists(
              eb
                .selectFrom('demo_round as unfinished')
                .select('unfinished.id')
                .whereRef('unfinished.seed_pair_id', '=', 'pair.id')
                .where('unfinished.status', 'in', [...unfinishedRoundStatuses]),
            )
            .as('held'),
        ])
        .where('round.user_code', '=', launch.user_code)
        .where('round.game_code', '=', launch.game_code)
        .where('round.status', '=', 'settled')
        .orderBy('round.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => {
        // The pair's seed also decided its other rounds, perhaps of another game still running.
        const revealed = row.rotated_at !== null && !row.held;
        return {
          id: row.id,
          nonce: row.nonce,
          clientSeed: row.client_seed,
          serverSeedHash: row.server_seed_hash,
          serverSeed: revealed ? row.server_seed : null,
          revealPending: row.rotated_at !== null && !revealed,
          stake: Number(row.stake_kurus) / 100,
          win: Number(row.win_kurus) / 100,
          outcome: row.outcome ? JSON.parse(row.outcome) : null,
          at: (row.settled_at ?? new Date(0)).toISOString(),
        };
      });
    },

    async balance(launch) {
      const answer = await wallet.balance(launch.token);
      if (answer.status !== 'RS_OK') throw refusalOf(answer);
      return answer.balanceKurus ?? 0n;
    },
  };

  async function voidRound(id: number) {
    await db
      .updateTable('demo_round')
      .set({ status: 'void', settled_at: clock() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
  }

  async function decideRound(
    round: DemoRound,
    from: readonly DemoRoundStatus[],
    outcome: unknown,
    winKurus: number,
  ): Promise<DemoRound | null> {
    const decided = await db
      .updateTable('demo_round')
      .set({ status: 'settling', outcome: JSON.stringify(outcome), win_kurus: winKurus })
      .where('id', '=', round.id)
      .where('status', 'in', [...from])
      .returningAll()
      .executeTakeFirst();
    return decided ?? null;
  }

  async function payRound(launch: DemoLaunch, round: DemoRound): Promise<bigint> {
    const ids = transactionIds(round);
    const answer = await walletCall(() =>
      wallet.win({
        token: launch.token,
        transactionId: ids.win,
        roundId: ids.roundId,
        gameCode: launch.game_code,
        referenceTransactionId: ids.bet,
        amountKurus: BigInt(round.win_kurus),
        roundClosed: true,
      }),
    );
    // A win is owed even when the session ended meanwhile: the round stays `settling` and the
    // settlement sweep pays it.
    if (answer.status !== 'RS_OK') throw refusalOf(answer);
    await db
      .updateTable('demo_round')
      .set({ status: 'settled', settled_at: clock() })
      .where('id', '=', round.id)
      .where('status', '=', 'settling')
      .execute();
    return answer.balanceKurus ?? 0n;
  }

  /** Whether a round on the pair is not over yet: then its server seed must stay secret. */
  async function hasUnfinishedRound(trx: Kysely<Database>, pairId: number): Promise<boolean> {
    const unfinished = await trx
      .selectFrom('demo_round')
      .select('id')
      .where('seed_pair_id', '=', pairId)
      .where('status', 'in', [...unfinishedRoundStatuses])
      .limit(1)
      .executeTakeFirst();
    return unfinished !== undefined;
  }
}

/** Whether an insert failed on the one-running-crash-round index (migration 0015). */
function isOneRunningViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'demo_round_one_running';
}
