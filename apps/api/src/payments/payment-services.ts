import type { DatabaseHandle } from '../db';

/** What the payment calls work with; tests swap the clock. */
export interface PaymentServices {
  database: DatabaseHandle;
  clock: () => Date;
}
