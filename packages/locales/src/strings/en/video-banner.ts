import type { SameKeys } from '../../define-namespace';
import type { videoBanner as tr } from '../tr/video-banner';

export const videoBanner: SameKeys<typeof tr> = {
  label: 'Casino showcase',
  eyebrow: 'Live Casino',
};
