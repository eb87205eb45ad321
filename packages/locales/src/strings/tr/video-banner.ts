export const videoBanner = {
  label: 'Casino tanıtımı',
  eyebrow: 'Canlı Casino',
};
