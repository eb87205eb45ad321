export const popup = {
  title: 'Duyuru',
  close: 'Kapat',
  imageAlt: 'Güncel kampanya duyurusu',
  loading: 'Yükleniyor...',
};
