import type { RecoveryPassword } from '@zar/api-client';
import { apiClient } from '../api/api-client';
import { resetRecovery, updateRecovery, useAccountFlowStore } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { scheduleFlowStep } from './flow-timers';
import { failureMessage } from './server-message';

/** The login form opens this long after a successful password change (SPEC §9). */
export const loginAfterRecoveryDelayMs = 1000;

/**
 * Recovery step 1: sends a reset code for `username`, then step 2. Every recovery call that
 * fails keeps its step and puts the server's message on it as the step's error (SPEC §4); each
 * resolves whether it moved on.
 */
export async function sendResetCode(username: string): Promise<boolean> {
  try {
    await apiClient.sendResetPassword({ username });
    updateRecovery({ step: 2, username, code: '', error: null });
    return true;
  } catch (error) {
    updateRecovery({ error: failureMessage(error) });
    return false;
  }
}

/** Recovery step 2: checks the reset code sent to the player, then step 3. */
export async function checkResetCode(code: string): Promise<boolean> {
  const { username } = useAccountFlowStore.getState().recovery;
  try {
    await apiClient.checkResetCode({ username, code });
    updateRecovery({ step: 3, code, error: null });
    return true;
  } catch (error) {
    updateRecovery({ error: failureMessage(error) });
    return false;
  }
}

/**
 * Recovery step 3: sets the new password with the accepted code, then step 4 (the success
 * message); the login form opens 1 s later and the recovery starts over.
 */
export async function changePasswordWithCode(values: RecoveryPassword): Promise<boolean> {
  const { username, code } = useAccountFlowStore.getState().recovery;
  try {
    await apiClient.changePasswordWithCode({ ...values, username, code });
    updateRecovery({ step: 4, error: null });
    scheduleFlowStep(() => {
      resetRecovery();
      useDialogStore.getState().open('login');
    }, loginAfterRecoveryDelayMs);
    return true;
  } catch (error) {
    updateRecovery({ error: failureMessage(error) });
    return false;
  }
}
