import {
  cardExpiryProblem,
  isCardExpiryField,
  isValidCardNumber,
  isValidIban,
  matchesPaymentMask,
  money,
  PaymentFieldType,
  type PaymentFieldValue,
  toMinorUnits,
} from '@zar/api-client/contract';
import { ApiError, type Locale, type ServerText } from '../http';
import { formatAmount, paymentMessages } from './payment-messages';
import {
  amountFieldKey,
  type PaymentFieldDefinition,
  type PaymentMethodRecord,
} from './payment-methods';

/** A payment form that passed every rule: its amount and the values as they may be stored. */
export interface CheckedDetail {
  amountKurus: bigint;
  /** The values by key; card numbers and IBANs masked, texts trimmed. */
  stored: Record<string, string | number | boolean>;
}

/** The field keys whose values are account numbers, checked by mod-97 or Luhn and stored masked. */
const accountNumberKeys = { iban: 'Iban', cardNumber: 'CardNo' } as const;

const maxTextLength = 100;
const maxInt = 2 ** 31 - 1;
const isoDateTime =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Checks a submitted form strictly against the method's fields: no field missing or extra, each
 * value of its field's type, mask, options and limits, IBANs by mod-97 and card numbers by Luhn,
 * a positive amount with at most two decimals within the method's limits. The first problem is
 * thrown as a 400 naming the field in `locale`; the values themselves are never echoed.
 */
export function checkPaymentDetail(
  method: PaymentMethodRecord,
  detail: Record<string, PaymentFieldValue>,
  locale: Locale,
  now: Date = new Date(),
): CheckedDetail {
  const known = new Set(method.fields.map((field) => field.key));
  const extra = Object.keys(detail).find((key) => !known.has(key));
  if (extra !== undefined) {
    throw refusal('payment_field_unknown', paymentMessages.fieldUnknown, {
      field: extra.slice(0, 40),
    });
  }

  const stored: CheckedDetail['stored'] = {};
  let amountKurus: bigint | undefined;
  for (const field of method.fields) {
    const value = detail[field.key];
    const name = field.title[locale];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
      throw refusal('payment_field_missing', paymentMessages.fieldRequired, { field: name });
    }
    if (field.key === amountFieldKey) {
      amountKurus = checkAmount(field, value, locale);
      stored[field.key] = value;
    } else {
      stored[field.key] = checkField(field, value, name, now);
    }
  }
  if (amountKurus === undefined) throw new Error(`Payment method ${method.id} has no amount field`);
  return { amountKurus, stored };
}

/** The first 6 and last 4 characters, the rest starred: `TR3300****************1326`. */
function maskIban(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 10) return '*'.repeat(compact.length);
  return compact.slice(0, 6) + '*'.repeat(compact.length - 10) + compact.slice(-4);
}

/** Only the last 4 digits, the rest starred (`************1111`): nothing more of a card is kept. */
function maskCardNumber(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return '*'.repeat(compact.length - 4) + compact.slice(-4);
}

function checkAmount(field: PaymentFieldDefinition, value: PaymentFieldValue, locale: Locale) {
  const whole =
    field.objectType === PaymentFieldType.Int || field.objectType === PaymentFieldType.Long;
  const valid =
    typeof value === 'number' &&
    value > 0 &&
    money.safeParse(value).success &&
    (!whole || Number.isInteger(value));
  if (!valid) {
    throw refusal(
      'payment_amount_invalid',
      whole ? paymentMessages.wholeAmountInvalid : paymentMessages.amountInvalid,
    );
  }
  const kurus = toMinorUnits(value);
  const min = field.min === null ? null : toMinorUnits(field.min);
  const max = field.max === null ? null : toMinorUnits(field.max);
  if ((min !== null && kurus < min) || (max !== null && kurus > max)) {
    throw refusal('payment_amount_out_of_range', paymentMessages.amountOutOfRange, {
      min: min === null ? '0' : formatAmount(min, locale),
      max: max === null ? '∞' : formatAmount(max, locale),
    });
  }
  return kurus;
}

