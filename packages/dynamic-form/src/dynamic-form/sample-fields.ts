import { type PaymentFieldDefinition, PaymentFieldType } from '../payment-field';

// Field lists as `payment/detail` sends them, for the stories and tests of the form.

/** A Turkish IBAN mask: the TR country code, then 24 digits in groups of four. */
export const ibanMask = 'TR99 9999 9999 9999 9999 9999 99';

/** A deposit amount in lira between ₺50 and ₺50.000. */
export const amountField: PaymentFieldDefinition = {
  key: 'Amount',
  title: 'Amount',
  mask: null,
  objectType: PaymentFieldType.Decimal,
  option: null,
  min: 50,
  max: 50000,
};

/** Bank transfer (EFT): holder, IBAN, bank and amount. */
export const bankTransferFields: PaymentFieldDefinition[] = [
  {
    key: 'FullName',
    title: 'Account holder',
    mask: null,
    objectType: PaymentFieldType.String,
    option: null,
  },
  { key: 'Iban', title: 'IBAN', mask: ibanMask, objectType: PaymentFieldType.String, option: null },
  {
    key: 'BankId',
    title: 'Bank',
    mask: null,
    objectType: PaymentFieldType.Dropdown,
    option: [
      { id: 1, name: 'Ziraat Bankası' },
      { id: 2, name: 'Garanti BBVA' },
      { id: 3, name: 'İş Bankası' },
    ],
  },
  amountField,
];

/** Card: number, holder, expiry and amount. */
export const cardFields: PaymentFieldDefinition[] = [
  {
    key: 'CardNo',
    title: 'Card number',
    mask: '9999 9999 9999 9999',
    objectType: PaymentFieldType.String,
    option: null,
  },
  {
    key: 'CardHolder',
    title: 'Name on card',
    mask: null,
    objectType: PaymentFieldType.String,
    option: null,
  },
  {
    key: 'Expiry',
    title: 'Expiry (MM/YY)',
    mask: '99/99',
    objectType: PaymentFieldType.String,
    option: null,
  },
  amountField,
];

/** Crypto: the network is a dropdown of text ids although its type is String. */
export const cryptoFields: PaymentFieldDefinition[] = [
  {
    key: 'Network',
    title: 'Network',
    mask: null,
    objectType: PaymentFieldType.String,
    option: [
      { id: 'TRC20', name: 'Tron (TRC20)' },
      { id: 'ERC20', name: 'Ethereum (ERC20)' },
      { id: 'BEP20', name: 'BNB Smart Chain (BEP20)' },
    ],
  },
  {
    key: 'WalletAddress',
    title: 'Wallet address',
    mask: null,
    objectType: PaymentFieldType.String,
    option: null,
  },
  amountField,
];

/** One field of each server type, 1 to 7. */
export const fieldOfEachType = {
  String: {
    key: 'Reference',
    title: 'Reference',
    mask: null,
    objectType: PaymentFieldType.String,
    option: null,
  },
  Int: {
    key: 'Installments',
    title: 'Installments',
    mask: null,
    objectType: PaymentFieldType.Int,
    option: null,
    min: 1,
    max: 12,
  },
  Long: {
    key: 'AccountNo',
    title: 'Papara account number',
    mask: null,
    objectType: PaymentFieldType.Long,
    option: null,
  },
  Decimal: amountField,
  Bool: {
    key: 'SaveAccount',
    title: 'Save this account for next time',
    mask: null,
    objectType: PaymentFieldType.Bool,
    option: null,
  },
  DateTime: {
    key: 'TransferredAt',
    title: 'Transfer date and time',
    mask: null,
    objectType: PaymentFieldType.DateTime,
    option: null,
  },
  Dropdown: {
    key: 'BankId',
    title: 'Bank',
    mask: null,
    objectType: PaymentFieldType.Dropdown,
    option: [
      { id: 1, name: 'Ziraat Bankası' },
      { id: 2, name: 'Garanti BBVA' },
    ],
  },
} satisfies Record<string, PaymentFieldDefinition>;
