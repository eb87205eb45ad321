import type { SameKeys } from '../../define-namespace';
import type { responsibleGaming as tr } from '../tr/responsible-gaming';

export const responsibleGaming: SameKeys<typeof tr> = {
  title: 'Responsible Gaming',
  limits: {
    title: 'Limits',
    intro:
      'A lower limit applies at once; a higher limit, or removing a limit, applies after 24 hours.',
    groups: {
      deposit: 'Deposit limits',
      loss: 'Loss limits',
      time: 'Time limits',
    },
    names: {
      depositDaily: 'Daily',
      depositWeekly: 'Weekly',
      depositMonthly: 'Monthly',
      lossDaily: 'Daily',
      lossWeekly: 'Weekly',
      lossMonthly: 'Monthly',
      sessionMinutes: 'Session time',
      realityCheckMinutes: 'Reality check interval',
    },
    fullNames: {
      depositDaily: 'Daily deposit limit',
      depositWeekly: 'Weekly deposit limit',
      depositMonthly: 'Monthly deposit limit',
      lossDaily: 'Daily loss limit',
      lossWeekly: 'Weekly loss limit',
      lossMonthly: 'Monthly loss limit',
      sessionMinutes: 'Session time limit',
      realityCheckMinutes: 'Reality check interval',
    },
    current: 'Current limit',
    none: 'No limit',
    minutes: '{{minutes}} min',
    minuteUnit: 'min',
    pending: 'Pending change',
    pendingValue: '{{value}} from {{date}}',
    pendingRemoval: 'Removed from {{date}}',
    newMoney: 'New limit (₺)',
    newMinutes: 'New limit (minutes)',
    moneyPlaceholder: 'e.g. 1,000.00',
    minutesPlaceholder: 'e.g. 60',
    save: 'Save',
    remove: 'Remove',
    required: 'Enter a value.',
  },
  timeout: {
    title: 'Take a break',
    intro:
      'During a time-out you cannot deposit, bet or play. A time-out cannot be lifted before it ends.',
    period: 'Length of the time-out',
    periods: {
      '24h': '24 hours',
      '7d': '7 days',
      '30d': '30 days',
    },
    submit: 'Take a break',
    confirmTitle: 'Take a break for {{period}}?',
    confirmText:
      'The time-out starts now and cannot be lifted before it ends. Until then you cannot deposit or bet.',
    confirm: 'Yes, take a break',
    cancel: 'Cancel',
    activeTitle: 'You are on a break',
    activeUntil: 'Your time-out lasts until {{date}}.',
    activeText: 'Until then you cannot deposit or bet.',
    selfExcludedTitle: 'Your account is closed',
    selfExcludedUntil: 'Your account is closed by self-exclusion until {{date}}.',
    selfExcludedPermanent: 'Your account is closed by self-exclusion for good.',
  },
  selfExclusion: {
    title: 'Self-exclusion',
    intro:
      'Self-exclusion applies at once: your account is closed for 6 months or permanently, and you are logged out. It cannot be undone on the site.',
    period: 'Length of the exclusion',
    periods: {
      '6m': '6 months',
      permanent: 'Permanent',
    },
    acknowledge:
      'I understand that my account will be closed at once and that this cannot be undone on the site.',
    submit: 'Close my account',
    confirmTitle: 'Close your account?',
    confirm6m:
      'Your account will be closed for 6 months and you will be logged out at once. This cannot be undone on the site.',
    confirmPermanent:
      'Your account will be closed permanently and you will be logged out at once. This cannot be undone on the site.',
    confirm: 'Yes, close my account',
    cancel: 'Cancel',
  },
  statement: {
    title: 'Activity statement',
    intro:
      'Download your deposits, withdrawals, bets and wins of a period as a CSV file. The period can be at most 366 days.',
    from: 'From',
    to: 'To',
    submit: 'Download CSV',
  },
  realityCheck: {
    bar: {
      label: 'Session summary',
      elapsed: 'Time',
      net: 'Net',
      remaining: 'Left',
      minutes: '{{minutes}} min',
    },
    duration: {
      hoursMinutes: '{{hours}} h {{minutes}} min',
      minutes: '{{minutes}} min',
    },
    dialog: {
      title: 'Reality check',
      playedFor: 'You have been playing for {{duration}} in this session.',
      results: 'Staked {{staked}}, won {{won}}, net {{net}}.',
      continue: 'Continue playing',
      stop: 'Stop playing',
      history: 'View history',
    },
  },
};
