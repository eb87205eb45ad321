import { defineNamespace } from '../define-namespace';

export const common = defineNamespace({
  tr: {
    close: 'Kapat',
    loading: 'Yükleniyor...',
  },
  en: {
    close: 'Close',
    loading: 'Loading...',
  },
});
