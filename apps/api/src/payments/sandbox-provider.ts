import { randomBytes } from 'node:crypto';
import { TransactionStatus } from '@zar/api-client/contract';
import type { PublicAddress } from '../http';
import type { PaymentProvider } from './payment-providers';
import { hashPageToken } from './payment-requests';
import type { PaymentServices } from './payment-services';
import { depositPagePath, registerSandboxPage } from './sandbox-page-routes';

/** What the sandbox works with: the payment services, and the site's address its page is on. */
export interface SandboxServices extends Omit<PaymentServices, 'providers'> {
  site: PublicAddress;
}

/**
 * The sandbox payment provider: a deposit is paid on a test page the API serves, where the player
 * confirms it (and is credited, though nobody paid) or cancels it. On in development and test; in
 * production only with ZAR_SANDBOX_PAYMENTS=1, which the site announces with a test-mode bar.
 * Without it the page and its confirm and cancel routes do not exist.
 */
export function sandboxProvider(services: SandboxServices): PaymentProvider {
  return {
    name: 'sandbox',
    depositStatus: TransactionStatus.Created,
    paysOut: false,
    // A single-use page token; only its hash is stored, so a deposit's page opened again (a
    // retried call) gets a new token and the earlier address stops working.
    async openDeposit(trx, deposit) {
      const token = randomBytes(32).toString('base64url');
      await trx
        .updateTable('payment_request')
        .set({ page_token_hash: hashPageToken(token) })
        .where('id', '=', deposit.id)
        .execute();
      return services.site.url(depositPagePath(token));
    },
    register: (app) => registerSandboxPage(app, services),
  };
}
