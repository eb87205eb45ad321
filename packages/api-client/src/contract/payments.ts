import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { paymentFieldType } from './enumerations';
import { emptyEnvelope, envelope } from './envelope';

/** Whether a payment method is used to pay in or to pay out. */
export const paymentDirection = z.enum(['deposit', 'withdraw']);
export type PaymentDirection = z.infer<typeof paymentDirection>;

/** A choice of a dropdown payment field; numeric ids are sent back as numbers. */
export const paymentFieldOption = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
});
export type PaymentFieldOption = z.infer<typeof paymentFieldOption>;

/**
 * One input of a server-defined payment form. A field with `option` is a dropdown whatever its
 * `objectType`; `mask` uses 9 digit, a letter, * alphanumeric, ? optional remainder.
 */
export const paymentField = z.object({
  key: z.string().min(1),
  title: z.string().optional(),
  mask: z.string().nullable(),
  objectType: paymentFieldType,
  option: z.array(paymentFieldOption).nullable(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
});
export type PaymentField = z.infer<typeof paymentField>;

/** The value of one payment field as submitted. */
export const paymentFieldValue = z.union([z.string(), z.number(), z.boolean()]);
export type PaymentFieldValue = z.infer<typeof paymentFieldValue>;

/** Body of a withdraw or deposit: the method id, the fixed target `pay`, the field values by key. */
export const paymentRequest = z.object({
  id: z.number().int(),
  target: z.literal('pay'),
  detail: z.record(z.string(), paymentFieldValue),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

/** POST payment/detail: the form fields of one deposit or withdraw method. */
export const paymentDetail = defineEndpoint({
  method: 'POST',
  path: 'payment/detail',
  request: z.object({ id: z.number().int(), type: paymentDirection }),
  response: envelope(z.array(paymentField)),
  auth: true,
});

/** POST payment/withdraw: files a withdrawal request. */
export const withdraw = defineEndpoint({
  method: 'POST',
  path: 'payment/withdraw',
  request: paymentRequest,
  response: emptyEnvelope,
  auth: true,
});

/**
 * POST payment/deposit. `data` starting with `http` is the external payment page to open in a
 * new tab; any other string (or null) means the server's `message` is the outcome.
 */
export const deposit = defineEndpoint({
  method: 'POST',
  path: 'payment/deposit',
  request: paymentRequest,
  response: envelope(z.string().nullable()),
  auth: true,
});

/** True when a deposit answer's `data` is an external payment page address. */
export function isExternalPaymentPage(data: string | null | undefined): data is string {
  return typeof data === 'string' && /^https?:\/\//i.test(data);
}
