import { moneyFormatOptions } from '@zar/locales/money';
import { type ImaskPattern, placeholderOf, toImaskPattern } from '../mask/imask-pattern';
import { parseServerMask } from '../mask/server-mask';
import { type PaymentFieldDefinition, PaymentFieldType } from '../payment-field';

// Fields whose value a player usually copies from a banking app.
const pasteableKeys = new Set(['iban', 'cardno']);

/** The check-digit test a field's value must pass: IBAN mod-97 or card-number Luhn. */
export type FieldChecksum = 'iban' | 'luhn';

const checksumsByKey = new Map<string, FieldChecksum>([
  ['iban', 'iban'],
  ['cardno', 'luhn'],
]);

interface FieldModelBase {
  key: string;
  /** The server's title, or the key when the server sends none. */
  label: string;
  /** Whether the field gets a paste-from-clipboard button (Iban, CardNo). */
  pasteable: boolean;
  /** The check-digit test of its value: `iban` for an Iban field, `luhn` for CardNo, else null. */
  checksum: FieldChecksum | null;
}

/** A free text input. */
export interface TextFieldModel extends FieldModelBase {
  kind: 'text';
}

/** A text input formatted by the server's mask. */
export interface MaskedFieldModel extends FieldModelBase {
  kind: 'masked';
  /** The server's mask, as sent. */
  mask: string;
  /** The mask as IMask reads it. */
  imask: ImaskPattern;
  placeholder: string;
  /** The keyboard a device shows: `numeric` when every slot takes a digit (IBAN, card number). */
  inputMode: 'numeric' | 'text';
  /** An Int or Long with a mask (an account number): submitted as a number, its digits only. */
  numeric: boolean;
}

/** A number input in its language's format with its currency's sign before it, and spin buttons. */
export interface NumberFieldModel extends FieldModelBase {
  kind: 'number';
  /** Whole numbers only (Int and Long). */
  integer: boolean;
  min: number | null;
  max: number | null;
  step: number;
  /** Digits after the decimal mark: 0 for whole numbers, 2 for amounts. */
  scale: number;
  /** The language the number is typed and shown in, e.g. `tr`. */
  locale: string;
  /** The currency's sign shown before the number, e.g. `₺`. */
  prefix: string;
}

/** The language number fields are typed in and the currency they are in. */
export interface NumberFieldFormat {
  /** BCP 47 language tag. Default `'tr-TR'`. */
  locale?: string;
  /** ISO 4217 code. Default `'TRY'`. */
  currency?: string;
}

const signs = new Map<string, string>();

/** The sign `currency` is written with in `locale` (`₺` for TRY, `$` for USD), found once. */
function currencySignOf(locale: string, currency: string): string {
  const key = `${locale}|${currency}`;
  let sign = signs.get(key);
  if (sign === undefined) {
    sign =
      new Intl.NumberFormat(locale, moneyFormatOptions(currency))
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency;
    signs.set(key, sign);
  }
  return sign;
}

/** A choice from the server's option list. */
export interface DropdownFieldModel extends FieldModelBase {
  kind: 'dropdown';
  /** Options with their id as text, as a select element holds it. */
  options: { value: string; label: string }[];
}

/** A yes/no checkbox. */
export interface CheckboxFieldModel extends FieldModelBase {
  kind: 'checkbox';
}

/** A date and time input. */
export interface DateTimeFieldModel extends FieldModelBase {
  kind: 'datetime';
}

/** How the form renders one payment field. */
export type FieldModel =
  | TextFieldModel
  | MaskedFieldModel
  | NumberFieldModel
  | DropdownFieldModel
  | CheckboxFieldModel
  | DateTimeFieldModel;

/** The kind of control a payment field renders as. */
export type FieldKind = FieldModel['kind'];

function maskedModel(base: FieldModelBase, mask: string, numeric: boolean): MaskedFieldModel {
  return {
    ...base,
    kind: 'masked',
    mask,
    imask: toImaskPattern(mask),
    placeholder: placeholderOf(mask) ?? '',
    inputMode: parseServerMask(mask).every(
      (slot) => slot.kind === 'literal' || slot.kind === 'digit',
    )
      ? 'numeric'
      : 'text',
    numeric,
  };
}

/**
 * Decides how a server field renders. A field with options is a dropdown whatever its type;
 * a String with a mask is masked, and so is an Int or Long with one (an account number, sent as a
 * number); unknown types render as String does.
 */
export function toFieldModel(
  field: PaymentFieldDefinition,
  { locale = 'tr-TR', currency = 'TRY' }: NumberFieldFormat = {},
): FieldModel {
  const base: FieldModelBase = {
    key: field.key,
    label: field.title?.trim() || field.key,
    pasteable: pasteableKeys.has(field.key.toLowerCase()),
    checksum: checksumsByKey.get(field.key.toLowerCase()) ?? null,
  };

  if (field.option && field.option.length > 0) {
    return {
      ...base,
      kind: 'dropdown',
      options: field.option.map((option) => ({ value: String(option.id), label: option.name })),
    };
  }

  const wholeNumber =
    field.objectType === PaymentFieldType.Int || field.objectType === PaymentFieldType.Long;
  // A masked whole number is an identifier (a Papara account), not an amount: no ₺, no spin.
  if (field.mask && wholeNumber) return maskedModel(base, field.mask, true);

  switch (field.objectType) {
    case PaymentFieldType.Int:
    case PaymentFieldType.Long:
    case PaymentFieldType.Decimal: {
      const integer = field.objectType !== PaymentFieldType.Decimal;
      return {
        ...base,
        kind: 'number',
        integer,
        min: field.min ?? null,
        max: field.max ?? null,
        step: 1,
        scale: integer ? 0 : 2,
        locale,
        prefix: currencySignOf(locale, currency),
      };
    }
    case PaymentFieldType.Bool:
      return { ...base, kind: 'checkbox' };
    case PaymentFieldType.DateTime:
      return { ...base, kind: 'datetime' };
    default:
      if (field.mask) return maskedModel(base, field.mask, false);
      return { ...base, kind: 'text' };
  }
}
