export const notFound = {
  text: 'Aradığınız sayfa taşınmış ya da kaldırılmış olabilir.',
  home: 'Ana sayfaya dön',
};
