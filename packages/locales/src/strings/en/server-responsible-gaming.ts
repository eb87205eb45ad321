import type { SameKeys } from '../../define-namespace';
import type { serverResponsibleGaming as tr } from '../tr/server-responsible-gaming';

export const serverResponsibleGaming: SameKeys<typeof tr> = {
  excluded:
    'Your account is paused until {{until}} (time-out or self-exclusion); no deposits or bets.',
  excludedForGood: 'Your account is permanently self-excluded.',
  depositLimit:
    'Your {{period}} deposit limit is {{limit}}; this deposit would take you past it ({{used}} used).',
  limitSaved: 'Your limit is saved and applies now.',
  limitPending: 'The change applies from {{from}}; until then your current limit stays in force.',
  timeoutTaken: 'Your time-out lasts until {{until}}. No deposits or bets until then.',
  selfExcluded:
    'You have excluded yourself and have been logged out. This cannot be undone from the site.',
  selfExcludedLogin: 'This account is self-excluded and cannot log in.',
  periods: {
    Daily: 'daily',
    Weekly: 'weekly',
    Monthly: 'monthly',
  },
  statementFileName: 'zar-statement',
  statementTypes: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    bet: 'Bet',
    win: 'Win',
    refund: 'Refund',
  },
  statementGameStatuses: {
    done: 'Completed',
    refunded: 'Refunded',
  },
  statementHeader: {
    date: 'Date',
    type: 'Type',
    description: 'Description',
    amount: 'Amount',
    status: 'Status',
    reference: 'Reference',
  },
  statementPaymentStatuses: {
    '0': 'Not set',
    '1': 'Confirmed',
    '2': 'Pending',
    '3': 'Merged',
    '4': 'Rejected',
    '5': 'Cancelled',
    '6': 'Created',
  },
};
