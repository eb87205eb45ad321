import type { SameKeys } from '../../define-namespace';
import type { bottomBar as tr } from '../tr/bottom-bar';

export const bottomBar: SameKeys<typeof tr> = {
  label: 'Quick access',
  deposit: 'Deposit',
  sports: 'Sports',
  support: 'Support',
  liveCasino: 'L.Casino',
  promotions: 'Promotions',
};
