import {
  deposit,
  type PaymentDirection,
  paymentDetail,
  paymentMethods,
  withdraw,
} from '@zar/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, type Locale, registerEndpoint, serverMessage, signedIn } from '../http';
import { depositRefusal } from '../responsible-gaming';
import { type CheckedDetail, checkPaymentDetail } from './payment-detail-check';
import { formatAmount, paymentMessages } from './payment-messages';
import {
  amountField,
  findPaymentMethod,
  listPaymentMethods,
  type PaymentMethodRecord,
  toContractField,
} from './payment-methods';
import { createDeposit, createWithdrawal } from './payment-requests';
import type { PaymentServices } from './payment-services';
import { depositPagePath } from './sandbox-page-routes';

/**
 * The player's payment calls: POST /api/payment/methods (the methods of a direction),
 * /api/payment/detail (a method's form), /api/payment/deposit and /api/payment/withdraw.
 * Every form is checked strictly against its method's fields before anything is written.
 */
export function registerPaymentEndpoints(app: FastifyInstance, services: PaymentServices): void {
  const { db } = services.database;

  async function methodOrRefuse(id: number, direction: PaymentDirection) {
    const method = await findPaymentMethod(db, id, direction);
    if (!method) {
      throw new ApiError({
        status: 400,
        code: 'payment_method_unknown',
        text: paymentMessages.methodUnknown,
      });
    }
    return method;
  }

  registerEndpoint(app, paymentMethods, async (input, context) => {
    signedIn(context);
    const methods = await listPaymentMethods(db, input.type);
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
        };
      }),
    };
  });

  registerEndpoint(app, paymentDetail, async (input, context) => {
    signedIn(context);
    const method = await methodOrRefuse(input.id, input.type);
    return {
      success: true,
      message: null,
      data: method.fields.map((field) => toContractField(field, context.locale)),
    };
  });

  registerEndpoint(app, deposit, async (input, context) => {
    const { playerId } = signedIn(context);
    const { locale, request } = context;
    const method = await methodOrRefuse(input.id, 'deposit');
    const checked = checkPaymentDetail(method, input.detail, locale);
    const refusal = await depositRefusal(
      db,
      playerId,
      checked.amountKurus,
      services.clock(),
      locale,
    );
    if (refusal) {
      throw new ApiError({
        status: 400,
        code: 'deposit_limited',
        text: refusal.text,
        params: refusal.params,
      });
    }
    const created = await createDeposit(db, {
      playerId,
      method,
      checked,
      locale,
      now: services.clock(),
    });
    const amount = formatAmount(checked.amountKurus, locale);
    if (created.pageToken !== null) {
      return {
        success: true,
        message: serverMessage(paymentMessages.depositPageReady, locale, { amount }),
        data: pageUrl(request, created.pageToken),
      };
    }
    return {
      success: true,
      message: instructions(method, checked, created.id, locale),
      data: null,
    };
  });

  registerEndpoint(app, withdraw, async (input, context) => {
    const { playerId } = signedIn(context);
    const { locale } = context;
    const method = await methodOrRefuse(input.id, 'withdraw');
    const checked = checkPaymentDetail(method, input.detail, locale);
    await createWithdrawal(
      db,
      { playerId, method, checked, locale, now: services.clock() },
      services.events,
    );
    return {
      success: true,
      message: serverMessage(paymentMessages.withdrawalReceived, locale, {
        amount: formatAmount(checked.amountKurus, locale),
      }),
      data: null,
    };
  });
}

/** The absolute address of the sandbox payment page, on the host the player called. */
function pageUrl(request: FastifyRequest, token: string): string {
  return `${request.protocol}://${request.host}${depositPagePath(token)}`;
}

/** The bank transfer instructions of a message-mode deposit, amount and reference filled in. */
function instructions(
  method: PaymentMethodRecord,
  checked: CheckedDetail,
  id: number,
  locale: Locale,
): string {
  return serverMessage(method.instructions ?? paymentMessages.depositReceived, locale, {
    amount: formatAmount(checked.amountKurus, locale),
    reference: depositReference(id),
  });
}

/** What the player writes in the transfer's description so the operator finds the deposit. */
function depositReference(id: number): string {
  return `ZAR-${id}`;
}
