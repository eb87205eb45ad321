import { BonusRequestStatus } from '@zar/api-client';
import type { ActiveBonusView } from './active-bonus-card';
import type { BonusHistoryRow } from './bonus-history-table';
import type { BonusOfferView } from './bonus-offer-list';
import type { BonusRules } from './bonus-terms';

/** The usual rules of a bonus in stories and tests: 30× wagering, ₺50 bets, 7 days, ₺1.000 out. */
export const sampleBonusRules: BonusRules = {
  percent: null,
  minDeposit: null,
  wagering: 30,
  contribution: { slots: 100, table: 10, live: 0, sportsbook: 100 },
  sportsbookMinOdds: 1.5,
  maxBet: 50,
  days: 7,
  maxCashout: 1000,
};

/** A deposit bonus: %100 of a deposit of at least ₺100, up to ₺500. */
export const sampleDepositBonusRules: BonusRules = {
  ...sampleBonusRules,
  percent: 100,
  minDeposit: 100,
  wagering: 35,
  days: 14,
  maxCashout: 2500,
};

/**
 * Offers for stories and tests: two open ones (one with a summary, listed terms and an end date)
 * and one already claimed.
 */
export const sampleBonusOffers: readonly BonusOfferView[] = [
  {
    id: 7,
    name: 'Hafta Sonu Yatırım Bonusu',
    amount: 250,
    summary: 'Hafta sonu ilk yatırımınıza %25 bonus.',
    terms: [
      'Cuma ile pazar arasında yapılan ilk yatırıma %25, en fazla ₺250 bonus.',
      'Bonus tutarının 10 katı çevrim yapılmalıdır.',
    ],
    claimed: false,
    endsAt: '2026-11-29T20:59:00Z',
    rules: { ...sampleDepositBonusRules, percent: 25, wagering: 10 },
  },
  {
    id: 6,
    name: 'Kayıp Bonusu',
    amount: 100,
    terms: 'Geçen haftaki net kaybınızın %10’u, çevrim şartı olmadan.',
    claimed: false,
  },
  {
    id: 5,
    name: 'Hoş Geldin Bonusu',
    amount: 500,
    terms: 'Yeni üyelere bir kez verilir. 7 gün içinde kullanılmalıdır.',
    claimed: true,
    endsAt: '2026-12-31T20:59:00Z',
  },
];

/** Bonus requests for stories and tests, newest first, one in every status. */
export const sampleBonusHistory: readonly BonusHistoryRow[] = [
  {
    id: 44,
    name: 'Hafta Sonu Yatırım Bonusu',
    amount: 250,
    status: BonusRequestStatus.Processing,
    createdAt: '2026-11-22T11:05:00Z',
  },
  {
    id: 43,
    name: 'Hoş Geldin Bonusu',
    amount: 500,
    status: BonusRequestStatus.Completed,
    createdAt: '2026-11-20T18:30:00Z',
    settledAt: '2026-11-20T18:31:00Z',
  },
  {
    id: 42,
    name: 'Kayıp Bonusu',
    amount: 75.5,
    status: BonusRequestStatus.Cancelled,
    createdAt: '2026-11-15T09:00:00Z',
    settledAt: '2026-11-15T12:40:00Z',
  },
  {
    id: 41,
    name: 'Doğum Günü Bonusu',
    amount: 1000,
    status: BonusRequestStatus.Expired,
    createdAt: '2026-10-01T07:00:00Z',
    settledAt: null,
  },
];

/** The time stories and tests count the time left from. */
export const sampleNow = new Date('2026-11-26T12:00:00Z');

/** A bonus claimed a moment ago: nothing wagered, 6 days 23 hours left. */
export const sampleActiveBonus: ActiveBonusView = {
  id: 45,
  name: 'Hoş Geldin Bonusu',
  granted: 500,
  balance: 500,
  wagered: 0,
  required: 15_000,
  expiresAt: '2026-12-03T11:00:00Z',
  rules: sampleBonusRules,
};

/** Half-way: ₺7.500 of ₺15.000 wagered, 3 days 5 hours left. */
export const halfWayActiveBonus: ActiveBonusView = {
  ...sampleActiveBonus,
  balance: 320.4,
  wagered: 7500,
  expiresAt: '2026-11-29T17:00:00Z',
};

/** Almost expired: 40 minutes left with most of the wagering done. */
export const endingActiveBonus: ActiveBonusView = {
  ...sampleActiveBonus,
  balance: 112.75,
  wagered: 13_250,
  expiresAt: '2026-11-26T12:40:00Z',
};
