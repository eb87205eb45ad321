import * as z from 'zod';
import { fairIndex } from '../fairness';

/** European roulette: one zero, 37 pockets. */
export const pocketCount = 37;

/** The red numbers of a European wheel; every other number but 0 is black. */
export const redNumbers = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** The wheel's order of pockets, clockwise from zero (for drawing it). */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

const stake = z.number().int().min(100).max(100_000);

/** One chip on the table: where, and how much (kuruş, ₺1 … ₺1,000). */
export const rouletteBet = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('straight'), number: z.number().int().min(0).max(36), amount: stake }),
  z.object({
    kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']),
    amount: stake,
  }),
  z.object({
    kind: z.enum(['dozen', 'column']),
    index: z.number().int().min(1).max(3),
    amount: stake,
  }),
]);
export type RouletteBet = z.infer<typeof rouletteBet>;

/** A spin's chips: 1 to 20, at most ₺5,000 in all. */
export const rouletteBets = z
  .array(rouletteBet)
  .min(1)
  .max(20)
  .refine((bets) => bets.reduce((sum, bet) => sum + bet.amount, 0) <= 500_000);

/** Whether a chip wins on `pocket`. */
export function betWins(bet: RouletteBet, pocket: number): boolean {
  if (bet.kind === 'straight') return bet.number === pocket;
  if (pocket === 0) return false;
  switch (bet.kind) {
    case 'red':
      return redNumbers.has(pocket);
    case 'black':
      return !redNumbers.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.index;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.index;
  }
}

/** What a winning chip returns, stake included: 36× straight, 3× dozen or column, 2× the rest. */
export function betReturn(bet: RouletteBet): number {
  if (bet.kind === 'straight') return 36;
  if (bet.kind === 'dozen' || bet.kind === 'column') return 3;
  return 2;
}

export interface RouletteOutcome {
  pocket: number;
  color: 'green' | 'red' | 'black';
  winKurus: number;
  /** The chips that won, by their place in the bet list. */
  winning: number[];
}

/** The pocket of a spin from one fair number. */
export function roulettePocket(float: number): number {
  return fairIndex(float, pocketCount);
}

/** The spin's result for the chips on the table. */
export function rouletteOutcome(pocket: number, bets: readonly RouletteBet[]): RouletteOutcome {
  const winning = bets.flatMap((bet, index) => (betWins(bet, pocket) ? [index] : []));
  return {
    pocket,
    color: pocket === 0 ? 'green' : redNumbers.has(pocket) ? 'red' : 'black',
    winKurus: winning.reduce((sum, index) => {
      const bet = bets[index];
      return bet ? sum + bet.amount * betReturn(bet) : sum;
    }, 0),
    winning,
  };
}
