import { fairIndex } from '../fairness';

/**
 * Zar Meyveleri, the demo provider's slot: 5 reels × 3 rows, 10 fixed paylines paid left to
 * right, a wild that substitutes for every symbol (and pays most on its own), no scatter. The bet
 * is split evenly over the lines; pays are multiples of the line bet.
 */
export const slotSymbols = [
  'cherry',
  'lemon',
  'orange',
  'plum',
  'bell',
  'bar',
  'seven',
  'wild',
] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** How often each symbol sits on a reel strip (32 stops; every reel has the same mix). */
export const symbolCounts: Record<SlotSymbol, number> = {
  cherry: 9,
  lemon: 8,
  orange: 6,
  plum: 4,
  bell: 2,
  bar: 1,
  seven: 1,
  wild: 1,
};

/** Line-bet multiples for 3, 4 and 5 of a kind. */
export const paytable: Record<SlotSymbol, [number, number, number]> = {
  cherry: [8, 15, 30],
  lemon: [9, 18, 38],
  orange: [12, 30, 60],
  plum: [15, 45, 110],
  bell: [30, 90, 225],
  bar: [45, 150, 375],
  seven: [75, 225, 750],
  wild: [90, 300, 1000],
};

/** The five reel strips: the same symbols in a different fixed order on each reel. */
export const reelStrips: SlotSymbol[][] = Array.from({ length: 5 }, (_, reel) => {
  const strip = slotSymbols.flatMap((symbol) =>
    Array<SlotSymbol>(symbolCounts[symbol]).fill(symbol),
  );
  // A fixed interleaving per reel (multiplying by a unit mod 32 permutes the stops).
  const step = [5, 7, 11, 13, 19][reel] ?? 5;
  return strip.map((_, index) => strip[(index * step) % strip.length] as SlotSymbol);
});

export const stripLength = 32;

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) on each of the five reels. */
export const paylines: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** The bets a spin may take, in kuruş (₺1 … ₺100); each splits evenly over the 10 lines. */
export const slotBetsKurus = [100, 200, 500, 1000, 2000, 5000, 10000] as const;

/** What a line pays: the line-bet multiple, and the run of symbols that earned it. */
export interface LineResult {
  multiple: number;
  symbol: SlotSymbol;
  count: number;
}

/** The best of a line's symbol run (wilds substituting) and its run of wilds alone. */
export function evaluateLine(line: readonly SlotSymbol[]): LineResult {
  const target = line.find((symbol) => symbol !== 'wild') ?? 'wild';
  let run = 0;
  while (run < line.length && (line[run] === target || line[run] === 'wild')) run += 1;
  let wilds = 0;
  while (line[wilds] === 'wild') wilds += 1;
  const symbolPay = run >= 3 ? (paytable[target][run - 3] ?? 0) : 0;
  const wildPay = wilds >= 3 ? (paytable.wild[wilds - 3] ?? 0) : 0;
  return wildPay > symbolPay
    ? { multiple: wildPay, symbol: 'wild', count: wilds }
    : { multiple: symbolPay, symbol: target, count: run };
}

/** The line-bet multiple a line of symbols pays. */
export function linePay(line: readonly SlotSymbol[]): number {
  return evaluateLine(line).multiple;
}

/** A line that paid: its index, the symbols and the amount in kuruş. */
export interface LineWin {
  line: number;
  count: number;
  symbol: SlotSymbol;
  winKurus: number;
}

export interface SlotOutcome {
  /** The stop of each reel (the middle row's strip index). */
  stops: number[];
  /** The visible window, reel by reel, top to bottom. */
  window: SlotSymbol[][];
  wins: LineWin[];
  winKurus: number;
}

/** The stops of a spin from five fair numbers. */
export function slotStops(floats: readonly number[]): number[] {
  return [0, 1, 2, 3, 4].map((reel) => fairIndex(floats[reel] ?? 0, stripLength));
}

/** The whole spin from its reel stops: the window, the paying lines, the total win. */
export function slotOutcome(stops: readonly number[], betKurus: number): SlotOutcome {
  const lineBet = betKurus / paylines.length;
  const window = stops.map((stop, reel) =>
    [-1, 0, 1].map(
      (offset) => reelStrips[reel]?.[(stop + offset + stripLength) % stripLength] ?? 'cherry',
    ),
  );
  const wins: LineWin[] = [];
  paylines.forEach((rows, index) => {
    const result = evaluateLine(rows.map((row, reel) => window[reel]?.[row] ?? 'cherry'));
    if (result.multiple > 0) {
      wins.push({
        line: index,
        count: result.count,
        symbol: result.symbol,
        winKurus: Math.round(lineBet * result.multiple),
      });
    }
  });
  return {
    stops: [...stops],
    window,
    wins,
    winKurus: wins.reduce((sum, win) => sum + win.winKurus, 0),
  };
}

/**
 * The slot's return to player, exactly: a line's five symbols are independent, each with its
 * strip's frequencies (a uniform stop makes every row uniform over the strip), so summing the pay
 * of every combination of five symbols by its probability gives the expected line-bet multiple,
 * which is also the expected return per unit bet of a whole spin.
 */
export function theoreticalRtp(): number {
  const probability = slotSymbols.map((symbol) => symbolCounts[symbol] / stripLength);
  let expected = 0;
  const line: SlotSymbol[] = [];
  const walk = (reel: number, chance: number) => {
    if (reel === 5) {
      expected += chance * linePay(line);
      return;
    }
    slotSymbols.forEach((symbol, index) => {
      line[reel] = symbol;
      walk(reel + 1, chance * (probability[index] ?? 0));
    });
  };
  walk(0, 1);
  return expected;
}
