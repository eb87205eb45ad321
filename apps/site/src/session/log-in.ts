import type { LoginRequest } from '@zar/api-client';
import { apiClient } from '../api/api-client';
import { loadFingerprint } from '../api/fingerprint';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { notifyFailure, notifySuccess } from './server-message';

/**
 * The login form's submit (SPEC §4): logs in, stores the auth data with the fingerprint, shows
 * the server's message and closes all dialogs; balance polling follows the login flag. On
 * failure the server's message shows as an error. Resolves whether the player is now logged in.
 */
export async function logIn(values: LoginRequest): Promise<boolean> {
  // The login request and the stored session must carry the same fingerprint.
  await loadFingerprint();
  try {
    const { data, message } = await apiClient.login(values);
    useSessionStore.getState().signIn(data);
    notifySuccess(message);
    useDialogStore.getState().close();
    return true;
  } catch (error) {
    notifyFailure(error);
    return false;
  }
}
