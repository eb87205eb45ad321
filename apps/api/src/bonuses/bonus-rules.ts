import { type BonusTerms, bonusTerms } from '@zar/api-client/contract';

/**
 * The rules a bonus has unless its offer says otherwise (issue 22): 30× its amount wagered, slots
 * counting in full, other tables a tenth, live tables nothing, sportsbook slips in full from total
 * odds of 1.50; ₺50 the largest bet while wagering; 7 days; at most ₺500 of it turns into cash.
 */
export const standardBonusRules: BonusTerms = {
  percent: null,
  minDeposit: null,
  wagering: 30,
  contribution: { slots: 100, table: 10, live: 0, sportsbook: 100 },
  sportsbookMinOdds: 1.5,
  maxBet: 50,
  days: 7,
  maxCashout: 500,
};

/** The sign-up trial bonus: free money, so more wagering and a smaller cap. */
export const trialBonusRules: BonusTerms = {
  ...standardBonusRules,
  wagering: 35,
  maxBet: 25,
  maxCashout: 250,
};

/** An offer's stored rules over the standard ones (an offer seeded before 0023 has `{}`). */
export function offerRules(stored: unknown): BonusTerms {
  const given = typeof stored === 'string' ? JSON.parse(stored) : stored;
  const merged = bonusTerms.safeParse({
    ...standardBonusRules,
    ...(typeof given === 'object' && given !== null ? given : {}),
  });
  return merged.success ? merged.data : standardBonusRules;
}
