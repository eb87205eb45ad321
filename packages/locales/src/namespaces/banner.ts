import { defineNamespace } from '../define-namespace';

export const banner = defineNamespace({
  tr: {
    carouselLabel: 'Kampanyalar',
    slideLabel: '{{index}} / {{count}}',
    goToSlide: '{{index}}. kampanyaya git',
    loading: 'Kampanyalar yükleniyor',
    slideAlt: 'Kampanya {{index}}',
    opensInNewTab: '(yeni sekmede açılır)',
    promotionDetails: 'Detaylar',
  },
  en: {
    carouselLabel: 'Promotions',
    slideLabel: '{{index}} of {{count}}',
    goToSlide: 'Go to promotion {{index}}',
    loading: 'Loading promotions',
    slideAlt: 'Promotion {{index}}',
    opensInNewTab: '(opens in a new tab)',
    promotionDetails: 'Details',
  },
});
