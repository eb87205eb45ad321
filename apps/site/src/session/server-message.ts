import { isApiError } from '@zar/api-client';
import { notify } from '@zar/ui';
import { i18n } from '../i18n/i18n';

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
