import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { money } from './money';
import { paymentDirection } from './payments';

/**
 * A payment method as /dashboard/deposit and /dashboard/withdraw list it: its name in the
 * request's language, its logo (a `/media/…` SVG) and the amount limits of its form in lira.
 */
export const paymentMethod = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  logo: z.string().min(1),
  min: money.nullable(),
  max: money.nullable(),
  /**
   * A bank transfer's payee, shown (each with a copy button) before its form asks what was sent:
   * the IBAN, the account holder, and the player's reference to write in the description.
   * Absent or null for other methods.
   */
  payee: z
    .object({ iban: z.string().min(1), accountName: z.string().min(1), reference: z.string() })
    .nullable()
    .optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/**
 * POST payment/methods: the active deposit or withdraw methods, in display order; open one with
 * `payment/detail` and its `id`.
 */
export const paymentMethods = defineEndpoint({
  method: 'POST',
  path: 'payment/methods',
  request: z.object({ type: paymentDirection }),
  response: envelope(z.array(paymentMethod)),
  auth: true,
  effect: 'read',
});
