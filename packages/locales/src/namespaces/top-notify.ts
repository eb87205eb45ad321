import { defineNamespace } from '../define-namespace';

export const topNotify = defineNamespace({
  tr: {
    label: 'Adres duyurusu',
    message:
      'Güncel adresimiz {{current}} — yeni adresimiz {{next}}. Adres değişikliklerini kaçırmamak için bu sayfayı yer imlerinize ekleyin.',
    dismiss: 'Duyuruyu kapat',
  },
  en: {
    label: 'Address notice',
    message:
      'Our current address is {{current}} — our new address is {{next}}. Bookmark this page so you never miss an address change.',
    dismiss: 'Dismiss notice',
  },
});
