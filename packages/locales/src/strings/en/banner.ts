import type { SameKeys } from '../../define-namespace';
import type { banner as tr } from '../tr/banner';

export const banner: SameKeys<typeof tr> = {
  carouselLabel: 'Promotions',
  slideLabel: '{{index}} of {{count}}',
  goToSlide: 'Go to promotion {{index}}',
  loading: 'Loading promotions',
  slideAlt: 'Promotion {{index}}',
  opensInNewTab: '(opens in a new tab)',
  promotionDetails: 'Details',
};
