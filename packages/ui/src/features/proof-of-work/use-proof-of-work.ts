import type { ProofOfWorkChallenge } from '@zar/api-client';
import { useEffect, useRef, useState } from 'react';
import type {
  ProofOfWorkCheckHandle,
  ProofOfWorkCheckProps,
  ProofOfWorkState,
} from './proof-of-work-check';

/** A challenge the API asked a form's call to solve, and what it said about it. */
export interface ProofOfWorkRequest {
  challenge: ProofOfWorkChallenge;
  /** The API's message of that answer. */
  message?: string;
}

/** What a form needs to show a check and send its solution. */
export interface ProofOfWork {
  /** The check's props while a challenge is asked for, else null (nothing to show). */
  checkProps: ProofOfWorkCheckProps | null;
  /**
   * The values to submit: as they are when no challenge is asked, with `altcha` once it is
   * solved, or null while it is not (the check is started, and the form submits itself when done).
   */
  withSolution<V extends object>(values: V): (V & { altcha?: string }) | null;
  /** The check is loading or working: the form's button waits. */
  busy: boolean;
}

/**
 * A form's side of the proof-of-work check: shows it while `request` stands, and when it is solved
 * submits the form again (`resubmit`) with the solution, as the player meant to. If that solution
 * is refused too (a new challenge comes back), the next one waits for the player's submit, so a
 * form never loops on its own.
 */
export function useProofOfWork(
  request: ProofOfWorkRequest | null | undefined,
  resubmit: () => void,
): ProofOfWork {
  const [state, setState] = useState<ProofOfWorkState>('loading');
  const check = useRef<ProofOfWorkCheckHandle>(null);
  const solution = useRef<{ nonce: string; payload: string } | null>(null);
  const sentSolution = useRef(false);
  const submitWhenSolved = useRef(false);
  const nonce = request?.challenge.parameters.nonce;

  useEffect(() => {
    if (nonce === undefined) return;
    setState('loading');
    // A challenge answering a plain submit is solved and sent at once; one answering a solution
    // the API refused waits for the player.
    submitWhenSolved.current = !sentSolution.current;
  }, [nonce]);

  const checkProps: ProofOfWorkCheckProps | null =
    request && nonce !== undefined
      ? {
          challenge: request.challenge,
          message: request.message,
          ref: check,
          onStateChange: setState,
          onSolved(payload) {
            solution.current = { nonce, payload };
            if (submitWhenSolved.current) {
              submitWhenSolved.current = false;
              resubmit();
            }
          },
        }
      : null;

  return {
    checkProps,
    withSolution(values) {
      if (nonce === undefined) {
        sentSolution.current = false;
        return values;
      }
      const solved = solution.current;
      if (solved?.nonce === nonce) {
        sentSolution.current = true;
        return { ...values, altcha: solved.payload };
      }
      submitWhenSolved.current = true;
      check.current?.verify();
      return null;
    },
    busy: checkProps !== null && (state === 'loading' || state === 'verifying'),
  };
}
