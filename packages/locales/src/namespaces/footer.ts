import { defineNamespace } from '../define-namespace';

export const footer = defineNamespace({
  tr: {
    rights: 'Tüm hakları saklıdır.',
    language: 'Dil',
  },
  en: {
    rights: 'All rights reserved.',
    language: 'Language',
  },
});
