import * as z from 'zod';
import { failureEnvelope } from './envelope';

/**
 * A proof-of-work challenge in ALTCHA's format (altcha-lib 2.x creates it, the altcha 3.x widget
 * solves it): find the counter whose derived key starts with `keyPrefix`. Signed by the API; the
 * caller only hands it to the widget.
 */
export const proofOfWorkChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().positive().optional(),
    parallelism: z.number().int().positive().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallenge>;

/**
 * The HTTP status of an answer that asks for a solved challenge before it goes on (428
 * Precondition Required): login, sign-up and recovery past their attempt limits.
 */
export const challengeRequiredStatus = 428;

/** `data` of a challenge-required answer: solve `challenge`, then send the call again with `altcha`. */
export const challengeRequiredData = z.object({
  reason: z.literal('challenge_required'),
  challenge: proofOfWorkChallenge,
});
export type ChallengeRequiredData = z.infer<typeof challengeRequiredData>;

/** The whole challenge-required answer: `{ success: false, message, data: { reason, challenge } }`. */
export const challengeRequiredEnvelope = failureEnvelope.extend({ data: challengeRequiredData });

/**
 * A solved challenge as the widget hands it over (base64 of `{ challenge, solution }`), sent as
 * `altcha` with the call it was asked for. Each is accepted once.
 */
export const challengeSolution = z.string().min(1).max(4000);
