import { describe, expect, it } from 'vitest';
import { fairFloats } from '../fairness';
import { cashOutWin, crashPointFromFloat, houseEdge, multiplierAt, timeToReach } from './crash';
import { betWins, type RouletteBet, rouletteBets, rouletteOutcome } from './roulette';
import {
  evaluateLine,
  paylines,
  reelStrips,
  slotOutcome,
  slotStops,
  stripLength,
  symbolCounts,
  theoreticalRtp,
} from './slot';

describe('the slot', () => {
  it('has five strips of 32 stops with the published symbol mix', () => {
    expect(reelStrips).toHaveLength(5);
    for (const strip of reelStrips) {
      expect(strip).toHaveLength(stripLength);
      for (const [symbol, count] of Object.entries(symbolCounts)) {
        expect(strip.filter((item) => item === symbol)).toHaveLength(count);
      }
    }
    expect(paylines).toHaveLength(10);
  });

  it('pays runs from the left, wilds substituting, and a wild run on its own', () => {
    expect(evaluateLine(['cherry', 'cherry', 'cherry', 'lemon', 'lemon'])).toEqual({
      multiple: 8,
      symbol: 'cherry',
      count: 3,
    });
    expect(evaluateLine(['wild', 'seven', 'wild', 'seven', 'bar'])).toMatchObject({
      multiple: 225,
      symbol: 'seven',
      count: 4,
    });
    expect(evaluateLine(['wild', 'wild', 'wild', 'cherry', 'lemon'])).toMatchObject({
      multiple: 90,
      symbol: 'wild',
    });
    expect(evaluateLine(['lemon', 'cherry', 'cherry', 'cherry', 'cherry']).multiple).toBe(0);
    expect(evaluateLine(['wild', 'wild', 'wild', 'wild', 'wild']).multiple).toBe(1000);
  });

  it('splits the bet over the lines and sums the paying lines', () => {
    const stops = [0, 0, 0, 0, 0];
    const outcome = slotOutcome(stops, 1000);
    expect(outcome.window).toHaveLength(5);
    expect(outcome.winKurus).toBe(outcome.wins.reduce((sum, win) => sum + win.winKurus, 0));
    for (const win of outcome.wins) {
      const symbols = paylines[win.line]?.map((row, reel) => outcome.window[reel]?.[row]);
      expect(win.winKurus).toBe(100 * evaluateLine(symbols as never).multiple);
    }
  });

  it('stops its reels uniformly: chi-square of 100,000 spins within bounds', () => {
    const spins = 100_000;
    const counts = Array.from({ length: 5 }, () => new Array<number>(stripLength).fill(0));
    for (let nonce = 0; nonce < spins; nonce += 1) {
      slotStops(fairFloats({ serverSeed: 'chi-square', clientSeed: 'zar', nonce }, 5)).forEach(
        (stop, reel) => {
          const row = counts[reel];
          if (row) row[stop] = (row[stop] ?? 0) + 1;
        },
      );
    }
    const expected = spins / stripLength;
    for (const reel of counts) {
      const chiSquare = reel.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
      // 31 degrees of freedom: the 0.1 % and 99.9 % points are 11.9 and 61.1.
      expect(chiSquare).toBeGreaterThan(11.9);
      expect(chiSquare).toBeLessThan(61.1);
    }
  });

  it('returns in simulation within 0.5 % of the return computed from its paytable', () => {
    const rtp = theoreticalRtp();
    expect(rtp).toBeGreaterThan(0.95);
    expect(rtp).toBeLessThan(0.98);
    // The spread of one spin's return is about 1.6 bets: over 1,000,000 spins the mean's standard
    // error is 0.16 %, so 0.5 % is about three of them.
    const spins = 1_000_000;
    let returned = 0;
    for (let nonce = 0; nonce < spins; nonce += 1) {
      const stops = slotStops(fairFloats({ serverSeed: 'rtp', clientSeed: 'zar', nonce }, 5));
      returned += slotOutcome(stops, 1000).winKurus;
    }
    expect(Math.abs(returned / (spins * 1000) - rtp)).toBeLessThan(0.005);
  }, 120_000);
});

