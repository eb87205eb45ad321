import { describe, expect, it } from 'vitest';
import { type PaymentFieldDefinition, PaymentFieldType } from '../payment-field';
import { toFieldModel } from './field-model';

function field(overrides: Partial<PaymentFieldDefinition>): PaymentFieldDefinition {
  return {
    key: 'Name',
    mask: null,
    objectType: PaymentFieldType.String,
    option: null,
    ...overrides,
  };
}

describe('toFieldModel', () => {
  it('renders a String without a mask as text, labelled by its title or key', () => {
    expect(toFieldModel(field({ title: 'Ad Soyad' }))).toEqual({
      key: 'Name',
      label: 'Ad Soyad',
      pasteable: false,
      checksum: null,
      kind: 'text',
    });
    expect(toFieldModel(field({})).label).toBe('Name');
  });

  it('renders a String with a mask as masked, with the IMask pattern and placeholder', () => {
    const model = toFieldModel(field({ key: 'Iban', mask: 'TR99 9999' }));
    expect(model).toMatchObject({
      kind: 'masked',
      mask: 'TR99 9999',
      placeholder: 'TR99 9999',
      imask: { mask: '{TR}99 9999' },
      inputMode: 'numeric',
    });
    expect(toFieldModel(field({ key: 'Wallet', mask: '**** ****' }))).toMatchObject({
      inputMode: 'text',
    });
  });

  it('renders a masked Int or Long as a numeric masked input without ₺, not as an amount', () => {
    for (const objectType of [PaymentFieldType.Int, PaymentFieldType.Long]) {
      expect(
        toFieldModel(field({ key: 'paparaNo', mask: '9999999999', objectType })),
      ).toMatchObject({ kind: 'masked', numeric: true, inputMode: 'numeric' });
    }
    expect(toFieldModel(field({ key: 'Iban', mask: 'TR99' }))).toMatchObject({ numeric: false });
    expect(
      toFieldModel(field({ key: 'amount', mask: '9999', objectType: PaymentFieldType.Decimal })),
    ).toMatchObject({ kind: 'number', prefix: '₺' });
  });

  it('renders a field with options as a dropdown, whatever its type', () => {
    const model = toFieldModel(
      field({
        objectType: PaymentFieldType.Int,
        mask: '999',
        option: [
          { id: 1, name: 'Ziraat' },
          { id: 'vakif', name: 'Vakıf' },
        ],
      }),
    );
    expect(model).toMatchObject({
      kind: 'dropdown',
      options: [
        { value: '1', label: 'Ziraat' },
        { value: 'vakif', label: 'Vakıf' },
      ],
    });
  });

  it('renders a Dropdown without options as text rather than an empty list', () => {
    expect(toFieldModel(field({ objectType: PaymentFieldType.Dropdown, option: [] })).kind).toBe(
      'text',
    );
  });

  it('renders Int and Long as whole-number inputs and Decimal as an amount, in lira', () => {
    for (const objectType of [PaymentFieldType.Int, PaymentFieldType.Long]) {
      expect(toFieldModel(field({ objectType, min: 10, max: 5000 }))).toMatchObject({
        kind: 'number',
        integer: true,
        min: 10,
        max: 5000,
        step: 1,
        scale: 0,
        locale: 'tr-TR',
        prefix: '₺',
      });
    }
    expect(toFieldModel(field({ objectType: PaymentFieldType.Decimal }))).toMatchObject({
      kind: 'number',
      integer: false,
      min: null,
      max: null,
      step: 1,
      scale: 2,
    });
  });

  it('renders Bool as a checkbox and DateTime as a date-time input', () => {
    expect(toFieldModel(field({ objectType: PaymentFieldType.Bool })).kind).toBe('checkbox');
    expect(toFieldModel(field({ objectType: PaymentFieldType.DateTime })).kind).toBe('datetime');
  });

  it('offers paste for Iban and CardNo only', () => {
    expect(toFieldModel(field({ key: 'Iban' })).pasteable).toBe(true);
    expect(toFieldModel(field({ key: 'CardNo', mask: '9999 9999 9999 9999' })).pasteable).toBe(
      true,
    );
    expect(toFieldModel(field({ key: 'Amount' })).pasteable).toBe(false);
  });

  it('checks an Iban by mod-97 and a CardNo by Luhn, whatever the case of the key', () => {
    expect(toFieldModel(field({ key: 'IBAN' })).checksum).toBe('iban');
    expect(toFieldModel(field({ key: 'CardNo', mask: '9999 9999 9999 9999' })).checksum).toBe(
      'luhn',
    );
    expect(toFieldModel(field({ key: 'Account' })).checksum).toBeNull();
  });
});
