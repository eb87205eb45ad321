import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { emptyEnvelope } from './envelope';

/** When the visitor would like to be called. */
export const preferredCallTimes = ['anytime', 'morning', 'afternoon', 'evening'] as const;
export type PreferredCallTime = (typeof preferredCallTimes)[number];

/** The call-me-back form and the `cms/callmeback` body; messages are `validation.*` keys. */
export const callMeBackRules = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .min(2, { error: 'validation.minLength' })
    .max(100, { error: 'validation.maxLength' })
    .regex(/^\p{L}+(?: \p{L}+)*$/u, { error: 'validation.lettersOnly' }),
  phone: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .regex(/^\d*$/, { error: 'validation.digitsOnly' })
    .min(10, { error: 'validation.minLength' })
    .max(15, { error: 'validation.maxLength' }),
  preferredTime: z.enum(preferredCallTimes),
  note: z.string().trim().max(500, { error: 'validation.maxLength' }).optional(),
});
export type CallMeBackRequest = z.input<typeof callMeBackRules>;

/** POST cms/callmeback: stores the request; the message confirms it in the request's language. */
export const callMeBack = defineEndpoint({
  method: 'POST',
  path: 'cms/callmeback',
  request: callMeBackRules,
  response: emptyEnvelope,
  auth: false,
  effect: 'write',
});
