import { isApiError, requiredChallenge } from '@zar/api-client';
import { notify } from '@zar/ui';
import { i18n } from '../i18n/i18n';
import { type ChallengedCall, setChallenge } from '../stores/account-flow-store';

/**
 * What to tell the player about a failed call: the server's message when it sent one (SPEC §8),
 * otherwise a translated 'could not complete' sentence (no answer, a broken answer).
 */
export function failureMessage(error: unknown): string {
  if (
    isApiError(error, 'rejected') ||
    isApiError(error, 'http') ||
    isApiError(error, 'unauthorized')
  )
    return error.message;
  return i18n.t('common.requestFailed');
}

/** Shows a failed call's message as an error toast. */
export function notifyFailure(error: unknown) {
  notify.error(failureMessage(error));
}

/** Shows the server's message of a successful call as a success toast, when it sent one. */
export function notifySuccess(message: string | null) {
  if (message) notify.success(message);
}

/**
 * Whether `call` failed because the API asks for a proof-of-work challenge: then its form shows
 * the check (with the API's message) and sends again once solved, and there is nothing else to
 * tell the player. Any other outcome clears the call's challenge.
 */
export function askedForChallenge(call: ChallengedCall, error: unknown): boolean {
  const challenge = requiredChallenge(error);
  if (challenge) {
    setChallenge(call, { challenge, message: error instanceof Error ? error.message : undefined });
    return true;
  }
  setChallenge(call, null);
  return false;
}

/**
 * The form field a refused call names in its answer's `data` (`{ field }`, e.g. `birthDate` for a
 * sign-up under the age limit), for the form to say the message next to it; null when none.
 */
export function refusedField(error: unknown): string | null {
  if (!isApiError(error, 'http') && !isApiError(error, 'rejected')) return null;
  const body: unknown = error.cause;
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('field' in data)) return null;
  return typeof data.field === 'string' ? data.field : null;
}
