import {
  cancelWithdrawal,
  deposit,
  type PaymentDirection,
  type PaymentFieldValue,
  paymentDetail,
  paymentMethods,
  withdraw,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, type Locale, registerEndpoint, serverMessage } from '../http';
import { depositRefusal } from '../responsible-gaming';
import {
  findKeyedPayment,
  type IdempotencyKey,
  IdempotencyKeyTaken,
  idempotencyKeyOf,
} from './idempotency-keys';
import { type CheckedDetail, checkPaymentDetail } from './payment-detail-check';
import { formatAmount, paymentMessages } from './payment-messages';
import {
  amountField,
  findPaymentMethod,
  listPaymentMethods,
  type PaymentMethodRecord,
  toContractField,
} from './payment-methods';
import type { PaymentProvider } from './payment-providers';
import {
  type CreatedDeposit,
  createDeposit,
  createWithdrawal,
  reopenDeposit,
} from './payment-requests';
import type { PaymentServices } from './payment-services';
import { cancelWithdrawalRequest } from './settlement';

/**
 * The player's payment calls: POST /api/payment/methods (the methods of a direction),
 * /api/payment/detail (a method's form), /api/payment/deposit, /api/payment/withdraw and
 * /api/payment/cancelwithdrawal (the player takes back a pending withdrawal).
 * A method whose provider this server lacks (the sandbox's, in production) is not listed and its
 * calls are refused. Every form is checked strictly against its method's fields before anything
 * is written. Deposits and withdrawals take an `Idempotency-Key`: every send of one key answers
 * the one request it filed.
 */
