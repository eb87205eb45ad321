import type { SameKeys } from '../../define-namespace';
import type { breadcrumb as tr } from '../tr/breadcrumb';

export const breadcrumb: SameKeys<typeof tr> = {
  label: 'Breadcrumb',
};
