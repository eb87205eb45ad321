import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SmsCodeValues } from './phone-fields';

/**
 * SPEC §8: a failed verify clears the code field. When a call ends with an error (or a new error
 * arrives), the code is emptied and focused so the player can type the right one at once. An error
 * already there when the form mounts leaves the field alone.
 */
export function useClearCodeOnFailure(
  form: UseFormReturn<SmsCodeValues>,
  busy: boolean,
  error: string | undefined,
) {
  const { resetField, setFocus } = form;
  const previous = useRef({ busy, error });

  useEffect(() => {
    const before = previous.current;
    previous.current = { busy, error };
    const callEnded = before.busy && !busy;
    const errorArrived = error !== before.error;
    if (busy || !error || !(callEnded || errorArrived)) return;
    resetField('code');
    setFocus('code');
  }, [busy, error, resetField, setFocus]);
}
