import * as z from 'zod';
import type { DemoCore, DemoLaunch, DemoRound } from './demo-rounds';
import { RoundRefused } from './demo-rounds';
import { cashOutWin, crashPointFromFloat, multiplierAt, timeToReach } from './engines/crash';
import { rouletteBets, rouletteOutcome, roulettePocket } from './engines/roulette';
import { slotBetsKurus, slotOutcome, slotStops } from './engines/slot';
import { fairFloats, hashServerSeed, type RoundSeeds } from './fairness';

/** What a finished round answers the page. */
export interface RoundAnswer {
  round: number;
  nonce: number;
  outcome: unknown;
  stake: number;
  win: number;
  balance: number;
}

const lira = (kurus: bigint | number) => Number(kurus) / 100;

/** The outcome of any round from its seeds, as the verify page recomputes it. */
export function recompute(
  engine: 'slot' | 'roulette' | 'crash',
  seeds: RoundSeeds,
): { slot: number[] } | { pocket: number } | { crashPoint: number } {
  if (engine === 'slot') return { slot: slotStops(fairFloats(seeds, 5)) };
  if (engine === 'roulette') return { pocket: roulettePocket(fairFloats(seeds, 1)[0] ?? 0) };
  return { crashPoint: crashPointFromFloat(fairFloats(seeds, 1)[0] ?? 0) };
}

export const slotSpinRequest = z.object({
  bet: z.number().refine((value) => (slotBetsKurus as readonly number[]).includes(value)),
});

/** One spin of the slot: stake, reels from the round's seeds, win. */
export async function spinSlot(
  core: DemoCore,
  launch: DemoLaunch,
  betKurus: number,
): Promise<RoundAnswer> {
  const { round, seeds } = await core.openRound(launch, 'slot', { bet: betKurus }, betKurus);
  const outcome = slotOutcome(slotStops(fairFloats(seeds, 5)), betKurus);
  const balance = await core.settleRound(launch, round, outcome, outcome.winKurus);
  return answer(round, outcome, outcome.winKurus, balance);
}

export const rouletteSpinRequest = z.object({ bets: rouletteBets });

/** One spin of the wheel for the chips on the table. */
export async function spinRoulette(
  core: DemoCore,
  launch: DemoLaunch,
  bets: z.output<typeof rouletteBets>,
): Promise<RoundAnswer> {
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const { round, seeds } = await core.openRound(launch, 'roulette', bets, stake);
  const outcome = rouletteOutcome(roulettePocket(fairFloats(seeds, 1)[0] ?? 0), bets);
  const balance = await core.settleRound(launch, round, outcome, outcome.winKurus);
  return answer(round, outcome, outcome.winKurus, balance);
}

function answer(
  round: DemoRound,
  outcome: unknown,
  winKurus: number,
  balance: bigint,
): RoundAnswer {
  return {
    round: round.id,
    nonce: round.nonce,
    outcome,
    stake: lira(round.stake_kurus),
    win: lira(winKurus),
    balance: lira(balance),
  };
}

export const crashStartRequest = z.object({
  bet: z.number().int().min(100).max(100_000),
  autoCashOut: z.number().min(1.01).max(1000).optional(),
});

/** A crash round as the page sees it while it runs (the crash point stays secret). */
export interface CrashState {
  round: number;
  nonce: number;
  stake: number;
  autoCashOut: number | null;
  /** How long the round has run, by the server's clock. */
  elapsedMs: number;
  multiplier: number;
  running: boolean;
  /** Set once the round is over. */
  result: { crashPoint: number; cashedOutAt: number | null; win: number } | null;
  balance?: number;
}

interface CrashBet {
  autoCashOut: number | null;
}

/** The crash point of a round, from its seeds (kept by the server until the round ends). */
async function crashPointOf(core: DemoCore, round: DemoRound): Promise<number> {
  const pair = await core.db
    .selectFrom('demo_seed_pair')
    .select('server_seed')
    .where('id', '=', round.seed_pair_id)
    .executeTakeFirstOrThrow();
  const seeds = { serverSeed: pair.server_seed, clientSeed: round.client_seed, nonce: round.nonce };
  return crashPointFromFloat(fairFloats(seeds, 1)[0] ?? 0);
}

/**
 * Ends a running round at `cashOutAt` (null: lost). Only the request that flips the round from
 * running to settling pays, so a double cash-out credits once.
 */
