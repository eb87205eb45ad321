import type { ProofOfWorkChallenge } from '../contract/proof-of-work';

/**
 * Why a call failed: `unauthorized` (HTTP 401, the session is gone), `http` (another non-2xx),
 * `network` (no answer), `schema` (the answer breaks the contract), `rejected` (2xx with
 * `success: false`), `invalid-input` (the request failed its schema; nothing was sent).
 */
export type ApiErrorCode =
  | 'unauthorized'
  | 'http'
  | 'network'
  | 'schema'
  | 'rejected'
  | 'invalid-input';

/** A failed API call. `message` is the server's message when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** What went wrong, see `ApiErrorCode`. */
  readonly code: ApiErrorCode;
  /** The HTTP status, or null when no response was read. */
  readonly status: number | null;

  constructor(
    code: ApiErrorCode,
    message: string,
    options: { status?: number | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? null;
  }
}

/** True when `error` is an `ApiError`, optionally of the given code. */
export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The status of an answer asking for a solved proof-of-work challenge (the contract's
 * `challengeRequiredStatus`, written out here so the client stays free of zod).
 */
const challengeRequiredStatus = 428;

/**
 * The challenge a failed call was answered with, past the API's attempt limits (login, sign-up,
 * recovery), or null for any other failure. Solve it and send the call again with the solution as
 * `altcha`. The `message` of the error says why, in the request's language.
 */
export function requiredChallenge(error: unknown): ProofOfWorkChallenge | null {
  if (!isApiError(error, 'http') || error.status !== challengeRequiredStatus) return null;
  const body = error.cause;
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const { data } = body;
  if (typeof data !== 'object' || data === null) return null;
  if (!('reason' in data) || data.reason !== 'challenge_required') return null;
  if (!('challenge' in data) || typeof data.challenge !== 'object' || data.challenge === null) {
    return null;
  }
  return data.challenge as ProofOfWorkChallenge;
}

/** `data.reason` of the 409 a withdrawal is refused with while a bonus is being wagered (issue 22). */
export const bonusForfeitRequiredReason = 'bonus_forfeit_required';

/**
 * True when a withdrawal was refused because it would forfeit the active bonus (HTTP 409): show the
 * error's `message`, and send the withdrawal again with `forfeitBonus: true` once the player agrees.
 * A 409 whose `data` names another reason is not one.
 */
export function isBonusForfeitRequired(error: unknown): error is ApiError {
  if (!isApiError(error, 'http') || error.status !== 409) return false;
  const body = error.cause;
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  if (typeof data !== 'object' || data === null) return true;
  const reason = 'reason' in data ? data.reason : 'code' in data ? data.code : undefined;
  return reason === undefined || reason === bonusForfeitRequiredReason;
}