export function registerPaymentEndpoints(app: FastifyInstance, services: PaymentServices): void {
  const { db } = services.database;
  const { providers } = services;

  /** The provider of `method` if this server has it (and, for a payout, it pays out). */
  function providerOf(method: PaymentMethodRecord): PaymentProvider | undefined {
    const provider = providers.get(method.provider);
    return provider && (method.direction === 'deposit' || provider.paysOut) ? provider : undefined;
  }

  async function methodOrRefuse(id: number, direction: PaymentDirection, locale: Locale) {
    const method = await findPaymentMethod(db, id, direction);
    if (!method) {
      throw new ApiError({
        status: 400,
        code: 'payment_method_unknown',
        text: paymentMessages.methodUnknown,
      });
    }
    const provider = providerOf(method);
    if (!provider) throw methodUnavailable(method, locale);
    return { method, provider };
  }

  registerEndpoint(app, paymentMethods, async (input, context) => {
    const { playerId } = context.session;
    const methods = (await listPaymentMethods(db, input.type)).filter(providerOf);
    const reference = methods.some((method) => method.payee) ? await playerReference(playerId) : '';
    return {
      success: true,
      message: null,
      data: methods.map((method) => {
        const amount = amountField(method);
        return {
          id: method.id,
          name: method.name[context.locale],
          logo: method.logo,
          min: amount?.min ?? null,
          max: amount?.max ?? null,
          payee: method.payee
            ? { iban: method.payee.iban, accountName: method.payee.name, reference }
            : null,
        };
      }),
    };
  });

  /** What a player writes in a bank transfer's description: `ZAR-` and their user code. */
  async function playerReference(playerId: number): Promise<string> {
    const { usercode } = await db
      .selectFrom('player')
      .select('usercode')
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    return depositReference(usercode);
  }

  registerEndpoint(app, paymentDetail, async (input, context) => {
    const { method } = await methodOrRefuse(input.id, input.type, context.locale);
    return {
      success: true,
      message: null,
      data: method.fields.map((field) => toContractField(field, context.locale)),
    };
  });

  /**
   * What a deposit or a withdrawal starts from: its method and provider (or a refusal), its form
   * checked strictly, and the idempotency key of this call (null without the header).
   */
  async function checkedRequest(
    direction: PaymentDirection,
    input: { id: number; detail: Record<string, PaymentFieldValue> },
    { locale, headers }: { locale: Locale; headers: { 'idempotency-key'?: string } },
  ) {
    const { method, provider } = await methodOrRefuse(input.id, direction, locale);
    const checked = checkPaymentDetail(method, input.detail, locale, services.clock());
    // The hash covers the call's path: a retry matches only a send to the same call.
    const key = idempotencyKeyOf(headers['idempotency-key'], {
      path: (direction === 'deposit' ? deposit : withdraw).path,
      methodId: method.id,
      checked,
    });
    return { method, provider, checked, key };
  }

  /**
   * Files a request once per idempotency key: a key seen before answers its request again
   * (`replay`), also when a concurrent send of the key files it first; without a key, `file`.
   * The key is claimed first thing in the filing transaction, so a retry finds it taken there
   * and is answered after: no read before each filing for the few that are retries.
   */
  async function once<T>(
    playerId: number,
    key: IdempotencyKey | null,
    file: () => Promise<T>,
    replay: (paymentId: number) => Promise<T>,
  ): Promise<T> {
    if (!key) return file();
    try {
      return await file();
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      const filed = await findKeyedPayment(db, playerId, key, services.clock());
      if (filed === null) throw error;
      return replay(filed);
    }
  }

  registerEndpoint(app, deposit, async (input, context) => {
    const { playerId } = context.session;
    const { locale } = context;
    const { method, provider, checked, key } = await checkedRequest('deposit', input, context);
    const answer = async ({ id, pageUrl, usercode }: CreatedDeposit) => ({
      success: true,
      message:
        pageUrl !== null
          ? serverMessage(paymentMessages.depositPageReady, locale, {
              amount: formatAmount(checked.amountKurus, locale),
            })
          : instructions(
              method,
              checked,
              usercode === undefined ? await playerReference(playerId) : depositReference(usercode),
              locale,
            ),
      data: { id, url: pageUrl },
    });
    return once(
      playerId,
      key,
      async () => {
        const now = services.clock();
        const created = await createDeposit(db, provider, {
          playerId,
          method,
          checked,
          locale,
          now,
          idempotencyKey: key,
          // In the filing transaction: deposits sent at once are checked one after the other.
          admit: async (trx) => {
            const refusal = await depositRefusal(trx, playerId, checked.amountKurus, now, locale);
            if (refusal) {
              throw new ApiError({
                status: 400,
                code: 'deposit_limited',
                text: refusal.text,
                params: refusal.params,
              });
            }
          },
        });
        return answer(created);
      },
      async (id) => {
        const reopened = await reopenDeposit(db, providers, id);
        if (!reopened) throw methodUnavailable(method, locale);
        return answer(reopened);
      },
    );
  });

  registerEndpoint(app, withdraw, async (input, context) => {
    const { playerId } = context.session;
    const { locale } = context;
    const { method, provider, checked, key } = await checkedRequest('withdraw', input, context);
    const answer = (id: number) => ({
      success: true,
      message: serverMessage(paymentMessages.withdrawalReceived, locale, {
        amount: formatAmount(checked.amountKurus, locale),
      }),
      data: { id },
    });
    return once(
      playerId,
      key,
      async () => {
        const id = await createWithdrawal(
          db,
          provider,
          {
            playerId,
            method,
            checked,
            locale,
            now: services.clock(),
            idempotencyKey: key,
            forfeitBonus: input.forfeitBonus === true,
          },
          services.events,
        );
        return answer(id);
      },
      async (id) => answer(id),
    );
  });

  registerEndpoint(app, cancelWithdrawal, async (input, context) => {
    const { playerId } = context.session;
    const cancelled = await cancelWithdrawalRequest(db, {
      id: input.id,
      playerId,
      now: services.clock(),
      events: services.events,
    });
    return {
      success: true,
      message: serverMessage(paymentMessages.withdrawalCancelled, context.locale, {
        amount: formatAmount(cancelled.amountKurus, context.locale),
      }),
      data: { id: cancelled.id, status: cancelled.status },
    };
  });
}

/** The refusal of a method this server has no provider for, naming it. */
function methodUnavailable(method: PaymentMethodRecord, locale: Locale): ApiError {
  return new ApiError({
    status: 400,
    code: 'payment_method_unavailable',
    text: paymentMessages.methodUnavailable,
    params: { method: method.name[locale] },
  });
}

/** The bank transfer instructions of an operator's deposit, amount and reference filled in. */
function instructions(
  method: PaymentMethodRecord,
  checked: CheckedDetail,
  reference: string,
  locale: Locale,
): string {
  return serverMessage(method.instructions ?? paymentMessages.depositReceived, locale, {
    amount: formatAmount(checked.amountKurus, locale),
    reference,
  });
}

/**
 * What the player writes in the transfer's description so the operator finds their deposits:
 * `ZAR-` and the player's user code. It is shown before the deposit is filed (with the IBAN), so
 * it names the player, not the request; the operator matches the amount among their pending ones.
 */
function depositReference(usercode: string): string {
  return `ZAR-${usercode}`;
}
