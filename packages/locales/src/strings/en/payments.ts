import type { SameKeys } from '../../define-namespace';
import type { payments as tr } from '../tr/payments';

/** The payment pages of the account area: method lists, deposit outcome, financial activities. */
export const payments: SameKeys<typeof tr> = {
  title: 'Payments',
  methods: {
    depositLabel: 'Deposit methods',
    withdrawLabel: 'Withdrawal methods',
    loading: 'Loading payment methods...',
    depositEmpty: 'No deposit method is available right now.',
    withdrawEmpty: 'No withdrawal method is available right now.',
    min: 'Min {{amount}}',
    max: 'Max {{amount}}',
  },
  outcome: {
    externalIntro: 'Click the button below to continue the process!',
    continueWith: 'Continue with {{title}}',
    newTab: '(opens in a new tab)',
    congratulations: 'Congratulations!',
    received: 'Your deposit request has been received.',
  },
  kind: {
    all: 'All',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
  },
  status: {
    none: 'Not set',
    confirmed: 'Confirmed',
    pending: 'Pending',
    merged: 'Merged',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    created: 'Created',
  },
  filters: {
    label: 'Financial activity filters',
    kind: 'Transaction type',
    status: 'Status',
    allStatuses: 'All statuses',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    reset: 'Clear',
    rangeInvalid: 'The To date cannot be before the From date.',
  },
  activities: {
    caption: 'Your deposits and withdrawals, newest first',
    date: 'Date',
    type: 'Type',
    method: 'Method',
    amount: 'Amount',
    status: 'Status',
    empty: 'No data found.',
    loading: 'Loading transactions...',
    pages: 'Financial activity pages',
    page: 'Page {{page}} of {{pageCount}}',
    previous: 'Previous',
    next: 'Next',
  },
  responsibleGaming: {
    note: 'You can set yourself deposit limits, take a time-out or exclude yourself at any time.',
    link: 'Responsible gaming settings',
  },
};
