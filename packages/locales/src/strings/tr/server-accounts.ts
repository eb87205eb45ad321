/** What the account calls answer, and the texts of the codes sent by SMS and e-mail (`outgoing`); server only. */
export const serverAccounts = {
  registered: 'Üyeliğiniz oluşturuldu. İyi eğlenceler!',
  loginSucceeded: 'Hoş geldiniz, {{name}}!',
  loginFailed: 'Kullanıcı adı veya şifre hatalı.',
  loggedOut: 'Çıkış yapıldı.',
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor.',
  emailTaken: 'Bu e-posta adresi ile zaten bir üyelik var.',
  phoneTaken: 'Bu telefon numarası başka bir üyelikte kayıtlı.',
  personalNoTaken: 'Bu TC kimlik numarası ile zaten bir üyelik var.',
  tooYoung: 'Üye olabilmek için en az {{age}} yaşında olmalısınız.',
  termsRequired:
    'Üye olmak için kullanım koşullarını kabul edip 18 yaşından büyük olduğunuzu onaylamalısınız.',
  unknownCountry: 'Geçerli bir ülke seçin.',
  restrictedCountry: 'Bu ülkeden kayıt kabul edilmiyor.',
  resetCodeSent:
    'Kullanıcı adı kayıtlıysa telefonunuza ve e-posta adresinize bir sıfırlama kodu gönderdik.',
  resetCodeWrong: 'Sıfırlama kodu hatalı veya süresi dolmuş.',
  resetCodeAccepted: 'Kod doğrulandı, yeni şifrenizi belirleyin.',
  passwordChanged: 'Şifreniz başarıyla değiştirildi.',
  oldPasswordWrong: 'Mevcut şifreniz hatalı.',
  smsSent: 'Doğrulama kodu {{phone}} numarasına gönderildi.',
  smsWrong: 'Doğrulama kodu hatalı veya süresi dolmuş.',
  phoneVerified: 'Telefon numaranız başarıyla doğrulandı!',
  // The SMS and e-mails sent to players.
  outgoing: {
    resetSms:
      'Şifre sıfırlama kodunuz: {{code}}. Kod {{minutes}} dakika geçerlidir. Kimseyle paylaşmayın.',
    resetEmailSubject: 'Şifre sıfırlama kodunuz',
    resetEmail:
      'Merhaba {{name}},\n\nŞifrenizi sıfırlamak için kodunuz: {{code}}\nKod {{minutes}} dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
    phoneSms: 'Telefon doğrulama kodunuz: {{code}}. Kod {{minutes}} dakika geçerlidir.',
  },
};
