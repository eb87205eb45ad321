import { bonusForfeitRequiredReason } from '../../client/api-error';
import {
  type FinancialActivity,
  type FinancialActivityQuery,
  fromMinorUnits,
  NotificationType,
  PaymentFieldType,
  type PaymentFieldValue,
  type PaymentMethod,
  TransactionKind,
  TransactionStatus,
} from '../../contract';
import type { MockPaymentMethod } from '../fixtures';
import {
  failed,
  type MockAnswer,
  type MockResolvers,
  ok,
  rejected,
  signedIn,
} from '../mock-endpoint';
import { type MockLocale, say } from '../mock-messages';
import { type MockPlayer, notifyPlayer, recordFinancialActivity } from '../mock-state';
import { forfeitActiveBonus } from './bonuses';

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

/** A method as `payment/methods` lists it: the limits are its amount field's. */
function listedMethod(method: MockPaymentMethod): PaymentMethod {
  const amountField = method.fields.find((field) => field.key === 'amount');
  return {
    id: method.id,
    name: method.name,
    logo: method.logo,
    min: amountField?.min ?? null,
    max: amountField?.max ?? null,
    payee: method.payee ?? null,
  };
}

/** True when an activity passes the financial activities filters. */
function matchesFilter(item: FinancialActivity, filter: FinancialActivityQuery): boolean {
  const at = Date.parse(item.createdAt);
  return (
    (filter.kind === TransactionKind.All || item.kind === filter.kind) &&
    (filter.status === undefined || item.status === filter.status) &&
    (filter.from === undefined || at >= Date.parse(filter.from)) &&
    (filter.to === undefined || at < Date.parse(filter.to))
  );
}

/**
 * Files a payment once per `Idempotency-Key`, as the API does: the same key and call answer the
 * first (accepted) answer again; the same key on another call is refused. Without a key, `file`.
 */
function once<D>(
  player: MockPlayer,
  key: string | undefined,
  call: { path: string; input: unknown },
  locale: MockLocale,
  file: () => MockAnswer<D>,
): MockAnswer<D> {
  if (key === undefined) return file();
  const signature = JSON.stringify(call);
  const earlier = player.paymentsByKey.get(key);
  if (earlier) {
    return earlier.call === signature
      ? (earlier.answer as MockAnswer<D>)
      : failed(422, say(locale, 'idempotencyKeyReused'));
  }
  const answer = file();
  if (answer.kind === 'ok') player.paymentsByKey.set(key, { call: signature, answer });
  return answer;
}

/** The sandbox payment methods: form fields, deposits and withdrawals. */
export const paymentResolvers = {
  paymentMethods: signedIn(({ input, fixtures }) =>
    ok(fixtures.paymentMethods.filter((item) => item.direction === input.type).map(listedMethod)),
  ),

  financialActivities: signedIn(({ input, player }) => {
    const matching = player.financialActivities.filter((item) => matchesFilter(item, input));
    return ok({
      total: matching.length,
      items: matching.slice(input.skip, input.skip + input.take).map((item) => ({ ...item })),
    });
  }),

  paymentDetail: signedIn(({ input, fixtures, locale }) => {
    const method = fixtures.paymentMethods.find(
      (item) => item.id === input.id && item.direction === input.type,
    );
    return method ? ok(method.fields) : rejected(say(locale, 'paymentMethodMissing'));
  }),

  deposit: signedIn(({ input, headers, fixtures, player, state, locale, baseUrl }) => {
    const method = fixtures.paymentMethods.find(
      (item) => item.id === input.id && item.direction === 'deposit',
    );
    if (!method) return rejected(say(locale, 'paymentMethodMissing'));
    const problem = paymentProblem(method, input.detail, locale);
    if (problem) return rejected(problem);
    type Filed = { id: number; url: string | null };
    return once<Filed>(
      player,
      headers['idempotency-key'],
      { path: 'deposit', input },
      locale,
      () => {
        const { id } = recordFinancialActivity(state, player, {
          kind: TransactionKind.Deposit,
          methodName: method.name,
          amount: fromMinorUnits(amountMinor(input.detail)),
          status:
            method.kind === 'external' ? TransactionStatus.Created : TransactionStatus.Pending,
        });
        if (method.kind === 'external') {
          const page = new URL(`sandbox/deposit/${method.id}`, baseUrl);
          page.searchParams.set('amount', String(amountMinor(input.detail) / 100));
          return ok({ id, url: page.href }, say(locale, 'depositRedirect'));
        }
        return ok({ id, url: null }, say(locale, 'depositReceived'));
      },
    );
  }),

  withdraw: signedIn(({ input, headers, fixtures, player, state, locale }) => {
    const method = fixtures.paymentMethods.find(
      (item) => item.id === input.id && item.direction === 'withdraw',
    );
    if (!method) return rejected(say(locale, 'paymentMethodMissing'));
    const problem = paymentProblem(method, input.detail, locale);
    if (problem) return rejected(problem);
    return once(player, headers['idempotency-key'], { path: 'withdraw', input }, locale, () => {
      const amount = amountMinor(input.detail);
      // Only cash is withdrawn; the bonus pocket never is.
      if (amount > player.balanceMinor) return rejected(say(locale, 'insufficientBalance'));
      const bonus = player.activeBonus;
      if (bonus && input.forfeitBonus !== true) {
        return failed(
          409,
          say(locale, 'bonusForfeitRequired', {
            name: bonus.name[locale],
            amount: fromMinorUnits(bonus.balanceMinor).toLocaleString(
              locale === 'tr' ? 'tr-TR' : 'en-GB',
              { minimumFractionDigits: 2 },
            ),
          }),
          { reason: bonusForfeitRequiredReason },
        );
      }
      forfeitActiveBonus(state, player);
      player.balanceMinor -= amount;
      const { id } = recordFinancialActivity(state, player, {
        kind: TransactionKind.Withdraw,
        methodName: method.name,
        amount: fromMinorUnits(amount),
        status: TransactionStatus.Pending,
      });
      notifyPlayer(
        state,
        player,
        NotificationType.Withdraw,
        'Çekim talebiniz alındı',
        `${formatLira(amount)} tutarındaki ${method.name} çekim talebiniz incelemeye alındı.`,
      );
      return ok({ id }, say(locale, 'withdrawReceived'));
    });
  }),

  cancelWithdrawal: signedIn(({ input, player, locale }) => {
    const request = player.financialActivities.find(
      (item) => item.id === input.id && item.kind === TransactionKind.Withdraw,
    );
    if (!request) return failed(404, say(locale, 'withdrawMissing'));
    if (request.status === TransactionStatus.Pending) {
      request.status = TransactionStatus.Cancelled;
      player.balanceMinor += Math.round(request.amount * 100);
    } else if (request.status !== TransactionStatus.Cancelled) {
      return failed(409, say(locale, 'withdrawNotCancellable'));
    }
    return ok({ id: request.id, status: request.status }, say(locale, 'withdrawCancelled'));
  }),
} satisfies Partial<MockResolvers>;
