import type { SameKeys } from '../../define-namespace';
import type { promotions as tr } from '../tr/promotions';

export const promotions: SameKeys<typeof tr> = {
  intro: 'Bonuses and campaigns for you. Choose a promotion for the details.',
  listLabel: 'Promotions',
  details: 'Details',
  empty: 'There are no active promotions right now.',
};
