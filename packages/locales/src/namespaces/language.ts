import { defineNamespace } from '../define-namespace';

export const language = defineNamespace({
  tr: {
    tr: 'Türkçe',
    en: 'English',
    label: 'Dil',
    placeholder: 'Dil Seçin',
  },
  en: {
    tr: 'Türkçe',
    en: 'English',
    label: 'Language',
    placeholder: 'Select Language',
  },
});
