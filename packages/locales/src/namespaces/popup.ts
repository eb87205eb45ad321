import { defineNamespace } from '../define-namespace';

export const popup = defineNamespace({
  tr: {
    title: 'Duyuru',
    close: 'Kapat',
    imageAlt: 'Güncel kampanya duyurusu',
    loading: 'Yükleniyor...',
  },
  en: {
    title: 'Announcement',
    close: 'Close',
    imageAlt: 'Current promotion announcement',
    loading: 'Loading...',
  },
});
