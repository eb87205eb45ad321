import { PhoneReminderBanner } from '@zar/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../routes/paths';
import { useSessionStore } from '../stores/session-store';

/** The session-storage key of a reminder the player closed for this visit. */
export const phoneReminderDismissedKey = 'zar.phoneReminderDismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(phoneReminderDismissedKey) === '1';
  } catch {
    return false;
  }
}

/**
 * Reminds a logged-in player whose phone is not verified to verify it, at the top of every page
 * but the verification page itself; 'Telefonu Doğrula' opens that page. Closing it hides it for
 * the rest of the visit (the browser tab's session).
 */
export function PhoneVerificationReminder() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unverified = useSessionStore((state) =>
    Boolean(state.auth?.token && !state.auth.smsVerified),
  );
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!unverified || dismissed || pathname === paths.phoneVerification) return null;
  return (
    <PhoneReminderBanner
      onVerify={() => navigate(paths.phoneVerification)}
      onDismiss={() => {
        try {
          sessionStorage.setItem(phoneReminderDismissedKey, '1');
        } catch {
          // Without storage it stays closed until the page reloads.
        }
        setDismissed(true);
      }}
    />
  );
}
