export const routeError = {
  title: 'Bir şeyler ters gitti',
  text: 'Sayfa yüklenemedi. Lütfen sayfayı yenileyin.',
  reload: 'Sayfayı yenile',
};
