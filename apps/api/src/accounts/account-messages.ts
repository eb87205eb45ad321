import type { LocalisedText } from '../http';

/** What the account calls say to the player, in both languages. */
export const accountMessages = {
  registered: {
    tr: 'Üyeliğiniz oluşturuldu. İyi eğlenceler!',
    en: 'Your account has been created. Have fun!',
  },
  loginSucceeded: { tr: 'Hoş geldiniz, {name}!', en: 'Welcome, {name}!' },
  loginFailed: { tr: 'Kullanıcı adı veya şifre hatalı.', en: 'Wrong username or password.' },
  loggedOut: { tr: 'Çıkış yapıldı.', en: 'You have logged out.' },
  usernameTaken: {
    tr: 'Bu kullanıcı adı zaten kullanılıyor.',
    en: 'This username is already taken.',
  },
  emailTaken: {
    tr: 'Bu e-posta adresi ile zaten bir üyelik var.',
    en: 'An account with this e-mail address already exists.',
  },
  phoneTaken: {
    tr: 'Bu telefon numarası başka bir üyelikte kayıtlı.',
    en: 'This phone number is already registered to another account.',
  },
  personalNoTaken: {
    tr: 'Bu TC kimlik numarası ile zaten bir üyelik var.',
    en: 'An account with this TC number already exists.',
  },
  tooYoung: {
    tr: 'Üye olabilmek için en az {age} yaşında olmalısınız.',
    en: 'You must be at least {age} years old to sign up.',
  },
  termsRequired: {
    tr: 'Üye olmak için kullanım koşullarını kabul edip 18 yaşından büyük olduğunuzu onaylamalısınız.',
    en: 'To sign up you must accept the terms of use and confirm that you are over 18.',
  },
  unknownCountry: { tr: 'Geçerli bir ülke seçin.', en: 'Choose a valid country.' },
  restrictedCountry: {
    tr: 'Bu ülkeden kayıt kabul edilmiyor.',
    en: 'We do not accept sign-ups from this country.',
  },
  resetCodeSent: {
    tr: 'Kullanıcı adı kayıtlıysa telefonunuza ve e-posta adresinize bir sıfırlama kodu gönderdik.',
    en: 'If the username is registered, we have sent a reset code to its phone and e-mail.',
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
  smsWrong: {
    tr: 'Doğrulama kodu hatalı veya süresi dolmuş.',
    en: 'The verification code is wrong or has expired.',
  },
  phoneVerified: {
    tr: 'Telefon numaranız başarıyla doğrulandı!',
    en: 'Your phone number has been successfully verified!',
  },
} satisfies Record<string, LocalisedText>;

/** The texts of the messages sent to players; `{code}` and `{minutes}` are filled in. */
export const outgoingTexts = {
  resetSms: {
    tr: 'Şifre sıfırlama kodunuz: {code}. Kod {minutes} dakika geçerlidir. Kimseyle paylaşmayın.',
    en: 'Your password reset code: {code}. It is valid for {minutes} minutes. Never share it.',
  },
  resetEmailSubject: { tr: 'Şifre sıfırlama kodunuz', en: 'Your password reset code' },
  resetEmail: {
    tr: 'Merhaba {name},\n\nŞifrenizi sıfırlamak için kodunuz: {code}\nKod {minutes} dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
    en: 'Hello {name},\n\nYour code to reset your password: {code}\nIt is valid for {minutes} minutes. If you did not ask for this, ignore this e-mail.',
  },
  phoneSms: {
    tr: 'Telefon doğrulama kodunuz: {code}. Kod {minutes} dakika geçerlidir.',
    en: 'Your phone verification code: {code}. It is valid for {minutes} minutes.',
  },
} satisfies Record<string, LocalisedText>;