async function endCrashRound(
  core: DemoCore,
  launch: DemoLaunch,
  round: DemoRound,
  crashPoint: number,
  cashOutAt: number | null,
): Promise<{ state: CrashState; balance: bigint } | null> {
  const claimed = await core.db
    .updateTable('demo_round')
    .set({ status: 'open' })
    .where('id', '=', round.id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return null;
  const win = cashOutAt === null ? 0 : cashOutWin(Number(round.stake_kurus), cashOutAt);
  const outcome = { crashPoint, cashedOutAt: cashOutAt };
  const balance = await core.settleRound(launch, round, outcome, win);
  return {
    balance,
    state: {
      ...baseState(round, core.clock()),
      running: false,
      result: { crashPoint, cashedOutAt: cashOutAt, win: lira(win) },
      balance: lira(balance),
    },
  };
}

function baseState(round: DemoRound, now: Date): CrashState {
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

/** Settles the player's running round if its time is up (crashed, or auto cash-out reached). */
async function settleIfOver(core: DemoCore, launch: DemoLaunch, round: DemoRound) {
  const crashPoint = await crashPointOf(core, round);
  const elapsed = core.clock().getTime() - round.started_at.getTime();
  const { autoCashOut } = JSON.parse(round.bet) as CrashBet;
  if (autoCashOut !== null && autoCashOut < crashPoint && elapsed >= timeToReach(autoCashOut)) {
    return endCrashRound(core, launch, round, crashPoint, autoCashOut);
  }
  if (elapsed >= timeToReach(crashPoint))
    return endCrashRound(core, launch, round, crashPoint, null);
  return null;
}

async function runningRound(core: DemoCore, launch: DemoLaunch) {
  return core.db
    .selectFrom('demo_round')
    .selectAll()
    .where('user_code', '=', launch.user_code)
    .where('game_code', '=', launch.game_code)
    .where('status', '=', 'running')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const roundRunning = {
  tr: 'Önceki tur henüz bitmedi.',
  en: 'The previous round has not ended yet.',
};

/** Starts a crash round: the stake is taken now, the multiplier climbs from the server's clock. */
export async function startCrash(
  core: DemoCore,
  launch: DemoLaunch,
  request: z.output<typeof crashStartRequest>,
): Promise<CrashState> {
  const open = await runningRound(core, launch);
  if (open && !(await settleIfOver(core, launch, open))) throw new RoundRefused(roundRunning);
  const bet: CrashBet = { autoCashOut: request.autoCashOut ?? null };
  const { round, balanceKurus } = await core.openRound(
    launch,
    'crash',
    bet,
    request.bet,
    'running',
  );
  return { ...baseState(round, core.clock()), balance: lira(balanceKurus) };
}

/** The running round (settled first when its time is up), or the last one's result. */
export async function crashState(core: DemoCore, launch: DemoLaunch): Promise<CrashState | null> {
  const open = await runningRound(core, launch);
  if (open) {
    const ended = await settleIfOver(core, launch, open);
    return ended ? ended.state : baseState(open, core.clock());
  }
  return null;
}

const noRound = { tr: 'Bozdurulacak bir tur yok.', en: 'There is no round to cash out.' };

/**
 * Cashes the player's running round out at the multiplier the server's clock gives now; past the
 * crash point the round is lost. An auto cash-out reached earlier wins at its value.
 */
export async function cashOutCrash(
  core: DemoCore,
  launch: DemoLaunch,
  roundId: number,
): Promise<CrashState> {
  const round = await core.db
    .selectFrom('demo_round')
    .selectAll()
    .where('id', '=', roundId)
    .where('user_code', '=', launch.user_code)
    .executeTakeFirst();
  if (round?.status !== 'running') {
    const settled = round ? await settledState(core, round) : null;
    if (settled) return settled;
    throw new RoundRefused(noRound);
  }
  const over = await settleIfOver(core, launch, round);
  if (over) return over.state;
  const crashPoint = await crashPointOf(core, round);
  const multiplier = multiplierAt(core.clock().getTime() - round.started_at.getTime());
  const ended = await endCrashRound(
    core,
    launch,
    round,
    crashPoint,
    multiplier < crashPoint ? multiplier : null,
  );
  if (ended) return ended.state;
  const settled = await settledState(core, round);
  if (settled) return settled;
  throw new RoundRefused(noRound);
}

/** A settled round's state (a second cash-out answers the first result). */
async function settledState(core: DemoCore, round: DemoRound): Promise<CrashState | null> {
  const fresh = await core.db
    .selectFrom('demo_round')
    .selectAll()
    .where('id', '=', round.id)
    .executeTakeFirstOrThrow();
  if (fresh.status !== 'settled' || !fresh.outcome) return null;
  const outcome = JSON.parse(fresh.outcome) as { crashPoint: number; cashedOutAt: number | null };
  return {
    ...baseState(fresh, core.clock()),
    running: false,
    result: { ...outcome, win: lira(fresh.win_kurus) },
  };
}

/** The hash a round's server seed must have, for the verify page. */
export { hashServerSeed };
