import { defineNamespace } from '../define-namespace';

export const routeError = defineNamespace({
  tr: {
    title: 'Bir şeyler ters gitti',
    text: 'Sayfa yüklenemedi. Lütfen sayfayı yenileyin.',
    reload: 'Sayfayı yenile',
  },
  en: {
    title: 'Something went wrong',
    text: 'The page could not be loaded. Please reload the page.',
    reload: 'Reload the page',
  },
});
