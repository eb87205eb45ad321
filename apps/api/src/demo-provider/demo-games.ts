import * as z from 'zod';
import type { DemoEngine } from './demo-engines';
import type { DemoCore, DemoLaunch, DemoRound } from './demo-rounds';
import { crashPointFromFloat } from './engines/crash';
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
  engine: DemoEngine,
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
  const { round, outcome, balanceKurus } = await core.playRound(
    launch,
    'slot',
    { bet: betKurus },
    betKurus,
    (seeds) => {
      const outcome = slotOutcome(slotStops(fairFloats(seeds, 5)), betKurus);
      return { outcome, winKurus: outcome.winKurus };
    },
  );
  return answer(round, outcome, outcome.winKurus, balanceKurus);
}

export const rouletteSpinRequest = z.object({ bets: rouletteBets });

/** One spin of the wheel for the chips on the table. */
export async function spinRoulette(
  core: DemoCore,
  launch: DemoLaunch,
  bets: z.output<typeof rouletteBets>,
): Promise<RoundAnswer> {
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const { round, outcome, balanceKurus } = await core.playRound(
    launch,
    'roulette',
    bets,
    stake,
    (seeds) => {
      const outcome = rouletteOutcome(roulettePocket(fairFloats(seeds, 1)[0] ?? 0), bets);
      return { outcome, winKurus: outcome.winKurus };
    },
  );
  return answer(round, outcome, outcome.winKurus, balanceKurus);
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

/** The hash a round's server seed must have, for the verify page. */
export { hashServerSeed };
