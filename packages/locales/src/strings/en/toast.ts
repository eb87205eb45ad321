import type { SameKeys } from '../../define-namespace';
import type { toast as tr } from '../tr/toast';

export const toast: SameKeys<typeof tr> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
};
