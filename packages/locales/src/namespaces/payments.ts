import { defineNamespace } from '../define-namespace';

export const payments = defineNamespace({
  tr: {
    title: 'Ödemeler',
  },
  en: {
    title: 'Payments',
  },
});
