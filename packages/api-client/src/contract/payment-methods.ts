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
});
