import { defineNamespace } from '../define-namespace';

export const videoBanner = defineNamespace({
  tr: {
    label: 'Casino tanıtımı',
    eyebrow: 'Canlı Casino',
  },
  en: {
    label: 'Casino showcase',
    eyebrow: 'Live Casino',
  },
});
