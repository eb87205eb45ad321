import { flattenStrings, tr } from '@zar/locales';
import { describe, expect, it } from 'vitest';
import { toFieldModel } from '../field-model/field-model';
import { PaymentFieldType } from '../payment-field';
import { messageParamsOf } from './message-params';
import { translateForLocale, translateInEnglish, turkishMessages } from './messages';

describe('translateInEnglish', () => {
  it('fills the params of a message and leaves unknown ones visible', () => {
    expect(translateInEnglish('validation.min', { min: '₺50,00' })).toBe('Enter at least ₺50,00.');
    expect(translateInEnglish('action.paste', {})).toBe('Paste {{label}} from the clipboard');
  });
});

describe('messageParamsOf', () => {
  it('gives the label, the mask format and the bounds in lira', () => {
    expect(
      messageParamsOf(
        toFieldModel({
          key: 'Amount',
          title: 'Tutar',
          mask: null,
          objectType: PaymentFieldType.Decimal,
          option: null,
          min: 50,
          max: 50000,
        }),
      ),
    ).toEqual({ label: 'Tutar', min: '₺50,00', max: '₺50.000,00' });
    expect(
      messageParamsOf(
        toFieldModel({
          key: 'Iban',
          mask: 'TR99 9999',
          objectType: PaymentFieldType.String,
          option: null,
        }),
      ),
    ).toEqual({ label: 'Iban', format: 'TR99 9999' });
  });
});

describe('the built-in texts', () => {
  it('are in Turkish what the site says in @zar/locales', () => {
    const fromLocales = Object.fromEntries(
      flattenStrings(tr.paymentForm)
        .filter(({ key }) => Object.hasOwn(turkishMessages, key))
        .map(({ key, value }) => [key, value]),
    );
    expect(turkishMessages).toEqual(fromLocales);
  });

  it('follow the form`s locale: Turkish for tr, English for any other language', () => {
    expect(translateForLocale('tr-TR')('validation.min', { min: '₺50,00' })).toBe(
      'En az ₺50,00 girin.',
    );
    expect(translateForLocale('tr')('select.placeholder', {})).toBe('Seçiniz…');
    expect(translateForLocale('en-GB')('validation.min', { min: '£50.00' })).toBe(
      'Enter at least £50.00.',
    );
    expect(translateForLocale('de-DE')('select.placeholder', {})).toBe('Select…');
  });
});
