import { useState } from 'react';
import { apiClient } from '../api/api-client';
import { useSessionStore } from '../stores/session-store';
import { failureMessage, notifySuccess } from './server-message';

/** Where the dashboard phone verification stands (SPEC §4). */
export type DashboardPhoneStatus = 'notVerified' | 'update' | 'code' | 'verified';

export interface DashboardPhoneVerification {
  status: DashboardPhoneStatus;
  /** The phone shown: the stored player's, then the one a code was last sent to. */
  phone: string;
  /** Send Code is running. */
  sending: boolean;
  /** Verify is running. */
  verifying: boolean;
  /** How many codes were sent; each new one restarts the resend countdown. */
  sendCount: number;
  /** The failure of the last call, shown on the panel; undefined when none. */
  error: string | undefined;
  sendCode: (values: { phone: string }) => Promise<void>;
  verify: (values: { phone: string; code: string }) => Promise<void>;
  updateNumber: () => void;
}

/**
 * The /dashboard/phone-verification state machine of SPEC §4: Verified when the stored player
 * is, otherwise Not Verified; Update Number → Update; a sent code → Code (restarting the 60 s
 * resend countdown); a verified code → Verified, and the stored player becomes verified. A
 * failed call keeps the state and shows the server's message.
 */
export function useDashboardPhoneVerification(): DashboardPhoneVerification {
  const auth = useSessionStore((state) => state.auth);
  const [status, setStatus] = useState<DashboardPhoneStatus>(() =>
    auth?.smsVerified ? 'verified' : 'notVerified',
  );
  const [phone, setPhone] = useState(auth?.phone ?? '');
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sendCount, setSendCount] = useState(0);
  const [error, setError] = useState<string>();

  async function sendCode(values: { phone: string }) {
    setSending(true);
    setError(undefined);
    try {
      await apiClient.updatePhone({ step: 1, phone: values.phone });
      setPhone(values.phone);
      setSendCount((count) => count + 1);
      setStatus('code');
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSending(false);
    }
  }

  async function verify(values: { phone: string; code: string }) {
    setVerifying(true);
    setError(undefined);
    try {
      const { message } = await apiClient.updatePhone({ step: 2, ...values });
      notifySuccess(message);
      useSessionStore.getState().markPhoneVerified(values.phone);
      setStatus('verified');
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setVerifying(false);
    }
  }

  function updateNumber() {
    setError(undefined);
    setStatus('update');
  }

  return { status, phone, sending, verifying, sendCount, error, sendCode, verify, updateNumber };
}
