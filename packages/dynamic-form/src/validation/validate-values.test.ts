import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PaymentFieldDefinition, PaymentFieldType } from '../payment-field';
import { isFormValid, validateValues } from './validate-values';

const fields: PaymentFieldDefinition[] = [
  { key: 'Name', objectType: PaymentFieldType.String, mask: null, option: null },
  {
    key: 'Iban',
    objectType: PaymentFieldType.String,
    mask: 'TR99 9999 9999 9999 9999 9999 99',
    option: null,
  },
  { key: 'CardNo', objectType: PaymentFieldType.String, mask: '9999 9999 9999 9999', option: null },
  {
    key: 'Amount',
    objectType: PaymentFieldType.Decimal,
    mask: null,
    option: null,
    min: 50,
    max: 5000,
  },
  { key: 'Count', objectType: PaymentFieldType.Int, mask: null, option: null },
  {
    key: 'Bank',
    objectType: PaymentFieldType.Dropdown,
    mask: null,
    option: [{ id: 1, name: 'Ziraat' }],
  },
  { key: 'Save', objectType: PaymentFieldType.Bool, mask: null, option: null },
  { key: 'At', objectType: PaymentFieldType.DateTime, mask: null, option: null },
];

const valid = {
  Name: 'Ayşe',
  Iban: 'TR33 0006 1005 1978 6457 8413 26',
  CardNo: '4111 1111 1111 1111',
  Amount: '1.234,56',
  Count: '2',
  Bank: '1',
  At: '2026-01-02T10:00',
};

describe('validateValues', () => {
  it('accepts a complete form, with the checkbox unticked', () => {
    expect(validateValues(fields, valid)).toEqual({});
    expect(isFormValid(fields, valid)).toBe(true);
  });

  it('requires every field but the checkbox', () => {
    expect(validateValues(fields, {})).toEqual({
      Name: 'validation.required',
      Iban: 'validation.required',
      CardNo: 'validation.required',
      Amount: 'validation.required',
      Count: 'validation.required',
      Bank: 'validation.required',
      At: 'validation.required',
    });
    expect(isFormValid(fields, {})).toBe(false);
  });

  it('treats blank text and a mask prefix alone as missing', () => {
    expect(validateValues(fields, { ...valid, Name: '   ', Iban: 'TR' })).toEqual({
      Name: 'validation.required',
      Iban: 'validation.required',
    });
  });

  it('rejects a masked value that does not fill its mask', () => {
    expect(validateValues(fields, { ...valid, Iban: 'TR33 0006' })).toEqual({
      Iban: 'validation.mask',
    });
  });

  it('rejects an IBAN failing mod-97 and a card number failing Luhn once their masks are filled', () => {
    expect(
      validateValues(fields, {
        ...valid,
        Iban: 'TR34 0006 1005 1978 6457 8413 26',
        CardNo: '4111 1111 1111 1112',
      }),
    ).toEqual({ Iban: 'validation.iban', CardNo: 'validation.luhn' });
    expect(validateValues(fields, { ...valid, CardNo: '4111 1111' })).toEqual({
      CardNo: 'validation.mask',
    });
  });

  it('checks an Iban or CardNo without a mask as well', () => {
    const unmasked: PaymentFieldDefinition[] = [
      { key: 'iban', objectType: PaymentFieldType.String, mask: null, option: null },
      { key: 'cardNo', objectType: PaymentFieldType.String, mask: null, option: null },
    ];
    expect(
      validateValues(unmasked, { iban: 'TR330006100519786457841326', cardNo: '4111111111111111' }),
    ).toEqual({});
    expect(validateValues(unmasked, { iban: 'TR33', cardNo: '1234' })).toEqual({
      iban: 'validation.iban',
      cardNo: 'validation.luhn',
    });
  });

  it('rejects text that is not a number, and a fraction in a whole-number field', () => {
    expect(validateValues(fields, { ...valid, Amount: '12a', Count: '1,5' })).toEqual({
      Amount: 'validation.number',
      Count: 'validation.number',
    });
  });

  it('checks min and max', () => {
    expect(validateValues(fields, { ...valid, Amount: '49,99' })).toEqual({
      Amount: 'validation.min',
    });
    expect(validateValues(fields, { ...valid, Amount: 5000.01 })).toEqual({
      Amount: 'validation.max',
    });
    expect(validateValues(fields, { ...valid, Amount: '5.000' })).toEqual({});
  });

  it('rejects a dropdown value the server did not offer', () => {
    expect(validateValues(fields, { ...valid, Bank: '2' })).toEqual({
      Bank: 'validation.required',
    });
  });
});

describe('card expiry (MM/YY)', () => {
  const card: PaymentFieldDefinition[] = [
    { key: 'expiry', objectType: PaymentFieldType.String, mask: '99/99', option: null },
  ];
  afterEach(() => vi.useRealTimers());

  it('refuses a month in the past and a month that does not exist; this month still pays', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 26, 12) });
    expect(validateValues(card, { expiry: '10/26' })).toEqual({ expiry: 'validation.expired' });
    expect(validateValues(card, { expiry: '12/25' })).toEqual({ expiry: 'validation.expired' });
    expect(validateValues(card, { expiry: '13/27' })).toEqual({
      expiry: 'validation.expiryMonth',
    });
    expect(validateValues(card, { expiry: '00/27' })).toEqual({
      expiry: 'validation.expiryMonth',
    });
    expect(validateValues(card, { expiry: '11/26' })).toEqual({});
    expect(validateValues(card, { expiry: '01/30' })).toEqual({});
  });
});
