export const topNotify = {
  label: 'Adres duyurusu',
  message:
    'Güncel adresimiz {{current}}; bir sonraki adresimiz {{next}}. Adres değişikliklerini kaçırmamak için bu sayfayı yer imlerinize ekleyin.',
  dismiss: 'Duyuruyu kapat',
};
