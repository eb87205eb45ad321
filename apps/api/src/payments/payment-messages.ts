import { formatMinorUnits } from '@zar/locales/money';
import { type Locale, type LocalisedText, serverMessage } from '../http';
import { walletCurrency } from '../wallet';

/** What the payment calls and the operator commands say, in both languages. */
export const paymentMessages = {
  methodUnknown: {
    tr: 'Bu ödeme yöntemi bulunamadı veya şu anda kullanılamıyor.',
    en: 'This payment method was not found or is not available right now.',
  },
  methodUnavailable: {
    tr: '{method} bu sitede şu anda kullanılamıyor; lütfen başka bir ödeme yöntemi seçin.',
    en: '{method} is not available on this site right now; please choose another payment method.',
  },
  idempotencyKeyReused: {
    tr: 'Bu Idempotency-Key başka bir ödeme talebi için kullanıldı; her yeni talep için yeni bir anahtar gönderin.',
    en: 'This Idempotency-Key was used for a different payment request; send a new key with each new request.',
  },
  fieldUnknown: {
    tr: '"{field}" bu ödeme yönteminin bir alanı değil.',
    en: '"{field}" is not a field of this payment method.',
  },
  fieldRequired: { tr: '{field} alanı zorunludur.', en: 'The {field} field is required.' },
  textInvalid: { tr: '{field} alanına metin girin.', en: 'Enter text for {field}.' },
  fieldTooLong: {
    tr: '{field} en fazla {max} karakter olabilir.',
    en: 'The {field} can have at most {max} characters.',
  },
  fieldMask: {
    tr: '{field} alanı {mask} biçiminde olmalıdır.',
    en: 'The {field} must have the format {mask}.',
  },
  ibanInvalid: {
    tr: 'IBAN geçersiz: kontrol basamakları tutmuyor.',
    en: 'The IBAN is not valid: its check digits do not match.',
  },
  cardInvalid: {
    tr: 'Kart numarası geçersiz; lütfen kontrol edin.',
    en: 'The card number is not valid; please check it.',
  },
  cardExpiryInvalid: {
    tr: '{field} alanına ayı 01 ile 12 arasında girin.',
    en: 'Enter the month of {field} as 01 to 12.',
  },
  cardExpired: {
    tr: 'Bu kartın son kullanma tarihi geçmiş; geçerli bir kart kullanın.',
    en: 'This card has expired; please use a card that is still valid.',
  },
  numberInvalid: { tr: '{field} alanına bir sayı girin.', en: 'Enter a number for {field}.' },
  wholeNumberInvalid: {
    tr: '{field} alanına tam sayı girin.',
    en: 'Enter a whole number for {field}.',
  },
  numberOutOfRange: {
    tr: '{field} {min} ile {max} arasında olmalıdır.',
    en: 'The {field} must be between {min} and {max}.',
  },
  amountInvalid: {
    tr: 'Tutar sıfırdan büyük ve en fazla 2 ondalıklı bir sayı olmalıdır.',
    en: 'The amount must be a number above zero with at most 2 decimals.',
  },
  wholeAmountInvalid: {
    tr: 'Bu yöntemde tutar sıfırdan büyük bir tam sayı olmalıdır.',
    en: 'With this method the amount must be a whole number above zero.',
  },
  amountOutOfRange: {
    tr: 'Tutar {min} ile {max} arasında olmalıdır.',
    en: 'The amount must be between {min} and {max}.',
  },
  optionInvalid: {
    tr: '{field} için listeden bir seçenek seçin.',
    en: 'Choose one of the listed options for {field}.',
  },
  booleanInvalid: {
    tr: '{field} alanı evet ya da hayır olmalıdır.',
    en: 'The {field} must be yes or no.',
  },
  dateTimeInvalid: {
    tr: '{field} alanına geçerli bir tarih ve saat girin.',
    en: 'Enter a valid date and time for {field}.',
  },
  insufficientBalance: {
    tr: 'Bakiyeniz bu çekim için yetersiz.',
    en: 'Your balance is not enough for this withdrawal.',
  },
  depositPageReady: {
    tr: '{amount} tutarındaki yatırımınızı açılan ödeme sayfasında onaylayın.',
    en: 'Confirm your deposit of {amount} on the payment page that opens.',
  },
  depositReceived: {
    tr: '{amount} tutarındaki yatırım talebiniz alındı; onaylandığında bakiyenize eklenecektir.',
    en: 'Your deposit request of {amount} was received; it is added to your balance once approved.',
  },
  withdrawalReceived: {
    tr: '{amount} tutarındaki çekim talebiniz alındı ve incelemeye gönderildi.',
    en: 'Your withdrawal request of {amount} was received and is being reviewed.',
  },
  withdrawalCancelled: {
    tr: '{amount} tutarındaki çekim talebiniz iptal edildi; tutar bakiyenize geri eklendi.',
    en: 'Your withdrawal request of {amount} was cancelled; the amount is back in your balance.',
  },
  withdrawalNotCancellable: {
    tr: 'Çekim talebiniz #{id} artık iptal edilemez: {status}.',
    en: 'Your withdrawal request #{id} can no longer be cancelled: it was {status}.',
  },
  paymentNotFound: {
    tr: '#{id} numaralı {kind} talebi bulunamadı.',
    en: 'There is no {kind} request #{id}.',
  },
  alreadySettled: {
    tr: '{kind} talebi #{id} zaten sonuçlanmış ({status}); hiçbir şey değişmedi.',
    en: '{kind} request #{id} was already settled ({status}); nothing changed.',
  },
  awaitingPlayer: {
    tr: 'Yatırım #{id} oyuncunun ödeme sayfasındaki onayını bekliyor; operatör onaylayamaz.',
    en: 'Deposit #{id} is waiting for the player to confirm it on the payment page; an operator cannot approve it.',
  },
  depositApproved: {
    tr: 'Yatırım #{id} onaylandı; {amount} oyuncunun bakiyesine eklendi.',
    en: 'Deposit #{id} approved; {amount} was added to the player’s balance.',
  },
  depositRejected: {
    tr: 'Yatırım #{id} reddedildi; bakiye değişmedi.',
    en: 'Deposit #{id} rejected; the balance did not change.',
  },
  withdrawalApproved: {
    tr: 'Çekim #{id} onaylandı; {amount} ödendi.',
    en: 'Withdrawal #{id} approved; {amount} was paid out.',
  },
  withdrawalRejected: {
    tr: 'Çekim #{id} reddedildi; {amount} oyuncunun bakiyesine geri döndü.',
    en: 'Withdrawal #{id} rejected; {amount} went back to the player’s balance.',
  },
} satisfies Record<string, LocalisedText>;

/** The words for a request's kind and status inside the operator's messages. */
export const paymentWords = {
  deposit: { tr: 'Yatırım', en: 'Deposit' },
  withdrawal: { tr: 'Çekim', en: 'Withdrawal' },
  statuses: {
    tr: [
      'yok',
      'onaylandı',
      'beklemede',
      'birleştirildi',
      'reddedildi',
      'iptal edildi',
      'oluşturuldu',
    ],
    en: ['none', 'confirmed', 'pending', 'merged', 'rejected', 'cancelled', 'created'],
  },
} as const;

/** Kuruş of the wallet as the player reads them: `₺1.250,50` in Turkish, `₺1,250.50` in English. */
export function formatAmount(kurus: bigint, locale: Locale): string {
  return formatMinorUnits(kurus, locale, walletCurrency);
}

/** A text whose placeholders take different words per language (a kind, a status), filled in. */
export function fillPerLocale(
  text: LocalisedText,
  params: (locale: Locale) => Record<string, string>,
): LocalisedText {
  return {
    tr: serverMessage(text, 'tr', params('tr')),
    en: serverMessage(text, 'en', params('en')),
  };
}
