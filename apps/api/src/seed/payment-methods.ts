import { type PaymentDirection, PaymentFieldType } from '@zar/api-client/contract';
import type { LocalisedText } from '../http';

/** One form field of a seeded payment method; `options` make it a dropdown. */
export interface PaymentFieldSeed {
  key: string;
  title: LocalisedText;
  objectType: PaymentFieldType;
  mask?: string;
  options?: Array<{ id: number | string; name: string }>;
  min?: number;
  max?: number;
}

/** A seeded payment method: the sandbox's deposit and withdraw methods. */
export interface PaymentMethodSeed {
  id: number;
  direction: PaymentDirection;
  /**
   * The provider that serves it: `sandbox`, the test payment page (off in production unless
   * ZAR_SANDBOX_PAYMENTS=1); `operator`, bank transfer instructions or a payout settled by hand.
   */
  provider: 'sandbox' | 'operator';
  name: LocalisedText;
  logo: string;
  /** What a message-mode deposit answers; `{amount}` and `{reference}` are filled in. */
  instructions?: LocalisedText;
  /** The account a bank transfer is sent to, shown before the form. */
  payee?: { iban: string; name: string };
  fields: PaymentFieldSeed[];
}

const amount = (
  min: number,
  max: number,
  objectType: PaymentFieldType = PaymentFieldType.Decimal,
) =>
  ({
    key: 'amount',
    title: { tr: 'Tutar', en: 'Amount' },
    objectType,
    min,
    max,
  }) satisfies PaymentFieldSeed;

const fullName: PaymentFieldSeed = {
  key: 'fullName',
  title: { tr: 'Ad Soyad', en: 'Full name' },
  objectType: PaymentFieldType.String,
};

const paparaNumber: PaymentFieldSeed = {
  key: 'paparaNo',
  title: { tr: 'Papara numarası', en: 'Papara number' },
  objectType: PaymentFieldType.Long,
  mask: '9999999999',
};

const cryptoNetwork: PaymentFieldSeed = {
  key: 'network',
  title: { tr: 'Ağ', en: 'Network' },
  objectType: PaymentFieldType.Dropdown,
  options: [
    { id: 'TRC20', name: 'Tron (TRC20)' },
    { id: 'ERC20', name: 'Ethereum (ERC20)' },
    { id: 'BEP20', name: 'BNB Smart Chain (BEP20)' },
  ],
};

const logo = (name: string) => `/media/payments/${name}.svg`;

/**
 * The sandbox's methods. Together their fields use every type of SPEC §3 (String 1 … Dropdown 7);
 * the card form never asks for a CVV. Deposit ids start at 1, withdraw ids at 11.
 */
export const paymentMethodSeed: PaymentMethodSeed[] = [
  {
    id: 1,
    direction: 'deposit',
    provider: 'sandbox',
    name: { tr: 'Papara', en: 'Papara' },
    logo: logo('papara'),
    fields: [amount(50, 50_000), paparaNumber],
  },
  {
    id: 2,
    direction: 'deposit',
    provider: 'operator',
    name: { tr: 'Havale / EFT', en: 'Bank transfer / EFT' },
    logo: logo('bank-transfer'),
    payee: { iban: 'TR33 0006 1005 1978 6457 8413 26', name: 'Zar Sandbox Ödeme Hizmetleri' },
    instructions: {
      tr: 'Lütfen {amount} tutarını Zar Sandbox Ödeme Hizmetleri adına kayıtlı TR33 0006 1005 1978 6457 8413 26 IBAN numarasına havale veya EFT ile gönderin ve açıklamaya {reference} yazın. Ödemeniz onaylandığında bakiyenize eklenecektir.',
      en: 'Please send {amount} by bank transfer or EFT to IBAN TR33 0006 1005 1978 6457 8413 26 (Zar Sandbox Payment Services) and write {reference} in the description. It is added to your balance once approved.',
    },
    fields: [
      amount(100, 100_000),
      fullName,
      {
        key: 'bank',
        title: { tr: 'Gönderen banka', en: 'Sending bank' },
        objectType: PaymentFieldType.Dropdown,
        options: [
          { id: 1, name: 'Ziraat Bankası' },
          { id: 2, name: 'İş Bankası' },
          { id: 3, name: 'Garanti BBVA' },
          { id: 4, name: 'Yapı Kredi' },
          { id: 5, name: 'Akbank' },
          { id: 6, name: 'VakıfBank' },
        ],
      },
      {
        key: 'transferDate',
        title: { tr: 'Gönderim tarihi ve saati', en: 'Transfer date and time' },
        objectType: PaymentFieldType.DateTime,
      },
      {
        key: 'ownAccount',
        title: {
          tr: 'Kendi adıma kayıtlı hesaptan gönderiyorum',
          en: 'I am sending from an account in my own name',
        },
        objectType: PaymentFieldType.Bool,
      },
    ],
  },
  {
    id: 3,
    direction: 'deposit',
    provider: 'sandbox',
    name: { tr: 'Kredi / Banka Kartı', en: 'Credit / debit card' },
    logo: logo('card'),
    fields: [
      amount(100, 20_000),
      {
        key: 'CardNo',
        title: { tr: 'Kart numarası', en: 'Card number' },
        objectType: PaymentFieldType.String,
        mask: '9999 9999 9999 9999',
      },
      {
        key: 'cardHolder',
        title: { tr: 'Kart üzerindeki isim', en: 'Name on the card' },
        objectType: PaymentFieldType.String,
      },
      {
        key: 'expiry',
        title: { tr: 'Son kullanma tarihi (AA/YY)', en: 'Expiry date (MM/YY)' },
        objectType: PaymentFieldType.String,
        mask: '99/99',
      },
    ],
  },
  {
    id: 4,
    direction: 'deposit',
    provider: 'sandbox',
    name: { tr: 'Kripto (USDT)', en: 'Crypto (USDT)' },
    logo: logo('crypto'),
    fields: [amount(500, 250_000, PaymentFieldType.Int), cryptoNetwork],
  },
  {
    id: 11,
    direction: 'withdraw',
    provider: 'operator',
    name: { tr: 'Banka Havalesi', en: 'Bank transfer' },
    logo: logo('bank-transfer'),
    fields: [
      amount(100, 250_000),
      fullName,
      {
        key: 'Iban',
        title: { tr: 'IBAN', en: 'IBAN' },
        objectType: PaymentFieldType.String,
        mask: 'TR99 9999 9999 9999 9999 9999 99',
      },
    ],
  },
  {
    id: 12,
    direction: 'withdraw',
    provider: 'operator',
    name: { tr: 'Papara', en: 'Papara' },
    logo: logo('papara'),
    fields: [amount(50, 50_000), paparaNumber],
  },
  {
    id: 13,
    direction: 'withdraw',
    provider: 'operator',
    name: { tr: 'Kripto (USDT)', en: 'Crypto (USDT)' },
    logo: logo('crypto'),
    fields: [
      amount(500, 250_000, PaymentFieldType.Int),
      cryptoNetwork,
      {
        key: 'walletAddress',
        title: { tr: 'Cüzdan adresi', en: 'Wallet address' },
        objectType: PaymentFieldType.String,
      },
    ],
  },
];
