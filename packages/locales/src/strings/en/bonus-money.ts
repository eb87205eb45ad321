import type { SameKeys } from '../../define-namespace';
import type { bonusMoney as tr } from '../tr/bonus-money';

export const bonusMoney: SameKeys<typeof tr> = {
  terms: {
    label: 'Bonus terms',
    fixed: '{{amount}} bonus',
    percent: '{{percent}}% of the deposit, up to {{amount}}',
    minDeposit: 'Minimum deposit {{amount}}',
    wagering: 'Wager it {{count}} times',
    noWagering: 'No wagering',
    contribution:
      'Counts toward wagering: slots {{slots}}%, table games {{table}}%, live casino {{live}}%, sports betting {{sportsbook}}%',
    minOdds: 'Sports bets count at odds of {{odds}} or more',
    maxBet: 'Maximum bet {{amount}}',
    days: 'Valid for {{days}}',
    maxCashout: 'At most {{amount}} turns into cash',
  },
  active: {
    label: 'Active bonuses',
    loading: 'Loading active bonuses...',
    empty: 'You have no bonus being wagered.',
    progress: 'Wagering progress',
    wagered: '{{wagered}} / {{required}} wagered',
    pocket: 'Bonus balance',
    timeLeft: '{{time}} left',
    expired: 'Expired',
    showTerms: 'Show terms',
    hideTerms: 'Hide terms',
    forfeit: 'Forfeit bonus',
    forfeitTitle: 'Forfeit your {{name}}?',
    forfeitText:
      '{{amount}} is removed from your bonus balance and your wagering so far is lost. This cannot be undone.',
    forfeitConfirm: 'Yes, forfeit the bonus',
    keep: 'Keep the bonus',
  },
  claimDialog: {
    title: '{{name}}: terms',
    intro:
      'The bonus goes to your bonus balance when you claim it and turns into cash once wagered.',
    accept: 'Accept the terms and claim',
    cancel: 'Cancel',
  },
  withdraw: {
    withdrawable: 'Withdrawable balance (cash): {{amount}}',
    notice: 'Your withdrawal forfeits your {{amount}} bonus ({{name}}).',
    confirmTitle: 'Forfeit your bonus?',
    confirm: 'Forfeit the bonus and withdraw',
    back: 'Go back',
  },
};
