import { defineNamespace } from '../define-namespace';

export const language = defineNamespace({
  tr: {
    tr: 'Türkçe',
    en: 'English',
  },
  en: {
    tr: 'Türkçe',
    en: 'English',
  },
});
