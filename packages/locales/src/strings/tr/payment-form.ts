/** The server-driven payment forms and their dialogs on the site. */
export const paymentForm = {
  depositTitle: 'Para Yatır',
  withdrawTitle: 'Para Çek',
  submitDeposit: 'Yatır',
  submitWithdraw: 'Çekim Talebi Gönder',
  loading: 'Form yükleniyor...',
  noData: 'Veri bulunamadı',
  withdrawSent: 'Çekim talebiniz alındı.',
  validation: {
    required: '{{label}} alanı zorunludur.',
    mask: '{{label}} alanını {{format}} biçiminde girin.',
    number: 'Geçerli bir sayı girin.',
    min: 'En az {{min}} girin.',
    max: 'En fazla {{max}} girin.',
    iban: 'Bu IBAN geçerli değil. Rakamlarını kontrol edin.',
    luhn: 'Bu kart numarası geçerli değil. Rakamlarını kontrol edin.',
    expiryMonth: 'Ayı 01 ile 12 arasında girin.',
    expired: 'Bu kartın son kullanma tarihi geçmiş. Geçerli bir kart kullanın.',
  },
  action: {
    paste: '{{label}} panodan yapıştır',
    increment: '{{label}} artır',
    decrement: '{{label}} azalt',
    quickAmounts: '{{label}} için hızlı tutarlar',
  },
  select: {
    placeholder: 'Seçiniz…',
  },
};
