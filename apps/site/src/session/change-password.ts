import type { ChangePasswordRequest } from '@zar/api-client';
import { apiClient } from '../api/api-client';
import { failureMessage, notifySuccess } from './server-message';

/** What a password change came to: done, or the message to show on the form. */
export type ChangePasswordOutcome = { changed: true } | { changed: false; error: string };

/**
 * The change-password page's submit: changes the password; the server logs out every other
 * session of the player and keeps this one. Success shows the server's message as a toast; a
 * failure (wrong old password, too many tries) comes back as the form's error and changes nothing.
 */
export async function changePassword(
  values: ChangePasswordRequest,
): Promise<ChangePasswordOutcome> {
  try {
    const { message } = await apiClient.changePassword(values);
    notifySuccess(message);
    return { changed: true };
  } catch (error) {
    return { changed: false, error: failureMessage(error) };
  }
}
