import type { SameKeys } from '../../define-namespace';
import type { testMode as tr } from '../tr/test-mode';

export const testMode: SameKeys<typeof tr> = {
  label: 'Test mode',
  message: 'Payments on this site are not real: no money is taken or paid out.',
};
