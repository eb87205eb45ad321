import {
  fromMinorUnits,
  NotificationType,
  PaymentFieldType,
  type PaymentFieldValue,
} from '../../contract';
import type { MockPaymentMethod } from '../fixtures';
import { type MockResolvers, ok, rejected, signedIn } from '../mock-endpoint';
import { type MockLocale, say } from '../mock-messages';
import { notifyPlayer } from '../mock-state';

const numericTypes: number[] = [
  PaymentFieldType.Int,
  PaymentFieldType.Long,
  PaymentFieldType.Decimal,
];

/** Why a payment form cannot be accepted, or null when it can. */
function paymentProblem(
  method: MockPaymentMethod,
  detail: Record<string, PaymentFieldValue>,
  locale: MockLocale,
): string | null {
  for (const field of method.fields) {
    const value = detail[field.key];
    if (value === undefined || value === '') return say(locale, 'paymentFieldMissing');
    if (!numericTypes.includes(field.objectType)) continue;
    const amount = Number(value);
    if (!Number.isFinite(amount)) return say(locale, 'paymentFieldMissing');
    const min = field.min ?? Number.NEGATIVE_INFINITY;
    const max = field.max ?? Number.POSITIVE_INFINITY;
    if (amount < min || amount > max)
      return say(locale, 'amountOutOfRange', { min: field.min ?? 0, max: field.max ?? '∞' });
  }
  return null;
}

/** The amount of a payment in kuruş (its `amount` field). */
function amountMinor(detail: Record<string, PaymentFieldValue>): number {
  return Math.round(Number(detail.amount ?? 0) * 100);
}

const formatLira = (minor: number) =>
  `${fromMinorUnits(minor).toLocaleString('tr-TR', { minimumFractionDigits: 2 })} ₺`;

/** The sandbox payment methods: form fields, deposits and withdrawals. */
export const paymentResolvers = {
  paymentDetail: signedIn(({ input, fixtures, locale }) => {
    const method = fixtures.paymentMethods.find(
      (item) => item.id === input.id && item.direction === input.type,
    );
    return method ? ok(method.fields) : rejected(say(locale, 'paymentMethodMissing'));
  }),

  deposit: signedIn(({ input, fixtures, locale, baseUrl }) => {
    const method = fixtures.paymentMethods.find(
      (item) => item.id === input.id && item.direction === 'deposit',
    );
    if (!method) return rejected(say(locale, 'paymentMethodMissing'));
    const problem = paymentProblem(method, input.detail, locale);
    if (problem) return rejected(problem);
    if (method.kind === 'external') {
      const page = new URL(`sandbox/deposit/${method.id}`, baseUrl);
      page.searchParams.set('amount', String(amountMinor(input.detail) / 100));
      return ok(page.href, say(locale, 'depositRedirect'));
    }
    const message = say(locale, 'depositReceived');
    return ok(message, message);
  }),

  withdraw: signedIn(({ input, fixtures, player, state, locale }) => {
    const method = fixtures.paymentMethods.find(
      (item) => item.id === input.id && item.direction === 'withdraw',
    );
    if (!method) return rejected(say(locale, 'paymentMethodMissing'));
    const problem = paymentProblem(method, input.detail, locale);
    if (problem) return rejected(problem);
    const amount = amountMinor(input.detail);
    if (amount > player.balanceMinor) return rejected(say(locale, 'insufficientBalance'));
    player.balanceMinor -= amount;
    notifyPlayer(
      state,
      player,
      NotificationType.Withdraw,
      'Çekim talebiniz alındı',
      `${formatLira(amount)} tutarındaki ${method.name} çekim talebiniz incelemeye alındı.`,
    );
    return ok(null, say(locale, 'withdrawReceived'));
  }),
} satisfies Partial<MockResolvers>;
