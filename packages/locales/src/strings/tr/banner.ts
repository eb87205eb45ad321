export const banner = {
  carouselLabel: 'Kampanyalar',
  slideLabel: '{{index}} / {{count}}',
  goToSlide: '{{index}}. kampanyaya git',
  loading: 'Kampanyalar yükleniyor',
  slideAlt: 'Kampanya {{index}}',
  opensInNewTab: '(yeni sekmede açılır)',
  promotionDetails: 'Detaylar',
};
