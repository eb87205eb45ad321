/** Languages the mock API answers in; anything else falls back to Turkish. */
export type MockLocale = 'tr' | 'en';

const messages = {
  unauthorized: {
    tr: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.',
    en: 'Your session has expired, please log in again.',
  },
  loginSucceeded: { tr: 'Hoş geldiniz, {name}!', en: 'Welcome, {name}!' },
  loginFailed: { tr: 'Kullanıcı adı veya şifre hatalı.', en: 'Wrong username or password.' },
  registered: {
    tr: 'Üyeliğiniz oluşturuldu. İyi eğlenceler!',
    en: 'Your account has been created. Have fun!',
  },
  usernameTaken: {
    tr: 'Bu kullanıcı adı zaten kullanılıyor.',
    en: 'This username is already taken.',
  },
  personalNoTaken: {
    tr: 'Bu TC kimlik numarası ile zaten bir üyelik var.',
    en: 'An account with this TC number already exists.',
  },
  loggedOut: { tr: 'Çıkış yapıldı.', en: 'You have logged out.' },
  resetCodeSent: {
    tr: 'Kayıtlı telefonunuza bir sıfırlama kodu gönderdik.',
    en: 'We have sent a reset code to your phone.',
  },
  resetCodeWrong: {
    tr: 'Sıfırlama kodu hatalı veya süresi dolmuş.',
    en: 'The reset code is wrong or has expired.',
  },
  resetCodeAccepted: {
    tr: 'Kod doğrulandı, yeni şifrenizi belirleyin.',
    en: 'Code verified, choose a new password.',
  },
  passwordChanged: {
    tr: 'Şifreniz başarıyla değiştirildi.',
    en: 'Your password has been changed.',
  },
  oldPasswordWrong: { tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is wrong.' },
  smsSent: {
    tr: 'Doğrulama kodu {phone} numarasına gönderildi.',
    en: 'A verification code was sent to {phone}.',
  },
  smsWrong: { tr: 'Doğrulama kodu hatalı.', en: 'The verification code is wrong.' },
  smsNotRequested: { tr: 'Önce doğrulama kodu isteyin.', en: 'Ask for a verification code first.' },
  phoneVerified: {
    tr: 'Telefon numaranız başarıyla doğrulandı!',
    en: 'Your phone number has been successfully verified!',
  },
  trialBonusClaimed: {
    tr: 'Deneme bonusunuz bonus bakiyenize eklendi; çevrim şartı tamamlanınca nakde döner.',
    en: 'Your trial bonus has been added to your bonus balance; it turns into cash once its wagering is done.',
  },
  trialBonusUnavailable: {
    tr: 'Tanımlanabilecek bir deneme bonusunuz bulunmuyor.',
    en: 'You have no trial bonus to claim.',
  },
  bonusOfferGranted: {
    tr: '{amount} ₺ tutarındaki {name} bonus bakiyenize eklendi; {wagering} kat çevrimle nakde döner.',
    en: 'Your {name} of ₺{amount} has been added to your bonus balance; wager it {wagering} times to turn it into cash.',
  },
  bonusAlreadyActive: {
    tr: 'Çevrimi süren bir bonusunuz var ({name}); yeni bir bonus almak için önce onu tamamlayın veya ondan vazgeçin.',
    en: 'You already have a bonus being wagered ({name}); finish or forfeit it before claiming another.',
  },
  bonusNotActive: {
    tr: 'Bu bonus artık aktif değil.',
    en: 'This bonus is no longer active.',
  },
  bonusForfeited: {
    tr: '{name} iptal edildi; {amount} ₺ bonus bakiyenizden silindi.',
    en: 'Your {name} was forfeited; ₺{amount} was removed from your bonus balance.',
  },
  bonusForfeitRequired: {
    tr: 'Çekim talebiniz {amount} ₺ tutarındaki {name} bonusunuzu iptal eder. Devam etmek için onaylayın.',
    en: 'Your withdrawal forfeits your {name} of ₺{amount}. Confirm to go on.',
  },
  bonusOfferClaimed: {
    tr: '{name} bonusunu zaten aldınız; her bonus bir kez alınabilir.',
    en: 'You have already claimed the {name}; each bonus can be claimed once.',
  },
  bonusOfferUnavailable: {
    tr: 'Bu bonus bulunamadı veya şu anda alınamıyor.',
    en: 'This bonus was not found or cannot be claimed right now.',
  },
  paymentMethodMissing: { tr: 'Ödeme yöntemi bulunamadı.', en: 'Payment method not found.' },
  paymentFieldMissing: { tr: 'Lütfen tüm alanları doldurun.', en: 'Please fill in every field.' },
  amountOutOfRange: {
    tr: 'Tutar {min} ₺ ile {max} ₺ arasında olmalıdır.',
    en: 'The amount must be between ₺{min} and ₺{max}.',
  },
  insufficientBalance: { tr: 'Bakiyeniz yetersiz.', en: 'Your balance is not enough.' },
  depositRedirect: {
    tr: 'Ödemenizi tamamlamak için ödeme sayfasına yönlendiriliyorsunuz.',
    en: 'You are being directed to the payment page to complete your deposit.',
  },
  depositReceived: {
    tr: 'Yatırım talebiniz alındı; onaylandığında bakiyenize eklenecektir.',
    en: 'Your deposit request was received; it will be added to your balance once confirmed.',
  },
  idempotencyKeyReused: {
    tr: 'Bu Idempotency-Key başka bir ödeme talebi için kullanıldı; her yeni talep için yeni bir anahtar gönderin.',
    en: 'This Idempotency-Key was used for a different payment request; send a new key with each new request.',
  },
  withdrawReceived: {
    tr: 'Çekim talebiniz alındı ve incelemeye gönderildi.',
    en: 'Your withdrawal request was received and is being reviewed.',
  },
  withdrawCancelled: {
    tr: 'Çekim talebiniz iptal edildi; tutar bakiyenize geri eklendi.',
    en: 'Your withdrawal request was cancelled; the amount is back in your balance.',
  },
  withdrawNotCancellable: {
    tr: 'Bu çekim talebi artık iptal edilemez.',
    en: 'This withdrawal request can no longer be cancelled.',
  },
  withdrawMissing: {
    tr: 'Bu çekim talebi bulunamadı.',
    en: 'There is no such withdrawal request.',
  },
  gameMissing: { tr: 'Oyun bulunamadı.', en: 'Game not found.' },
  favoriteAdded: { tr: 'Favorilere eklendi', en: 'Added to favorites' },
  favoriteRemoved: { tr: 'Favorilerden çıkarıldı', en: 'Removed from favorites' },
  contentMissing: {
    tr: 'Aradığınız sayfa bulunamadı veya yayından kaldırıldı.',
    en: 'The page you are looking for was not found or has been unpublished.',
  },
  callMeBackReceived: {
    tr: 'Talebiniz alındı. Ekibimiz seçtiğiniz zaman aralığında sizi arayacak.',
    en: 'Your request has been received. Our team will call you in the time window you chose.',
  },
} satisfies Record<string, Record<MockLocale, string>>;

/** What the mock API can say. */
export type MockMessage = keyof typeof messages;

/** The `locale` header as a mock locale. */
export function toMockLocale(header: string | null): MockLocale {
  return header?.toLowerCase().startsWith('en') ? 'en' : 'tr';
}

/** The sentence for `message` in `locale`, with `{name}` placeholders filled from `values`. */
export function say(
  locale: MockLocale,
  message: MockMessage,
  values: Record<string, string | number> = {},
): string {
  return messages[message][locale].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
