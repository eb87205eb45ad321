import type { RegistrationForm } from '@zar/api-client';
import { toRegisterRequest } from '@zar/api-client/contract';
import { apiClient } from '../api/api-client';
import { loadFingerprint } from '../api/fingerprint';
import {
  setChallenge,
  updatePhoneVerification,
  useAccountFlowStore,
} from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { scheduleFlowStep } from './flow-timers';
import {
  askedForChallenge,
  failureMessage,
  notifyFailure,
  notifySuccess,
  refusedField,
} from './server-message';

/** The celebration shows this long after a sign-up without the trial bonus (SPEC §9). */
export const celebrationDelayMs = 100;

/**
 * The registration form's submit (SPEC §4): registers and logs the player in with the returned
 * data; the phone step becomes 1 with the phone prefilled and locked, and the server's message
 * shows. With the trial bonus chosen, phone verification starts at once (the SMS dialog);
 * otherwise the trial bonus amount becomes 0 and the celebration shows after 100 ms. Past the
 * sign-up limits the form shows the API's challenge and signs up again with its solution. A
 * refusal about one field (under age, no consent, a taken username…) is shown next to that field;
 * any other failure as an error toast.
 * Resolves whether the player is now registered.
 */
export async function register({
  altcha,
  ...values
}: RegistrationForm & { altcha?: string }): Promise<boolean> {
  await loadFingerprint();
  useAccountFlowStore.setState({ signUpFieldError: null });
  try {
    const { data, message } = await apiClient.register({
      ...toRegisterRequest(values),
      ...(altcha ? { altcha } : {}),
    });
    setChallenge('register', null);
    useSessionStore.getState().signIn(data);
    updatePhoneVerification({
      step: 1,
      phone: data.phone || values.phone,
      locked: true,
      error: null,
    });
    notifySuccess(message);
    if (values.trialBonus) {
      useDialogStore.getState().open('sms');
    } else {
      useAccountFlowStore.setState({ trialBonusAmount: 0 });
      scheduleFlowStep(() => useDialogStore.getState().showCelebration(), celebrationDelayMs);
    }
    return true;
  } catch (error) {
    if (askedForChallenge('register', error)) return false;
    const field = refusedField(error);
    if (field) {
      useAccountFlowStore.setState({
        signUpFieldError: { field, message: failureMessage(error) },
      });
    } else {
      notifyFailure(error);
    }
    return false;
  }
}
