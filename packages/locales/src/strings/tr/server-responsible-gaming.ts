/** Responsible gaming refusals and answers, and the activity statement's words; server only. */
export const serverResponsibleGaming = {
  excluded:
    'Hesabınız {{until}} tarihine kadar mola/kendini dışlama nedeniyle kapalı; para yatırma ve bahis yapılamaz.',
  excludedForGood: 'Hesabınız kalıcı olarak kendini dışlama altında.',
  depositLimit:
    '{{period}} para yatırma limitiniz {{limit}}; bu yatırım limiti aşar (bu dönemde kullanılan: {{used}}).',
  limitSaved: 'Limitiniz kaydedildi ve hemen geçerli.',
  limitPending:
    'Değişiklik {{from}} tarihinde geçerli olacak; o zamana kadar mevcut limitiniz geçerli.',
  timeoutTaken:
    'Molanız {{until}} tarihine kadar sürecek. Bu sürede para yatırma ve bahis yapılamaz.',
  selfExcluded: 'Kendinizi dışladınız; oturumunuz kapatıldı. Bu karar siteden geri alınamaz.',
  selfExcludedLogin: 'Bu hesap kendini dışlama altında; giriş yapılamaz.',
  // A limit's period inside depositLimit.
  periods: {
    Daily: 'Günlük',
    Weekly: 'Haftalık',
    Monthly: 'Aylık',
  },
  // The activity statement (a CSV): its file name and words.
  statementFileName: 'zar-hesap-dokumu',
  statementTypes: {
    deposit: 'Para Yatırma',
    withdrawal: 'Para Çekme',
    bet: 'Bahis',
    win: 'Kazanç',
    refund: 'İade',
  },
  statementGameStatuses: {
    done: 'Tamamlandı',
    refunded: 'İade edildi',
  },
  // The activity statement's CSV columns.
  statementHeader: {
    date: 'Tarih',
    type: 'Tür',
    description: 'Açıklama',
    amount: 'Tutar',
    status: 'Durum',
    reference: 'Referans',
  },
  // By TransactionStatus.
  statementPaymentStatuses: {
    '0': 'Belirtilmemiş',
    '1': 'Onaylandı',
    '2': 'Beklemede',
    '3': 'Birleştirildi',
    '4': 'Reddedildi',
    '5': 'İptal edildi',
    '6': 'Oluşturuldu',
  },
};
