/** What the bonus calls answer, and the notifications of a bonus's end (`notices`); server only. */
export const serverBonuses = {
  trialBonusName: 'Deneme Bonusu',
  trialBonusSummary: 'Üye olurken seçtiğiniz deneme bonusu: {{amount}} bonus bakiyenize eklenir.',
  trialBonusTerms:
    'Deneme bonusu kişi, telefon numarası ve cihaz başına bir kez, telefonu doğrulanmış üyelere verilir.',
  trialBonusGranted:
    '{{amount}} tutarındaki deneme bonusunuz bonus bakiyenize eklendi; çevrim şartı tamamlanınca nakde döner.',
  trialBonusClaimed: 'Deneme bonusunuzu zaten aldınız; her üye bir kez alabilir.',
  trialBonusNotChosen: 'Deneme bonusu yalnızca kayıt olurken bonusu seçen üyelere tanımlanır.',
  trialBonusUnavailable: 'Şu anda tanımlanabilecek bir deneme bonusu yok.',
  offerGranted:
    '{{amount}} tutarındaki {{name}} bonus bakiyenize eklendi; çevrim şartı tamamlanınca nakde döner.',
  offerClaimed: '{{name}} bonusunu zaten aldınız; her bonus bir kez alınabilir.',
  selfExcluded: 'Kendini dışlama süresince bonus ve promosyonlardan yararlanılamaz.',
  timeout: 'Molanız {{until}} tarihine kadar sürüyor; bu sürede bonus alınamaz.',
  offerUnavailable: 'Bu bonus bulunamadı veya şu anda alınamıyor.',
  trialPhoneUnverified: 'Deneme bonusu için önce telefon numaranızı doğrulayın.',
  trialBonusUsed:
    'Bu telefon numarası, kimlik numarası veya cihazla deneme bonusu daha önce alındı.',
  bonusActive:
    '{{name}} bonusunuzun çevrimi sürüyor; yeni bir bonus için önce onu tamamlayın veya bonustan vazgeçin.',
  depositRequired:
    'Bu bonus için son 7 gün içinde en az {{amount}} tutarında, başka bir bonusta kullanılmamış bir yatırımınız olmalı.',
  maxBet: 'Bonus çevrimi sürerken en fazla {{amount}} bahis yapabilirsiniz.',
  forfeitRequired:
    'Çekim talebi {{name}} bonusunuzu iptal eder: bonus bakiyenizdeki {{amount}} silinir. Onaylıyorsanız talebi yeniden gönderin.',
  forfeited: '{{name}} bonusundan vazgeçtiniz; bonus bakiyenizdeki {{amount}} silindi.',
  notActive: 'Bu bonus artık aktif değil.',
  // The notifications of a bonus's end.
  notices: {
    convertedNotice: {
      title: 'Bonus nakde döndü',
      body: '{{name}} çevrim şartını tamamladınız: {{amount}} nakit bakiyenize eklendi.',
    },
    expiredNotice: {
      title: 'Bonusun süresi doldu',
      body: '{{name}} süresi dolmadan çevrilemedi; bonus bakiyenizdeki {{amount}} silindi.',
    },
    forfeitedNotice: {
      title: 'Bonus iptal edildi',
      body: '{{name}} iptal edildi; bonus bakiyenizdeki {{amount}} silindi.',
    },
  },
};
