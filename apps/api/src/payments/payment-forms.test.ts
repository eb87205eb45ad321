import { paymentDetail, paymentMethods } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import { openTestApp } from '../test-app';
import { fund, newPayer, pay, submitPage, type TestPayer, writtenRows } from './test-payments';

const iban = 'TR33 0006 1005 1978 6457 8413 26';
const card = '4111 1111 1111 1111';
const papara = { amount: 100, paparaNo: 1234567890 };
const bankTransfer = {
  amount: 500,
  fullName: 'Ayşe Öztürk',
  bank: 2,
  transferDate: '2026-03-14T10:30',
  ownAccount: true,
};
const cardDeposit = { amount: 150, CardNo: card, cardHolder: 'AYSE OZTURK', expiry: '12/29' };
const bankWithdrawal = { amount: 200, fullName: 'Ayşe Öztürk', Iban: iban };

/** A refused form: the call, its detail, and what the player is told (English). */
const badForms: Array<[string, 'payment/deposit' | 'payment/withdraw', number, object, string]> = [
  [
    'a negative amount',
    'payment/deposit',
    1,
    { ...papara, amount: -5 },
    'The amount must be a number above zero with at most 2 decimals.',
  ],
  [
    'a zero amount',
    'payment/deposit',
    1,
    { ...papara, amount: 0 },
    'The amount must be a number above zero with at most 2 decimals.',
  ],
  [
    'a non-numeric amount',
    'payment/deposit',
    1,
    { ...papara, amount: '100' },
    'The amount must be a number above zero with at most 2 decimals.',
  ],
  [
    'three decimals',
    'payment/deposit',
    1,
    { ...papara, amount: 100.005 },
    'The amount must be a number above zero with at most 2 decimals.',
  ],
  [
    'an amount under the minimum',
    'payment/deposit',
    1,
    { ...papara, amount: 49.99 },
    'The amount must be between ₺50.00 and ₺50,000.00.',
  ],
  [
    'an amount over the maximum',
    'payment/withdraw',
    11,
    { ...bankWithdrawal, amount: 250_000.01 },
    'The amount must be between ₺100.00 and ₺250,000.00.',
  ],
  [
    'a fraction where whole lira are asked',
    'payment/deposit',
    4,
    { amount: 500.5, network: 'TRC20' },
    'With this method the amount must be a whole number above zero.',
  ],
  [
    'a missing field',
    'payment/deposit',
    1,
    { amount: 100 },
    'The Papara number field is required.',
  ],
  [
    'a blank field',
    'payment/deposit',
    2,
    { ...bankTransfer, fullName: '  ' },
    'The Full name field is required.',
  ],
  [
    'an extra field',
    'payment/deposit',
    3,
    { ...cardDeposit, cvv: '123' },
    '"cvv" is not a field of this payment method.',
  ],
  [
    'a number that does not fit its mask',
    'payment/deposit',
    1,
    { ...papara, paparaNo: 12345 },
    'The Papara number must have the format 9999999999.',
  ],
  [
    'a card number that does not fit its mask',
    'payment/deposit',
    3,
    { ...cardDeposit, CardNo: '4111 1111 1111' },
    'The Card number must have the format 9999 9999 9999 9999.',
  ],
  [
    'a card number failing Luhn',
    'payment/deposit',
    3,
    { ...cardDeposit, CardNo: '4111 1111 1111 1112' },
    'The card number is not valid; please check it.',
  ],
  [
    'a card that expired (issue 21)',
    'payment/deposit',
    3,
    { ...cardDeposit, expiry: '01/24' },
    'This card has expired; please use a card that is still valid.',
  ],
  [
    'a card expiry with no such month',
    'payment/deposit',
    3,
    { ...cardDeposit, expiry: '13/29' },
    'Enter the month of Expiry date (MM/YY) as 01 to 12.',
  ],
  [
    'an IBAN of another country',
    'payment/withdraw',
    11,
    { ...bankWithdrawal, Iban: 'DE89 3704 0044 0532 0130 00' },
    'The IBAN must have the format TR99 9999 9999 9999 9999 9999 99.',
  ],
  [
    'an IBAN failing mod-97',
    'payment/withdraw',
    11,
    { ...bankWithdrawal, Iban: 'TR34 0006 1005 1978 6457 8413 26' },
    'The IBAN is not valid: its check digits do not match.',
  ],
  [
    'an option not in the list',
    'payment/deposit',
    2,
    { ...bankTransfer, bank: 9 },
    'Choose one of the listed options for Sending bank.',
  ],
  [
    'a network not in the list',
    'payment/withdraw',
    13,
    { amount: 500, network: 'XRP', walletAddress: 'TQ1x' },
    'Choose one of the listed options for Network.',
  ],
  [
    'a text where yes or no is asked',
    'payment/deposit',
    2,
    { ...bankTransfer, ownAccount: 'yes' },
    'The I am sending from an account in my own name must be yes or no.',
  ],
  [
    'a date that is not one',
    'payment/deposit',
    2,
    { ...bankTransfer, transferDate: 'yesterday' },
    'Enter a valid date and time for Transfer date and time.',
  ],
  [
    'a number where text is asked',
    'payment/deposit',
    3,
    { ...cardDeposit, cardHolder: 42 },
    'Enter text for Name on the card.',
  ],
  [
    'a text too long',
    'payment/deposit',
    2,
    { ...bankTransfer, fullName: 'A'.repeat(101) },
    'The Full name can have at most 100 characters.',
  ],
  [
    'a withdraw method used to deposit',
    'payment/deposit',
    11,
    bankWithdrawal,
    'This payment method was not found or is not available right now.',
  ],
  [
    'an unknown method',
    'payment/withdraw',
    99,
    bankWithdrawal,
    'This payment method was not found or is not available right now.',
  ],
  [
    'more than the balance',
    'payment/withdraw',
    11,
    { ...bankWithdrawal, amount: 1_000.01 },
    'Your balance is not enough for this withdrawal.',
  ],
];

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`payment methods and forms on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    let payer: TestPayer;
    const logLines: string[] = [];

    beforeAll(async () => {
      testApp = await openTestApp({
        kind,
        log: { level: 'trace', stream: { write: (line) => logLines.push(line) } },
      });
      payer = await newPayer(testApp.app, testApp.database);
      await fund(testApp.database, payer.playerId, 100_000n);
    });
    afterAll(() => testApp.close());

    it('lists each direction’s methods with names, logos and amount limits', async () => {
      const deposits = paymentMethods.response.parse(
        (await pay(testApp.app, payer, 'payment/methods', { type: 'deposit' })).json(),
      ).data;
      const withdrawals = paymentMethods.response.parse(
        (await pay(testApp.app, payer, 'payment/methods', { type: 'withdraw' }, 'tr')).json(),
      ).data;

      expect(deposits.map((method) => method.name)).toEqual([
        'Papara',
        'Bank transfer / EFT',
        'Credit / debit card',
        'Crypto (USDT)',
      ]);
      expect(deposits[1]).toEqual({
        id: 2,
        name: 'Bank transfer / EFT',
        logo: '/media/payments/bank-transfer.svg',
        min: 100,
        max: 100_000,
        payee: {
          iban: 'TR33 0006 1005 1978 6457 8413 26',
          accountName: 'Zar Sandbox Ödeme Hizmetleri',
          reference: expect.stringMatching(/^ZAR-\w+$/),
        },
      });
      expect(deposits[0]?.payee).toBeNull();
      expect(withdrawals.map((method) => [method.id, method.name])).toEqual([
        [11, 'Banka Havalesi'],
        [12, 'Papara'],
        [13, 'Kripto (USDT)'],
      ]);
      for (const method of [...deposits, ...withdrawals]) {
        const logo = await testApp.app.inject({ method: 'GET', url: method.logo });
        expect(logo.statusCode, method.logo).toBe(200);
      }
    });

    it('answers a method’s fields in the request’s language, every type of SPEC §3 among them', async () => {
      const response = await pay(
        testApp.app,
        payer,
        'payment/detail',
        { id: 11, type: 'withdraw' },
        'tr',
      );
      const fields = paymentDetail.response.parse(response.json()).data;
      expect(fields).toEqual([
        {
          key: 'amount',
          title: 'Tutar',
          mask: null,
          objectType: 4,
          option: null,
          min: 100,
          max: 250_000,
        },
        {
          key: 'fullName',
          title: 'Ad Soyad',
          mask: null,
          objectType: 1,
          option: null,
          min: null,
          max: null,
        },
        {
          key: 'Iban',
          title: 'IBAN',
          mask: 'TR99 9999 9999 9999 9999 9999 99',
          objectType: 1,
          option: null,
          min: null,
          max: null,
        },
      ]);

      const types = new Set<number>();
      for (const [id, type] of [
        [1, 'deposit'],
        [2, 'deposit'],
        [3, 'deposit'],
        [4, 'deposit'],
        [12, 'withdraw'],
        [13, 'withdraw'],
      ] as const) {
        const detail = paymentDetail.response.parse(
          (await pay(testApp.app, payer, 'payment/detail', { id, type })).json(),
        ).data;
        for (const field of detail) types.add(field.objectType);
        expect(detail.map((field) => field.key.toLowerCase())).not.toContain('cvv');
      }
      expect([...types].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it('refuses an unknown method or the wrong direction with a clear 400', async () => {
      for (const body of [
        { id: 99, type: 'deposit' },
        { id: 11, type: 'deposit' },
        { id: 1, type: 'withdraw' },
      ]) {
        const response = await pay(testApp.app, payer, 'payment/detail', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          message: 'This payment method was not found or is not available right now.',
          data: null,
        });
      }
      const turkish = await pay(
        testApp.app,
        payer,
        'payment/detail',
        { id: 99, type: 'deposit' },
        'tr',
      );
      expect(turkish.json().message).toBe(
        'Bu ödeme yöntemi bulunamadı veya şu anda kullanılamıyor.',
      );
      const badType = await pay(testApp.app, payer, 'payment/detail', { id: 1, type: 'payout' });
      expect(badType.statusCode).toBe(400);
    });

    it('answers 401 to every payment call without a session', async () => {
      for (const path of [
        'payment/methods',
        'payment/detail',
        'payment/deposit',
        'payment/withdraw',
        'payment/history',
        'payment/cancelwithdrawal',
      ]) {
        expect((await call(testApp.app, 'POST', path, { body: {} })).statusCode, path).toBe(401);
      }
      expect((await call(testApp.app, 'GET', 'user/balance')).statusCode).toBe(401);
    });

    it.each(badForms)(
      'refuses %s with a 400 and writes nothing',
      async (_case, path, id, detail, message) => {
        const before = await writtenRows(testApp.database);
        const response = await pay(testApp.app, payer, path, { id, target: 'pay', detail });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, message, data: null });
        expect(await writtenRows(testApp.database)).toEqual(before);
      },
    );

    it('refuses a request that breaks the contract (no target, a nested value) with a 400', async () => {
      const before = await writtenRows(testApp.database);
      for (const body of [
        { id: 1, detail: papara },
        { id: 1, target: 'pay', detail: { ...papara, paparaNo: { value: 1 } } },
        { id: 1.5, target: 'pay', detail: papara },
      ]) {
        expect((await pay(testApp.app, payer, 'payment/deposit', body)).statusCode).toBe(400);
      }
      expect(await writtenRows(testApp.database)).toEqual(before);
    });

    it('stores card numbers and IBANs masked and never logs them or a payment page token', async () => {
      const deposit = await pay(testApp.app, payer, 'payment/deposit', {
        id: 3,
        target: 'pay',
        detail: cardDeposit,
      });
      const withdrawal = await pay(testApp.app, payer, 'payment/withdraw', {
        id: 11,
        target: 'pay',
        detail: bankWithdrawal,
      });
      expect(deposit.statusCode).toBe(200);
      expect(withdrawal.statusCode).toBe(200);
      const pageUrl = new URL(deposit.json().data.url);
      await testApp.app.inject({ method: 'GET', url: `${pageUrl.pathname}${pageUrl.search}` });
      await submitPage(testApp.app, pageUrl.href, 'confirm');
      const pageToken = pageUrl.searchParams.get('token') as string;
      expect(pageToken).toHaveLength(43);

      const details = await testApp.database.db
        .selectFrom('payment_request')
        .select('detail')
        .where('player_id', '=', payer.playerId)
        .orderBy('id')
        .execute();
      expect(details.map((row) => row.detail)).toEqual([
        { ...cardDeposit, CardNo: '************1111' },
        { ...bankWithdrawal, Iban: 'TR3300****************1326' },
      ]);
      const everything = JSON.stringify(details) + logLines.join('');
      expect(logLines.join('')).toContain('/api/payment/sandbox/confirm');
      for (const secret of [
        card,
        card.replace(/ /g, ''),
        iban,
        iban.replace(/ /g, ''),
        pageToken,
      ]) {
        expect(everything).not.toContain(secret);
      }
    });
  });
}
