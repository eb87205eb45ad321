import * as z from 'zod';
import {
  type DemoCore,
  type DemoLaunch,
  type DemoRound,
  gameMessages,
  RoundRefused,
  roundRunning,
} from './demo-rounds';
import { cashOutWin, crashPointFromFloat, multiplierAt, timeToReach } from './engines/crash';
import { fairFloats, type RoundSeeds } from './fairness';

export const crashStartRequest = z.object({
  bet: z.number().int().min(100).max(100_000),
  autoCashOut: z.number().min(1.01).max(1000).optional(),
});

/** A crash round as the page sees it (the crash point stays secret while it runs). */
export interface CrashState {
  round: number;
  nonce: number;
  stake: number;
  autoCashOut: number | null;
  /** How long the round has run by the server's clock; once over, when it ended. */
  elapsedMs: number;
  multiplier: number;
  running: boolean;
  /** Set once the round is over. */
  result: { crashPoint: number; cashedOutAt: number | null; win: number } | null;
  /** The balance after the round's win, when this call paid it or saw it paid. */
  balance?: number;
}

interface CrashBet {
  autoCashOut: number | null;
}

interface CrashOutcome {
  crashPoint: number;
  cashedOutAt: number | null;
}

const lira = (kurus: bigint | number) => Number(kurus) / 100;

const noRound = gameMessages.noRound;

function crashPointFrom(seeds: RoundSeeds): number {
  return crashPointFromFloat(fairFloats(seeds, 1)[0] ?? 0);
}

/**
 * When a round ends by itself, in ms after its start: at its auto cash-out if that comes before
 * the crash point (cashing out at the crash point itself is too late), else at the crash.
 */
function endsAfterMs(crashPoint: number, autoCashOut: number | null): number {
  return timeToReach(autoCashOut !== null && autoCashOut < crashPoint ? autoCashOut : crashPoint);
}

/** The crash point of a round, from its seeds (kept by the server until the round ends). */
async function crashPointOf(core: DemoCore, round: DemoRound): Promise<number> {
  const pair = await core.db
    .selectFrom('demo_seed_pair')
    .select('server_seed')
    .where('id', '=', round.seed_pair_id)
    .executeTakeFirstOrThrow();
  return crashPointFrom({
    serverSeed: pair.server_seed,
    clientSeed: round.client_seed,
    nonce: round.nonce,
  });
}

function runningState(round: DemoRound, now: Date): CrashState {
  const bet = JSON.parse(round.bet) as CrashBet;
  const elapsedMs = now.getTime() - round.started_at.getTime();
  return {
    round: round.id,
    nonce: round.nonce,
    stake: lira(round.stake_kurus),
    autoCashOut: bet.autoCashOut,
    elapsedMs,
    multiplier: multiplierAt(elapsedMs),
    running: true,
    result: null,
  };
}

function finishedStateOf(round: DemoRound, balanceKurus?: bigint): CrashState {
  const outcome = JSON.parse(round.outcome ?? 'null') as CrashOutcome;
  const endedAt = outcome.cashedOutAt ?? outcome.crashPoint;
  return {
    ...runningState(round, round.started_at),
    elapsedMs: Math.round(timeToReach(endedAt)),
    multiplier: endedAt,
    running: false,
    result: { ...outcome, win: lira(round.win_kurus) },
    ...(balanceKurus === undefined ? {} : { balance: lira(balanceKurus) }),
  };
}

/**
 * The state of a round that is over: its recorded result, whoever decided it (a cash-out, the
 * server's settlement, another tab). A round decided but not yet paid is paid here, which is safe
 * next to its decider: the wallet applies the win's transaction id once. Null if it never ran.
 */
async function finishedState(
  core: DemoCore,
  launch: DemoLaunch,
  roundId: number,
): Promise<CrashState | null> {
  const round = await core.db
    .selectFrom('demo_round')
    .selectAll()
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
  if (round.status === 'settling')
    return finishedStateOf(round, await core.payRound(launch, round));
  if (round.status === 'settled') return finishedStateOf(round);
  return null;
}

/**
 * Ends a running round at `cashOutAt` (null: lost). Only the request that moves the round from
 * running to settling decides it; any other answers the result it decided.
 */
async function endCrashRound(
  core: DemoCore,
  launch: DemoLaunch,
  round: DemoRound,
  crashPoint: number,
  cashOutAt: number | null,
): Promise<CrashState | null> {
  const win = cashOutAt === null ? 0 : cashOutWin(Number(round.stake_kurus), cashOutAt);
  const outcome: CrashOutcome = { crashPoint, cashedOutAt: cashOutAt };
  const decided = await core.decideRound(round, ['running'], outcome, win);
  if (!decided) return finishedState(core, launch, round.id);
  return finishedStateOf(decided, await core.payRound(launch, decided));
}

