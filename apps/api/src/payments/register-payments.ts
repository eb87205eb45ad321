import type { FastifyInstance } from 'fastify';
import { registerHistoryEndpoint } from './history-endpoint';
import { registerPaymentEndpoints } from './payment-endpoints';
import type { PaymentServices } from './payment-services';
import { registerSandboxPage } from './sandbox-page-routes';

/**
 * Every payment call of the player (methods, form, deposit, withdraw, financial activities) and
 * the sandbox payment page of external deposits. Sessions must be registered first.
 */
export function registerPayments(app: FastifyInstance, services: PaymentServices): void {
  registerPaymentEndpoints(app, services);
  registerHistoryEndpoint(app, services);
  registerSandboxPage(app, services);
}
