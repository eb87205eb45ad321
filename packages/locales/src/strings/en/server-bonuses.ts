import type { SameKeys } from '../../define-namespace';
import type { serverBonuses as tr } from '../tr/server-bonuses';

export const serverBonuses: SameKeys<typeof tr> = {
  trialBonusName: 'Trial Bonus',
  trialBonusSummary:
    'The trial bonus you chose when signing up: {{amount}} is added to your bonus balance.',
  trialBonusTerms:
    'The trial bonus is given once per person, phone number and device, to members with a verified phone.',
  trialBonusGranted:
    'Your trial bonus of {{amount}} has been added to your bonus balance; it turns into cash once its wagering is done.',
  trialBonusClaimed: 'You have already claimed your trial bonus; each member can claim it once.',
  trialBonusNotChosen: 'The trial bonus is only for members who chose it when signing up.',
  trialBonusUnavailable: 'There is no trial bonus on offer right now.',
  offerGranted:
    'Your {{name}} of {{amount}} has been added to your bonus balance; it turns into cash once its wagering is done.',
  offerClaimed: 'You have already claimed the {{name}}; each bonus can be claimed once.',
  selfExcluded: 'Bonuses and promotions are not available while you are self-excluded.',
  timeout: 'Your time-out lasts until {{until}}; no bonus can be claimed until then.',
  offerUnavailable: 'This bonus was not found or cannot be claimed right now.',
  trialPhoneUnverified: 'Verify your phone number first to get the trial bonus.',
  trialBonusUsed:
    'The trial bonus has already been given to this phone number, ID number or device.',
  bonusActive:
    'Your {{name}} is still being wagered; finish it or forfeit it before claiming another bonus.',
  depositRequired:
    'This bonus needs a deposit of at least {{amount}} in the last 7 days that no other bonus used.',
  maxBet: 'While a bonus is being wagered, the largest bet allowed is {{amount}}.',
  forfeitRequired:
    'A withdrawal forfeits your {{name}}: the {{amount}} in your bonus balance is removed. Send the request again to confirm.',
  forfeited: 'You forfeited the {{name}}; the {{amount}} in your bonus balance was removed.',
  notActive: 'This bonus is no longer active.',
  notices: {
    convertedNotice: {
      title: 'Bonus turned into cash',
      body: 'You completed the wagering of your {{name}}: {{amount}} has been added to your cash balance.',
    },
    expiredNotice: {
      title: 'Bonus expired',
      body: 'Your {{name}} expired before its wagering was done; the {{amount}} in your bonus balance was removed.',
    },
    forfeitedNotice: {
      title: 'Bonus forfeited',
      body: 'Your {{name}} was forfeited; the {{amount}} in your bonus balance was removed.',
    },
  },
};
