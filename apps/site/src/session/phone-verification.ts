import { apiClient } from '../api/api-client';
import { updatePhoneVerification, useAccountFlowStore } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { failureMessage, notifySuccess } from './server-message';

/**
 * Step 1 of the sign-up phone verification: sends the SMS code to `phone`; on success the
 * dialog moves to step 2 with the phone locked. A failure keeps step 1 with the server's message
 * as its error. Resolves whether the code was sent.
 */
export async function sendPhoneCode(phone: string): Promise<boolean> {
  try {
    await apiClient.updatePhone({ step: 1, phone });
    updatePhoneVerification({ step: 2, phone, locked: true, error: null, sentAt: Date.now() });
    return true;
  } catch (error) {
    updatePhoneVerification({ error: failureMessage(error) });
    return false;
  }
}

/** Step 2's resend link: sends a new code to the phone of step 1 and restarts the countdown. */
export function resendPhoneCode(): Promise<boolean> {
  return sendPhoneCode(useAccountFlowStore.getState().phoneVerification.phone);
}

/**
 * Step 2: checks the SMS code for the phone of step 1. On success the server's message shows,
 * the stored player becomes verified and the celebration shows. A failure keeps step 2 with the server's
 * message as its error (the form clears its code field). Resolves whether it was verified.
 */
export async function verifyPhoneCode(code: string): Promise<boolean> {
  const { phone } = useAccountFlowStore.getState().phoneVerification;
  try {
    const { message } = await apiClient.updatePhone({ step: 2, phone, code });
    notifySuccess(message);
    useSessionStore.getState().markPhoneVerified(phone);
    updatePhoneVerification({ step: 0, locked: false, error: null });
    useDialogStore.getState().showCelebration();
    return true;
  } catch (error) {
    updatePhoneVerification({ error: failureMessage(error) });
    return false;
  }
}

/** 'Change Phone Number': back to step 1 with the phone field editable again. */
export function changePhoneNumber() {
  updatePhoneVerification({ step: 1, locked: false, error: null });
}

/** 'Skip Verification': leaves the phone unverified and goes on to the celebration. */
export function skipPhoneVerification() {
  updatePhoneVerification({ step: 0, locked: false, error: null });
  useDialogStore.getState().showCelebration();
}
