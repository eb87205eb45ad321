import type { DatabaseHandle } from '../db';
import type { PlayerEvents } from '../notifications';

/** What the payment calls work with; tests swap the clock. */
export interface PaymentServices {
  database: DatabaseHandle;
  clock: () => Date;
  /** Hears of every committed wallet change and notification of a payment. */
  events: PlayerEvents;
}
