import { defineNamespace } from '../define-namespace';

export const callMe = defineNamespace({
  tr: {
    title: 'Sizi Arayalım',
    intro: 'Bilgilerinizi bırakın, müşteri temsilcimiz sizi en kısa sürede arasın.',
    name: 'Ad Soyad',
    phone: 'Telefon',
    phoneHint: 'Yalnızca rakam, 10–15 hane (ör. 905321234567).',
    preferredTime: 'Aranmak istediğiniz zaman',
    times: {
      anytime: 'Fark etmez',
      morning: 'Sabah (09:00–12:00)',
      afternoon: 'Öğleden sonra (12:00–18:00)',
      evening: 'Akşam (18:00–22:00)',
    },
    note: 'Notunuz (isteğe bağlı)',
    submit: 'Beni Arayın',
    sending: 'Gönderiliyor...',
    successTitle: 'Talebiniz alındı',
    another: 'Yeni talep oluştur',
    failed: 'Talebiniz gönderilemedi. Lütfen tekrar deneyin.',
  },
  en: {
    title: 'Call Me Back',
    intro: 'Leave your details and one of our agents will call you as soon as possible.',
    name: 'Full name',
    phone: 'Phone',
    phoneHint: 'Digits only, 10–15 of them (e.g. 905321234567).',
    preferredTime: 'When should we call you?',
    times: {
      anytime: 'Any time',
      morning: 'Morning (09:00–12:00)',
      afternoon: 'Afternoon (12:00–18:00)',
      evening: 'Evening (18:00–22:00)',
    },
    note: 'Your note (optional)',
    submit: 'Call me',
    sending: 'Sending...',
    successTitle: 'Your request has been received',
    another: 'Make another request',
    failed: 'Your request could not be sent. Please try again.',
  },
});
