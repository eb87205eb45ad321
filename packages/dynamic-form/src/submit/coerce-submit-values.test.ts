import { describe, expect, it } from 'vitest';
import { type PaymentFieldDefinition, PaymentFieldType } from '../payment-field';
import { coerceSubmitValues } from './coerce-submit-values';

function field(
  key: string,
  objectType: PaymentFieldDefinition['objectType'],
  extra: Partial<PaymentFieldDefinition> = {},
): PaymentFieldDefinition {
  return { key, objectType, mask: null, option: null, ...extra };
}

describe('coerceSubmitValues', () => {
  it('sends a masked Long as the number of its digits', () => {
    const fields = [field('paparaNo', PaymentFieldType.Long, { mask: '999 999 9999' })];
    expect(coerceSubmitValues(fields, { paparaNo: '123 456 7890' })).toEqual({
      paparaNo: 1234567890,
    });
  });

  it('turns Int, Long and Decimal into numbers, reading Turkish decimals', () => {
    const fields = [
      field('Count', PaymentFieldType.Int),
      field('Reference', PaymentFieldType.Long),
      field('Amount', PaymentFieldType.Decimal),
      field('Fee', PaymentFieldType.Decimal),
    ];
    expect(
      coerceSubmitValues(fields, {
        Count: '3',
        Reference: '1.234.567',
        Amount: '1.234,56',
        Fee: 2,
      }),
    ).toEqual({ Count: 3, Reference: 1234567, Amount: 1234.56, Fee: 2 });
  });

  it('turns a numeric dropdown id into a number and keeps a text id as text', () => {
    const options = [
      { id: 12, name: 'Ziraat' },
      { id: 'vakif', name: 'Vakıf' },
    ];
    const fields = [
      field('Bank', PaymentFieldType.Dropdown, { option: options }),
      field('Branch', PaymentFieldType.String, { option: options }),
    ];
    expect(coerceSubmitValues(fields, { Bank: '12', Branch: 'vakif' })).toEqual({
      Bank: 12,
      Branch: 'vakif',
    });
  });

  it('turns Bool into a boolean, unticked included', () => {
    const fields = [field('Save', PaymentFieldType.Bool), field('Agree', PaymentFieldType.Bool)];
    expect(coerceSubmitValues(fields, { Save: 'on' })).toEqual({ Save: true, Agree: false });
  });

  it('keeps plain Strings and dates unchanged', () => {
    const fields = [field('Name', PaymentFieldType.String), field('At', PaymentFieldType.DateTime)];
    expect(coerceSubmitValues(fields, { Name: ' Ayşe  Yılmaz ', At: '2026-01-02T10:00' })).toEqual({
      Name: ' Ayşe  Yılmaz ',
      At: '2026-01-02T10:00',
    });
  });

  it('sends masked Strings without formatting literals, keeping letter and digit literals', () => {
    const fields = [
      field('Iban', PaymentFieldType.String, { mask: 'TR99 9999 9999 9999 9999 9999 99' }),
      field('CardNo', PaymentFieldType.String, { mask: '9999 9999 9999 9999' }),
      field('Phone', PaymentFieldType.String, { mask: '90 (999) 999-9999' }),
    ];
    expect(
      coerceSubmitValues(fields, {
        Iban: 'TR33 0006 1005 1978 6457 8413 26',
        CardNo: '4111 1111 1111 1111',
        Phone: '90 (532) 123-4567',
      }),
    ).toEqual({
      Iban: 'TR330006100519786457841326',
      CardNo: '4111111111111111',
      Phone: '905321234567',
    });
  });

  it('sends only the given fields', () => {
    expect(
      coerceSubmitValues([field('Name', PaymentFieldType.String)], { Name: 'a', Other: 'b' }),
    ).toEqual({ Name: 'a' });
  });
});
