import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { paymentFieldType } from './enumerations';
import { envelope } from './envelope';
import { recordId } from './record-id';

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
  id: recordId,
  target: z.literal('pay'),
  detail: z.record(z.string(), paymentFieldValue),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

/** POST payment/detail: the form fields of one deposit or withdraw method. */
export const paymentDetail = defineEndpoint({
  method: 'POST',
  path: 'payment/detail',
  request: z.object({ id: recordId, type: paymentDirection }),
  response: envelope(z.array(paymentField)),
  auth: true,
  effect: 'read',
  cache: { staleTime: 0, gcTime: 0 },
});

/**
 * The `Idempotency-Key` header of a money call: one per submission, sent again unchanged when
 * the submission is retried. The server files one request per key (for 24 hours), however often
 * and however concurrently it arrives, and answers every send with that request.
 */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{16,128}$/, 'validation.idempotencyKey');

/** The headers of `payment/deposit` and `payment/withdraw`: the optional idempotency key. */
export const paymentHeaders = z.object({ 'idempotency-key': idempotencyKey.optional() });

/**
 * Body of a withdrawal: a payment request, and `forfeitBonus: true` once the player agreed to lose
 * a bonus still being wagered (issue 22).
 */
export const withdrawRequest = paymentRequest.extend({ forfeitBonus: z.boolean().optional() });

/**
 * POST payment/withdraw: files a withdrawal request of cash; `data.id` is the request's id. While
 * a bonus is being wagered it is refused with HTTP 409, code `bonus_forfeit_required` and a message
 * saying what would be forfeited, unless `forfeitBonus` is true: then the bonus is forfeited and
 * the amount held in one transaction.
 */
export const withdraw = defineEndpoint({
  method: 'POST',
  path: 'payment/withdraw',
  request: withdrawRequest,
  response: envelope(z.object({ id: recordId })),
  auth: true,
  effect: 'write',
  headers: paymentHeaders,
});

/**
 * POST payment/deposit: `data.id` is the request's id; `data.url`, when set, is the external
 * payment page to open in a new tab, and when null the server's `message` is the outcome.
 */
export const deposit = defineEndpoint({
  method: 'POST',
  path: 'payment/deposit',
  request: paymentRequest,
  response: envelope(z.object({ id: recordId, url: z.string().nullable() })),
  auth: true,
  effect: 'write',
  headers: paymentHeaders,
});

/** True when a deposit answer's `url` is an external payment page address. */
export function isExternalPaymentPage(data: string | null | undefined): data is string {
  return typeof data === 'string' && /^https?:\/\//i.test(data);
}

const maskSymbols: Record<string, string> = { '9': '\\d', a: '\\p{L}', '*': '[\\p{L}\\d]' };

function maskPattern(mask: string): string {
  return [...mask]
    .map((character) => {
      const symbol = maskSymbols[character];
      if (symbol) return symbol;
      const literal = character.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      // Letters and digits of the mask ('TR' of an IBAN) are data; other literals ('/', '-') are
      // formatting that a form may send without, as @zar/dynamic-form does.
      return /[\p{L}\d]/u.test(character) ? literal : `(?:${literal})?`;
    })
    .join('');
}

/**
 * True when `value` fits a payment field mask: `9` is a digit, `a` a letter, `*` a letter or digit,
 * a letter or digit of the mask itself, and what follows `?` may be left out (wholly or from some
 * point on). Other characters are formatting that may be left out: `TR33 0006 …` and `TR330006…`
 * both fit `TR99 9999 …`, `12/29` and `1229` both fit `99/99`.
 */
export function matchesPaymentMask(value: string, mask: string): boolean {
  const compact = (text: string) => text.replace(/\s+/g, '');
  const [required = '', optional = ''] = compact(mask).split(/\?(.*)/s);
  const optionalTail = [...optional.replace(/\?/g, '')].reduceRight(
    (tail, character) => `(?:${maskPattern(character)}${tail})?`,
    '',
  );
  return new RegExp(`^${maskPattern(required)}${optionalTail}$`, 'u').test(compact(value));
}

/** The IBAN without spaces, in capitals: `tr33 0006 …` → `TR330006…`. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/**
 * True when an IBAN passes the ISO 13616 mod-97 check (a Turkish one must also have 26
 * characters); spaces are ignored.
 */
export function isValidIban(iban: string): boolean {
  const compact = compactIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  if (compact.startsWith('TR') && compact.length !== 26) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** True when a card number has 13 to 19 digits and passes the Luhn check; spaces are ignored. */
export function isValidCardNumber(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\s+/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (const [index, character] of [...digits].reverse().entries()) {
    const digit = Number(character);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/**
 * POST payment/cancelwithdrawal: the player takes back a withdrawal still Pending. The held
 * amount returns to the balance once however often it is sent; `data` is the request as it now
 * stands (status Cancelled 5). Once an operator approved or rejected it, the call is refused (409).
 */
export const cancelWithdrawal = defineEndpoint({
  method: 'POST',
  path: 'payment/cancelwithdrawal',
  request: z.object({ id: recordId }),
  response: envelope(z.object({ id: recordId, status: z.number().int() })),
  auth: true,
  effect: 'write',
});

/** True for a card's expiry field: the `99/99` (MM/YY) mask, or a key naming an expiry. */
export function isCardExpiryField(field: { key: string; mask?: string | null }): boolean {
  return field.mask?.replace(/\s+/g, '') === '99/99' || /expir/i.test(field.key);
}

/**
 * What is wrong with a card's expiry `MM/YY` (or `MMYY`) at `now`: `month` when the month is not
 * 01–12, `past` when the card expired (valid through the last day of its month, UTC), null when
 * it may still pay. @zar/dynamic-form checks the same in the browser.
 */
export function cardExpiryProblem(value: string, now: Date): 'month' | 'past' | null {
  const match = /^(\d{2})\/?(\d{2})$/.exec(value.replace(/\s+/g, ''));
  if (!match) return 'month';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'month';
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? 'past' : null;
}
