import { BonusRequestStatus } from '@zar/api-client/contract';
import type { BonusHistoryRow } from './bonus-history-table';
import type { BonusOfferView } from './bonus-offer-list';

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
