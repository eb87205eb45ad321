import type * as z from 'zod';

/**
 * The i18n keys the validation rules (`rules.ts`, `money.ts`) put in zod issue messages. The site
 * and the server translate them; `minimum` / `maximum` come from the zod issue itself.
 */
export const validationMessageKeys = [
  'validation.required',
  'validation.minLength',
  'validation.maxLength',
  'validation.lettersOnly',
  'validation.alphanumeric',
  'validation.digitsOnly',
  'validation.email',
  'validation.personalNo',
  'validation.personalNoChecksum',
  'validation.birthDate',
  'validation.invalidDate',
  'validation.smsCode',
  'validation.passwordMismatch',
  'validation.money',
  'validation.minutes',
  'validation.dateRange',
  'validation.idempotencyKey',
  'validation.termsRequired',
] as const;

export type ValidationMessageKey = (typeof validationMessageKeys)[number];

/** Default texts of the validation keys, `{{minimum}}` / `{{maximum}}` filled from the issue. */
export const validationMessages: Record<'tr' | 'en', Record<ValidationMessageKey, string>> = {
  tr: {
    'validation.required': 'Bu alan zorunludur.',
    'validation.minLength': 'En az {{minimum}} karakter girin.',
    'validation.maxLength': 'En fazla {{maximum}} karakter girebilirsiniz.',
    'validation.lettersOnly': 'Yalnızca harf kullanın; kelimeler arasında tek boşluk bırakın.',
    'validation.alphanumeric': 'Yalnızca harf ve rakam kullanın.',
    'validation.digitsOnly': 'Yalnızca rakam girin.',
    'validation.email': 'Geçerli bir e-posta adresi girin.',
    'validation.personalNo': 'TC kimlik numarası 11 haneli olmalıdır.',
    'validation.personalNoChecksum': 'Geçerli bir TC kimlik numarası girin.',
    'validation.birthDate': 'Doğum tarihini GG AA YYYY biçiminde girin.',
    'validation.invalidDate': 'Geçerli bir tarih girin.',
    'validation.smsCode': 'Doğrulama kodu 6 haneli olmalıdır.',
    'validation.passwordMismatch': 'Şifreler eşleşmiyor.',
    'validation.money': 'Geçerli bir tutar girin (en fazla 2 ondalık).',
    'validation.minutes': '1 ile 1440 arasında tam dakika girin.',
    'validation.dateRange':
      'Bitiş tarihi başlangıçtan önce olamaz; aralık en fazla 366 gün olabilir.',
    'validation.idempotencyKey':
      'Idempotency-Key 16 ile 128 arasında harf, rakam ya da - _ . : karakterinden oluşmalıdır.',
    'validation.termsRequired':
      'Üye olmak için kullanım koşullarını kabul edip 18 yaşından büyük olduğunuzu onaylayın.',
  },
  en: {
    'validation.required': 'This field is required.',
    'validation.minLength': 'Enter at least {{minimum}} characters.',
    'validation.maxLength': 'Enter at most {{maximum}} characters.',
    'validation.lettersOnly': 'Use letters only, with single spaces between words.',
    'validation.alphanumeric': 'Use letters and digits only.',
    'validation.digitsOnly': 'Enter digits only.',
    'validation.email': 'Enter a valid e-mail address.',
    'validation.personalNo': 'The TC number must have 11 digits.',
    'validation.personalNoChecksum': 'Enter a valid TC number.',
    'validation.birthDate': 'Enter the birth date as DD MM YYYY.',
    'validation.invalidDate': 'Enter a valid date.',
    'validation.smsCode': 'The verification code must have 6 digits.',
    'validation.passwordMismatch': 'The passwords do not match.',
    'validation.money': 'Enter a valid amount (at most 2 decimals).',
    'validation.minutes': 'Enter whole minutes between 1 and 1440.',
    'validation.dateRange':
      'The end cannot be before the start, and the period can be at most 366 days.',
    'validation.idempotencyKey':
      'An Idempotency-Key is 16 to 128 letters, digits or - _ . : characters.',
    'validation.termsRequired':
      'To sign up, accept the terms of use and confirm that you are over 18.',
  },
};

/** True when a zod issue message is one of the validation keys. */
export function isValidationMessageKey(message: string): message is ValidationMessageKey {
  return (validationMessageKeys as readonly string[]).includes(message);
}

/**
 * The sentence for one zod issue in `locale` (tr when unknown), with its limits filled in.
 * Messages that are not validation keys come back unchanged.
 */
export function describeValidationIssue(issue: z.core.$ZodIssue, locale: string): string {
  if (!isValidationMessageKey(issue.message)) return issue.message;
  const texts = locale === 'en' ? validationMessages.en : validationMessages.tr;
  const limits: Record<string, unknown> = {
    minimum: 'minimum' in issue ? issue.minimum : undefined,
    maximum: 'maximum' in issue ? issue.maximum : undefined,
  };
  return texts[issue.message].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    limits[name] === undefined ? placeholder : String(limits[name]),
  );
}