function checkField(
  field: PaymentFieldDefinition,
  value: PaymentFieldValue,
  name: string,
  now: Date,
): string | number | boolean {
  if (field.options !== null) {
    const option =
      typeof value === 'boolean'
        ? undefined
        : field.options.find((choice) => String(choice.id) === String(value).trim());
    if (!option)
      throw refusal('payment_option_invalid', paymentMessages.optionInvalid, { field: name });
    return option.id;
  }
  switch (field.objectType) {
    case PaymentFieldType.Int:
    case PaymentFieldType.Long:
    case PaymentFieldType.Decimal:
      return checkNumber(field, value, name);
    case PaymentFieldType.Bool:
      if (typeof value !== 'boolean') {
        throw refusal('payment_boolean_invalid', paymentMessages.booleanInvalid, { field: name });
      }
      return value;
    case PaymentFieldType.DateTime:
      if (
        typeof value !== 'string' ||
        !isoDateTime.test(value) ||
        Number.isNaN(Date.parse(value))
      ) {
        throw refusal('payment_date_invalid', paymentMessages.dateTimeInvalid, { field: name });
      }
      return value;
    default:
      return checkText(field, value, name, now);
  }
}

function checkNumber(field: PaymentFieldDefinition, value: PaymentFieldValue, name: string) {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw refusal('payment_number_invalid', paymentMessages.numberInvalid, { field: name });
  }
  const whole =
    field.objectType === PaymentFieldType.Int
      ? Number.isInteger(value) && Math.abs(value) <= maxInt
      : field.objectType === PaymentFieldType.Long
        ? Number.isSafeInteger(value)
        : true;
  if (!whole) {
    throw refusal('payment_number_invalid', paymentMessages.wholeNumberInvalid, { field: name });
  }
  if ((field.min !== null && value < field.min) || (field.max !== null && value > field.max)) {
    throw refusal('payment_number_out_of_range', paymentMessages.numberOutOfRange, {
      field: name,
      min: String(field.min ?? '-∞'),
      max: String(field.max ?? '∞'),
    });
  }
  checkMask(field, String(value), name);
  return value;
}

function checkText(
  field: PaymentFieldDefinition,
  value: PaymentFieldValue,
  name: string,
  now: Date,
) {
  if (typeof value !== 'string') {
    throw refusal('payment_text_invalid', paymentMessages.textInvalid, { field: name });
  }
  const text = value.trim();
  if (text.length > maxTextLength) {
    throw refusal('payment_field_too_long', paymentMessages.fieldTooLong, {
      field: name,
      max: String(maxTextLength),
    });
  }
  checkMask(field, text, name);
  if (isCardExpiryField(field)) {
    const problem = cardExpiryProblem(text, now);
    if (problem === 'month') {
      throw refusal('payment_card_expiry_invalid', paymentMessages.cardExpiryInvalid, {
        field: name,
      });
    }
    if (problem === 'past') throw refusal('payment_card_expired', paymentMessages.cardExpired);
  }
  if (field.key === accountNumberKeys.iban) {
    if (!isValidIban(text)) throw refusal('payment_iban_invalid', paymentMessages.ibanInvalid);
    return maskIban(text);
  }
  if (field.key === accountNumberKeys.cardNumber) {
    if (!isValidCardNumber(text))
      throw refusal('payment_card_invalid', paymentMessages.cardInvalid);
    return maskCardNumber(text);
  }
  return text;
}

function checkMask(field: PaymentFieldDefinition, text: string, name: string): void {
  if (field.mask !== null && !matchesPaymentMask(text, field.mask)) {
    throw refusal('payment_mask_mismatch', paymentMessages.fieldMask, {
      field: name,
      mask: field.mask,
    });
  }
}

function refusal(code: string, text: ServerText, params: Record<string, string> = {}) {
  return new ApiError({ status: 400, code, text, params });
}
