import { useEffect, useState } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';

/**
 * Seconds left of a countdown that starts at `seconds` on mount and stops at 0 or on unmount.
 * It follows the clock, not the number of ticks, so a busy or throttled tab stays on time.
 */
function useCountdown(seconds: number): number {
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, seconds));

  useEffect(() => {
    if (seconds <= 0) return;
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  return secondsLeft;
}

interface ResendCodeProps {
  /** Seconds before a new code may be requested. Remount (change `key`) to start over. */
  seconds: number;
  /** A send call is running: the resend button is busy. */
  sending: boolean;
  /** Called by "Didn't get a code? Click to resend." once the countdown has ended. */
  onResend: () => void;
}

/**
 * The resend countdown of the phone verification page (SPEC §2, §9): the seconds left, then a
 * button to send the code again. Only the end is announced (politely), never every second.
 */
export function ResendCode({ seconds, sending, onResend }: ResendCodeProps) {
  const { t } = useUiTranslation();
  const secondsLeft = useCountdown(seconds);
  const ended = secondsLeft === 0;

  return (
    <div className="zar-phone-verification__resend" data-ended={ended || undefined}>
      {ended ? (
        <button
          type="button"
          className="zar-phone-verification__resend-action"
          disabled={sending}
          aria-busy={sending || undefined}
          onClick={onResend}
        >
          {t('phoneVerification.panel.resend')}
        </button>
      ) : (
        // role="timer" is not live: the text can be read at any time but is never read out by itself.
        <p className="zar-phone-verification__countdown" role="timer">
          {t('phoneVerification.panel.resendIn', { seconds: secondsLeft })}
        </p>
      )}
      <p className="zar-visually-hidden" aria-live="polite">
        {ended && seconds > 0 ? t('phoneVerification.panel.resendReady') : ''}
      </p>
    </div>
  );
}