/**
 * Settles a running round whose time is up (its auto cash-out reached, or crashed) and answers
 * its result; null while it still runs. The server's settlement calls it when the round is due,
 * the player's calls on the way.
 */
export async function settleCrashIfOver(
  core: DemoCore,
  launch: DemoLaunch,
  round: DemoRound,
): Promise<CrashState | null> {
  const crashPoint = await crashPointOf(core, round);
  const elapsed = core.clock().getTime() - round.started_at.getTime();
  const { autoCashOut } = JSON.parse(round.bet) as CrashBet;
  if (elapsed < endsAfterMs(crashPoint, autoCashOut)) return null;
  const cashedOut = autoCashOut !== null && autoCashOut < crashPoint;
  const ended = await endCrashRound(
    core,
    launch,
    round,
    crashPoint,
    cashedOut ? autoCashOut : null,
  );
  // Only a round that ran can be decided, and a decided one has its result.
  if (!ended) throw new Error(`Crash round ${round.id} ran but has no result`);
  return ended;
}

/** The crash game's calls: start, state and cash-out. */
export interface CrashGame {
  start(launch: DemoLaunch, request: z.output<typeof crashStartRequest>): Promise<CrashState>;
  /** The running round (settled first when its time is up), else the last round's result. */
  state(launch: DemoLaunch): Promise<CrashState | null>;
  /**
   * Cashes the round out at the multiplier the server's clock gives now; past the crash point
   * the round is lost, and an auto cash-out reached earlier wins at its value. A round already
   * over (another cash-out won the race, or the server settled it) answers its result.
   */
  cashOut(launch: DemoLaunch, roundId: number): Promise<CrashState>;
}

/** The crash game; `watch` hears of every round that starts running (the server settles it). */
export function createCrashGame(
  core: DemoCore,
  { watch }: { watch(round: DemoRound): void },
): CrashGame {
  const runningRound = (launch: DemoLaunch) =>
    core.db
      .selectFrom('demo_round')
      .selectAll()
      .where('user_code', '=', launch.user_code)
      .where('game_code', '=', launch.game_code)
      .where('status', '=', 'running')
      .orderBy('id', 'desc')
      .executeTakeFirst();

  return {
    async start(launch, request) {
      const open = await runningRound(launch);
      if (open && !(await settleCrashIfOver(core, launch, open))) {
        throw new RoundRefused(roundRunning);
      }
      const autoCashOut = request.autoCashOut ?? null;
      const bet: CrashBet = { autoCashOut };
      // Refused with `roundRunning` if a concurrent start opened its round first.
      const { round, balanceKurus } = await core.openRound(launch, 'crash', bet, request.bet, {
        dueAt: (seeds, startedAt) =>
          new Date(
            startedAt.getTime() + Math.ceil(endsAfterMs(crashPointFrom(seeds), autoCashOut)),
          ),
      });
      watch(round);
      return { ...runningState(round, core.clock()), balance: lira(balanceKurus) };
    },

    async state(launch) {
      const latest = await core.db
        .selectFrom('demo_round')
        .selectAll()
        .where('user_code', '=', launch.user_code)
        .where('game_code', '=', launch.game_code)
        .where('status', 'in', ['running', 'settling', 'settled'])
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!latest) return null;
      if (latest.status === 'running') {
        return (
          (await settleCrashIfOver(core, launch, latest)) ?? runningState(latest, core.clock())
        );
      }
      return finishedState(core, launch, latest.id);
    },

    async cashOut(launch, roundId) {
      const round = await core.db
        .selectFrom('demo_round')
        .selectAll()
        .where('id', '=', roundId)
        .where('user_code', '=', launch.user_code)
        .where('game_code', '=', launch.game_code)
        .executeTakeFirst();
      if (!round) throw new RoundRefused(noRound);
      if (round.status !== 'running') {
        const over = await finishedState(core, launch, round.id);
        if (over) return over;
        throw new RoundRefused(noRound);
      }
      const over = await settleCrashIfOver(core, launch, round);
      if (over) return over;
      const crashPoint = await crashPointOf(core, round);
      const multiplier = multiplierAt(core.clock().getTime() - round.started_at.getTime());
      const ended = await endCrashRound(
        core,
        launch,
        round,
        crashPoint,
        multiplier < crashPoint ? multiplier : null,
      );
      if (ended) return ended;
      throw new RoundRefused(noRound);
    },
  };
}
