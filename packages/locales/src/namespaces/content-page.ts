import { defineNamespace } from '../define-namespace';

export const contentPage = defineNamespace({
  tr: {
    notFoundTitle: 'Sayfa bulunamadı',
    notFoundText: 'Aradığınız içerik kaldırılmış ya da hiç yayınlanmamış olabilir.',
    home: 'Ana sayfaya dön',
  },
  en: {
    notFoundTitle: 'Page not found',
    notFoundText: 'The content you are looking for may have been removed or never published.',
    home: 'Back to the home page',
  },
});
