import { defineNamespace } from '../define-namespace';

export const home = defineNamespace({
  tr: {
    title: "Zar'a hoş geldiniz",
    tagline: 'Spor bahisleri, canlı bahis ve casino tek adreste.',
    sections: 'Bölümler',
  },
  en: {
    title: 'Welcome to Zar',
    tagline: 'Sports betting, live betting and casino in one place.',
    sections: 'Sections',
  },
});
