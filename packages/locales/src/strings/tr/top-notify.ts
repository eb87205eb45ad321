export const topNotify = {
  label: 'Adres duyurusu',
  message:
    'Güncel adresimiz {{current}} — yeni adresimiz {{next}}. Adres değişikliklerini kaçırmamak için bu sayfayı yer imlerinize ekleyin.',
  dismiss: 'Duyuruyu kapat',
};
