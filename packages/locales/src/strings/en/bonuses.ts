import type { SameKeys } from '../../define-namespace';
import type { bonuses as tr } from '../tr/bonuses';

export const bonuses: SameKeys<typeof tr> = {
  offers: {
    label: 'Bonuses you can claim',
    loading: 'Loading bonuses...',
    empty: 'There are no bonuses to claim right now.',
    amount: 'Bonus amount',
    endsAt: 'Valid until',
    claim: 'Claim',
    claimed: 'Claimed',
  },
  history: {
    caption: 'Your bonus requests, newest first',
    date: 'Requested',
    name: 'Bonus',
    amount: 'Amount',
    status: 'Status',
    settledAt: 'Settled',
    loading: 'Loading bonus history...',
    empty: 'There are no bonuses to show on this page.',
    pages: 'Bonus history pages',
    page: 'Page {{page}}',
    previous: 'Previous',
    next: 'Next',
  },
  status: {
    processing: 'Processing',
    completed: 'Completed',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
};
