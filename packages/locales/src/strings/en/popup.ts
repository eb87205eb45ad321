import type { SameKeys } from '../../define-namespace';
import type { popup as tr } from '../tr/popup';

export const popup: SameKeys<typeof tr> = {
  title: 'Announcement',
  close: 'Close',
  imageAlt: 'Current promotion announcement',
  loading: 'Loading...',
};
