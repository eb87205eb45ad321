import type { LoginCall } from '@zar/api-client';
import { apiClient } from '../api/api-client';
import { loadFingerprint } from '../api/fingerprint';
import { setChallenge } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { askedForChallenge, failureMessage, notifyFailure, notifySuccess } from './server-message';

/**
 * The login form's submit (SPEC §4): logs in, stores the auth data with the fingerprint, shows
 * the server's message and closes all dialogs, going on to the protected page the visitor was
 * kept from when there was one; balance polling follows the login flag. On
 * failure the server's message shows as an error; past the attempt limits the form shows the
 * API's challenge instead and logs in again with its solution (`altcha`). The failure's message
 * also goes to `onFailure`, for the form to show beside it. Resolves whether the player is now
 * logged in.
 */
export async function logIn(
  values: LoginCall,
  onFailure?: (message: string) => void,
): Promise<boolean> {
  // The login request and the stored session must carry the same fingerprint.
  await loadFingerprint();
  try {
    const { data, message } = await apiClient.login(values);
    setChallenge('login', null);
    useSessionStore.getState().signIn(data);
    notifySuccess(message);
    useDialogStore.getState().loggedIn();
    return true;
  } catch (error) {
    if (!askedForChallenge('login', error)) {
      notifyFailure(error);
      onFailure?.(failureMessage(error));
    }
    return false;
  }
}
