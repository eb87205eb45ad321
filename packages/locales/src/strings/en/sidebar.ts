import type { SameKeys } from '../../define-namespace';
import type { sidebar as tr } from '../tr/sidebar';

export const sidebar: SameKeys<typeof tr> = {
  label: 'Site menu',
  newTab: '(opens in a new tab)',
};
