import type { FastifyInstance } from 'fastify';
import { registerHistoryEndpoint } from './history-endpoint';
import { registerPaymentEndpoints } from './payment-endpoints';
import type { PaymentServices } from './payment-services';

/**
 * Every payment call of the player (methods, form, deposit, withdraw, financial activities) and
 * the routes of the configured providers (the sandbox's payment page). Sessions must be
 * registered first.
 */
export function registerPayments(app: FastifyInstance, services: PaymentServices): void {
  registerPaymentEndpoints(app, services);
  registerHistoryEndpoint(app, services);
  for (const provider of services.providers.values()) provider.register?.(app);
}
