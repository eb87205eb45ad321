import type { RecoveryPassword } from '@zar/api-client';
import { apiClient } from '../api/api-client';
import { loadFingerprint } from '../api/fingerprint';
import {
  resetRecovery,
  setChallenge,
  updateRecovery,
  useAccountFlowStore,
} from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { scheduleFlowStep } from './flow-timers';
import { askedForChallenge, failureMessage } from './server-message';

/** A solved challenge to send with a recovery call, when its form has one. */
const withSolution = (altcha: string | undefined) => (altcha ? { altcha } : {});

/**
 * What a failed recovery call leaves on its step: the API's challenge for the form to solve (and
 * no error), or the failure's message.
 */
function failedStep(error: unknown) {
  updateRecovery({ error: askedForChallenge('recovery', error) ? null : failureMessage(error) });
}

/** The login form opens this long after a successful password change (SPEC §9). */
export const loginAfterRecoveryDelayMs = 1000;

/**
 * Recovery step 1: sends a reset code for `username`, then step 2. Every recovery call that
 * fails keeps its step and puts the server's message on it as the step's error (SPEC §4), or,
 * past the API's attempt limits, its challenge (the step sends again with `altcha` once it is
 * solved); each resolves whether it moved on. A reset code works only from the browser that asked
 * for it: every step waits for the browser's fingerprint first.
 */
export async function sendResetCode(username: string, altcha?: string): Promise<boolean> {
  await loadFingerprint();
  try {
    await apiClient.sendResetPassword({ username, ...withSolution(altcha) });
    setChallenge('recovery', null);
    updateRecovery({ step: 2, username, code: '', error: null, sentAt: Date.now(), resent: false });
    return true;
  } catch (error) {
    failedStep(error);
    return false;
  }
}

/**
 * Recovery step 2's Resend: sends a new reset code to the username of step 1 and stays on step 2,
 * saying so; its countdown starts again. A failure (or a challenge) shows on step 2.
 */
export async function resendResetCode(altcha?: string): Promise<boolean> {
  const { username } = useAccountFlowStore.getState().recovery;
  await loadFingerprint();
  try {
    await apiClient.sendResetPassword({ username, ...withSolution(altcha) });
    setChallenge('recovery', null);
    updateRecovery({ error: null, sentAt: Date.now(), resent: true });
    return true;
  } catch (error) {
    updateRecovery({ resent: false });
    failedStep(error);
    return false;
  }
}

/** Recovery step 2's Back: step 1 again, with the username typed there. */
export function backToRecoveryUsername() {
  setChallenge('recovery', null);
  updateRecovery({ step: 1, code: '', error: null, resent: false });
}

/** Recovery step 2: checks the reset code sent to the player, then step 3. */
export async function checkResetCode(code: string, altcha?: string): Promise<boolean> {
  const { username } = useAccountFlowStore.getState().recovery;
  await loadFingerprint();
  try {
    await apiClient.checkResetCode({ username, code, ...withSolution(altcha) });
    setChallenge('recovery', null);
    updateRecovery({ step: 3, code, error: null, resent: false });
    return true;
  } catch (error) {
    failedStep(error);
    return false;
  }
}

/**
 * Recovery step 3: sets the new password with the accepted code, then step 4 (the success
 * message); the login form opens 1 s later with the username filled in, and the recovery starts
 * over.
 */
export async function changePasswordWithCode({
  altcha,
  ...values
}: RecoveryPassword & { altcha?: string }): Promise<boolean> {
  const { username, code } = useAccountFlowStore.getState().recovery;
  await loadFingerprint();
  try {
    await apiClient.changePasswordWithCode({ ...values, username, code, ...withSolution(altcha) });
    setChallenge('recovery', null);
    updateRecovery({ step: 4, error: null });
    scheduleFlowStep(() => {
      resetRecovery();
      useDialogStore.getState().open('login', { username });
    }, loginAfterRecoveryDelayMs);
    return true;
  } catch (error) {
    failedStep(error);
    return false;
  }
}
