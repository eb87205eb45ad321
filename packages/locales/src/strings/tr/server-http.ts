/** What the API says about a request itself (its body, its session, the server's state), read on the server only. */
export const serverHttp = {
  notFound: 'İstenen adres bulunamadı.',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  bodyTooLarge: 'İstek gövdesi çok büyük.',
  bodyTooDeep: 'İstek gövdesi çok fazla iç içe; en fazla {{limit}} düzeye izin verilir.',
  unsupportedMediaType: 'Bu içerik türü desteklenmiyor; JSON gönderin.',
  badRequest: 'İstek geçersiz.',
  fieldRequired: '"{{field}}" alanı zorunludur.',
  fieldInvalid: '"{{field}}" alanı geçersiz: {{reason}}',
  fieldHasNulCharacter: '"{{field}}" alanı geçersiz: NUL karakteri içeremez.',
  requestInvalid: 'İstek geçersiz: {{reason}}',
  serviceBusy: 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.',
  internalError: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  contentNotFound: 'Aradığınız sayfa bulunamadı veya yayından kaldırıldı.',
  callMeBackReceived: 'Talebiniz alındı. Ekibimiz seçtiğiniz zaman aralığında sizi arayacak.',
  originNotAllowed: 'Bu siteden API çağrısına izin verilmiyor.',
  sessionRequired: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.',
  databaseUnavailable: 'Veritabanına şu anda ulaşılamıyor.',
  // A proof-of-work challenge to solve before the call is taken.
  challenge: {
    needed:
      'Çok sayıda deneme yapıldı. Devam etmek için kısa bir doğrulama gerekiyor; tarayıcınız onu birkaç saniyede kendisi tamamlar.',
    refused: 'Doğrulama kabul edilmedi veya süresi doldu; lütfen yenisini tamamlayın.',
  },
  tooManyAttempts: 'Çok fazla deneme yaptınız. Lütfen {{minutes}} dakika sonra tekrar deneyin.',
  sessionTimeLimitReached: 'Oturum süre limitiniz doldu; oturumunuz kapatıldı.',
};
