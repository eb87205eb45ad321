export const contentPage = {
  notFoundTitle: 'Sayfa bulunamadı',
  notFoundText: 'Aradığınız içerik kaldırılmış ya da hiç yayınlanmamış olabilir.',
  home: 'Ana sayfaya dön',
};
