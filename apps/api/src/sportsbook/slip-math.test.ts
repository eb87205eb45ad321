import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { slipMathScript, slipTotals } from './slip-math';

/** The function the sportsbook page runs: the served `slip-math.js`, evaluated as a browser would. */
function pageSlipTotals(): typeof slipTotals {
  const window: { zarSlipMath?: { slipTotals: typeof slipTotals } } = {};
  runInNewContext(slipMathScript(), { window, BigInt, Math, Number });
  if (!window.zarSlipMath) throw new Error('slip-math.js did not define window.zarSlipMath');
  return window.zarSlipMath.slipTotals;
}

describe('slip arithmetic, one function for the slip and the server', () => {
  it('prices the issue-21 slip one way: 1.35 × 2.77 × 3.50 with ₺15 is 13.08 and ₺196,20', () => {
    // Before: the slip showed 13.09 and ₺196,32 (exact product, rounded for display), the
    // server took 13.05 (cut after every leg). Now both cut the exact product once.
    expect(slipTotals([135, 277, 350], 1500)).toEqual({ oddsX100: 1308, potentialKurus: 19620 });
    expect(pageSlipTotals()([135, 277, 350], 1500)).toEqual({
      oddsX100: 1308,
      potentialKurus: 19620,
    });
  });

  it('makes the potential win the stake times the total odds shown, cut to the kuruş', () => {
    expect(slipTotals([185], 1000)).toEqual({ oddsX100: 185, potentialKurus: 1850 });
    expect(slipTotals([101, 101], 333)).toEqual({ oddsX100: 102, potentialKurus: 339 });
    expect(slipTotals([], 500)).toEqual({ oddsX100: 100, potentialKurus: 500 });
    // Ten legs of 100.00 stay exact (BigInt), far past what a Number multiplies exactly.
    expect(slipTotals(Array(10).fill(10_000), 100).oddsX100).toBe(1e22);
  });

  it('gives the page exactly what the server computes, for many slips', () => {
    const page = pageSlipTotals();
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let slip = 0; slip < 500; slip += 1) {
      const legs = Array.from({ length: 1 + (next() % 6) }, () => 101 + (next() % 900));
      const stake = 100 + (next() % 100_000);
      expect(page(legs, stake)).toEqual(slipTotals(legs, stake));
    }
  });
});
