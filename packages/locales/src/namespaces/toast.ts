import { defineNamespace } from '../define-namespace';

export const toast = defineNamespace({
  tr: {
    success: 'Başarılı',
    error: 'Hata',
    warning: 'Uyarı',
    info: 'Bilgi',
  },
  en: {
    success: 'Success',
    error: 'Error',
    warning: 'Warning',
    info: 'Information',
  },
});
