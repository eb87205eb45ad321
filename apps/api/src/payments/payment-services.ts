import type { DatabaseHandle } from '../db';
import type { PlayerEvents } from '../notifications';
import type { PaymentProviders } from './payment-providers';

/** What the payment calls work with; tests swap the clock. */
export interface PaymentServices {
  database: DatabaseHandle;
  clock: () => Date;
  /** Hears of every committed wallet change and notification of a payment. */
  events: PlayerEvents;
  /** The payment providers this server is configured with (the operator, maybe the sandbox). */
  providers: PaymentProviders;
}