describe('European roulette', () => {
  const bet = (value: Partial<RouletteBet> & { kind: RouletteBet['kind'] }) =>
    ({ amount: 100, ...value }) as RouletteBet;

  it('pays 36× a straight, 3× a dozen or column and 2× the even-money bets', () => {
    const bets = [
      bet({ kind: 'straight', number: 17 }),
      bet({ kind: 'dozen', index: 2 }),
      bet({ kind: 'column', index: 2 }),
      bet({ kind: 'black' }),
      bet({ kind: 'odd' }),
      bet({ kind: 'low' }),
      bet({ kind: 'red' }),
      bet({ kind: 'even' }),
      bet({ kind: 'high' }),
    ];
    const outcome = rouletteOutcome(17, bets);
    expect(outcome.color).toBe('black');
    expect(outcome.winning).toEqual([0, 1, 2, 3, 4, 5]);
    expect(outcome.winKurus).toBe(3600 + 300 + 300 + 200 + 200 + 200);
  });

  it('loses every outside bet on zero', () => {
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(betWins(bet({ kind }), 0)).toBe(false);
    }
    expect(betWins(bet({ kind: 'straight', number: 0 }), 0)).toBe(true);
    expect(rouletteOutcome(0, [bet({ kind: 'dozen', index: 1 })]).winKurus).toBe(0);
  });

  it('covers every number exactly once with the dozens, the columns and red or black', () => {
    for (let pocket = 1; pocket <= 36; pocket += 1) {
      const dozens = [1, 2, 3].filter((index) => betWins(bet({ kind: 'dozen', index }), pocket));
      const columns = [1, 2, 3].filter((index) => betWins(bet({ kind: 'column', index }), pocket));
      expect(dozens).toHaveLength(1);
      expect(columns).toHaveLength(1);
      expect(betWins(bet({ kind: 'red' }), pocket)).not.toBe(
        betWins(bet({ kind: 'black' }), pocket),
      );
    }
  });

  it('refuses tables out of limits', () => {
    expect(rouletteBets.safeParse([]).success).toBe(false);
    expect(rouletteBets.safeParse([{ kind: 'red', amount: 50 }]).success).toBe(false);
    expect(rouletteBets.safeParse([{ kind: 'straight', number: 37, amount: 100 }]).success).toBe(
      false,
    );
    const many = Array.from({ length: 6 }, () => ({ kind: 'red', amount: 100_000 }));
    expect(rouletteBets.safeParse(many).success).toBe(false);
  });
});

describe('the crash game', () => {
  it('crashes with P(crash ≥ x) = 0.97 / x over 100,000 rounds', () => {
    const rounds = 100_000;
    const points = Array.from({ length: rounds }, (_, nonce) =>
      crashPointFromFloat(fairFloats({ serverSeed: 'crash', clientSeed: 'zar', nonce }, 1)[0] ?? 0),
    );
    for (const x of [1.5, 2, 5, 10]) {
      const share = points.filter((point) => point >= x).length / rounds;
      const expected = (1 - houseEdge) / x;
      const standardError = Math.sqrt((expected * (1 - expected)) / rounds);
      expect(Math.abs(share - expected)).toBeLessThan(4 * standardError);
    }
    expect(Math.min(...points)).toBe(1);
  });

  it('climbs 2× in 6 s, and a cash-out pays the stake times the multiplier, rounded down', () => {
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(6000)).toBe(2);
    expect(timeToReach(2)).toBeCloseTo(6000, 6);
    expect(cashOutWin(1000, 2.37)).toBe(2370);
    expect(cashOutWin(333, 1.5)).toBe(499);
  });
});
