import { defineNamespace } from '../define-namespace';

export const breadcrumb = defineNamespace({
  tr: {
    label: 'Sayfa yolu',
  },
  en: {
    label: 'Breadcrumb',
  },
});
