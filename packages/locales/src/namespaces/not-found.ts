import { defineNamespace } from '../define-namespace';

export const notFound = defineNamespace({
  tr: {
    text: 'Aradığınız sayfa taşınmış ya da kaldırılmış olabilir.',
    home: 'Ana sayfaya dön',
  },
  en: {
    text: 'The page you are looking for may have moved or been removed.',
    home: 'Back to the home page',
  },
});
