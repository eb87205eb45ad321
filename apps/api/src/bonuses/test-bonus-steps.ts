import type { BonusTerms } from '@zar/api-client/contract';
import fc from 'fast-check';
import type { ModelRules } from './test-bonus-model';

/**
 * The steps the model-based test of bonus money draws (`bonus-wallet.model.test.ts`): what each
 * does to one player's wallet, with amounts in kuruş and a bonus's rules as drawn, and how those
 * rules read for the real wallet and for the model.
 */

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

const kurus = (min: number, max: number) => fc.bigInt({ min: BigInt(min), max: BigInt(max) });
const share = fc.constantFrom(0, 10, 50, 100);
const rulesArbitrary = fc.record({
  wagering: fc.constantFrom(0, 1, 2, 3, 5),
  contribution: fc.record({ slots: share, table: share, live: share, sportsbook: share }),
  minOddsHundredths: fc.constantFrom(120, 150, 200),
  maxBetLira: fc.integer({ min: 5, max: 100 }),
  maxCashoutLira: fc.integer({ min: 1, max: 200 }),
  days: fc.integer({ min: 1, max: 7 }),
});
export type DrawnRules = typeof rulesArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** Which bet a win or rollback settles, counted back from the newest: mostly the latest ones. */
const recentBet = fc.oneof(fc.constant(0), fc.nat(2), fc.nat());

export const step = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), amount: kurus(500, 10_000) }),
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('grant' as const),
      amount: kurus(1_000, 20_000),
      rules: rulesArbitrary,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('bet' as const),
      amount: kurus(100, 8_000),
      kind: fc.constantFrom('slots', 'roulette', 'crash', 'live', 'sportsbook', 'unknown'),
      oddsHundredths: fc.integer({ min: 101, max: 300 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('win' as const),
      pick: recentBet,
      amount: fc.oneof(fc.constant(0n), kurus(1, 30_000)),
    }),
  },
  fc.record({ type: fc.constant('rollback' as const), pick: recentBet }),
  fc.record({
    type: fc.constant('advance' as const),
    ms: fc.constantFrom(hourMs, dayMs, 3 * dayMs, 8 * dayMs),
    sweep: fc.boolean(),
  }),
  fc.record({ type: fc.constant('forfeit' as const) }),
  fc.record({
    type: fc.constant('withdraw' as const),
    amount: kurus(100, 30_000),
    forfeitBonus: fc.boolean(),
  }),
);
export type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

export function toTerms(drawn: DrawnRules): BonusTerms {
  return {
    percent: null,
    minDeposit: null,
    wagering: drawn.wagering,
    contribution: drawn.contribution,
    sportsbookMinOdds: drawn.minOddsHundredths / 100,
    maxBet: drawn.maxBetLira,
    days: drawn.days,
    maxCashout: drawn.maxCashoutLira,
  };
}

export function toModelRules(drawn: DrawnRules): ModelRules {
  return {
    wagering: drawn.wagering,
    contribution: drawn.contribution,
    minOddsHundredths: drawn.minOddsHundredths,
    maxBetKurus: BigInt(drawn.maxBetLira) * 100n,
    maxCashoutKurus: BigInt(drawn.maxCashoutLira) * 100n,
    days: drawn.days,
  };
}

/**
 * Rare at random, so also run as written: bets of bonus money finish the wagering, then one of
 * them wins (cash within the cap, the rest gone), one is rolled back and one wins past the cap.
 */
export const completedBonusSettles: Step[] = [
  {
    type: 'grant',
    amount: 10_000n,
    rules: {
      wagering: 1,
      contribution: { slots: 100, table: 10, live: 0, sportsbook: 100 },
      minOddsHundredths: 150,
      maxBetLira: 100,
      maxCashoutLira: 50,
      days: 7,
    },
  },
  { type: 'deposit', amount: 2_000n },
  { type: 'bet', amount: 6_000n, kind: 'slots', oddsHundredths: 101 },
  { type: 'bet', amount: 1_000n, kind: 'sportsbook', oddsHundredths: 149 },
  // Completes the wagering: the ₺10 left in the pocket turns into cash.
  { type: 'bet', amount: 4_000n, kind: 'sportsbook', oddsHundredths: 150 },
  // ₺40 of the cap is left: ₺40 of the win is cash, ₺110 leaves.
  { type: 'win', pick: 2, amount: 15_000n },
  { type: 'rollback', pick: 1 },
  { type: 'win', pick: 0, amount: 700n },
  { type: 'withdraw', amount: 5_000n, forfeitBonus: false },
];

/**
 * A bonus completed by one bet that is then rolled back: the refund is not cash, or a bet that
 * never stood would have turned the whole bonus into cash (the model test's finding).
 */
export const completedByRefundedBet: Step[] = [
  {
    type: 'grant',
    amount: 10_000n,
    rules: {
      wagering: 1,
      contribution: { slots: 100, table: 10, live: 0, sportsbook: 100 },
      minOddsHundredths: 150,
      maxBetLira: 100,
      maxCashoutLira: 500,
      days: 7,
    },
  },
  { type: 'bet', amount: 10_000n, kind: 'sportsbook', oddsHundredths: 150 },
  { type: 'rollback', pick: 0 },
  { type: 'withdraw', amount: 100n, forfeitBonus: false },
];
