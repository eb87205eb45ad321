import type { SameKeys } from '../../define-namespace';
import type { topNotify as tr } from '../tr/top-notify';

export const topNotify: SameKeys<typeof tr> = {
  label: 'Address notice',
  message:
    'Our current address is {{current}}; our next address is {{next}}. Bookmark this page so you never miss an address change.',
  dismiss: 'Dismiss notice',
};
