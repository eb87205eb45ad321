import * as z from 'zod';

/**
 * Every answer of the player API is wrapped in `{ success, message, data }` (SPEC §7).
 * `message` is a human sentence in the request's locale, or null when there is nothing to say.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string().nullable(),
    data,
  });
}

/** An envelope whose `data` carries nothing the caller uses. */
export const emptyEnvelope = envelope(z.null().optional());

/** The shape of a failed call, as the server sends it with a 4xx/5xx status. */
export const failureEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.unknown().optional(),
});

export type Envelope<T> = { success: boolean; message: string | null; data: T };
export type FailureEnvelope = z.infer<typeof failureEnvelope>;
