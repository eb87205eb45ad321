import type { ProofOfWorkRequest } from '@zar/ui';
import { create } from 'zustand';

/** The account calls that may be asked for a proof-of-work challenge past the API's limits. */
export type ChallengedCall = 'login' | 'register' | 'recovery';

/** The sign-up phone verification: 0 not started, 1 phone, 2 SMS code (SPEC §4). */
export interface PhoneVerificationState {
  step: 0 | 1 | 2;
  /** The phone the code goes to; prefilled from the registration. */
  phone: string;
  /** The phone field is read-only (prefilled after sign-up, until 'Change Phone Number'). */
  locked: boolean;
  /** The failure of the last call, shown on the step it kept; `null` when none. */
  error: string | null;
  /** When the last code was sent (ms): step 2's resend countdown starts from it; 0 before any. */
  sentAt: number;
}

/** The four recovery steps: username, reset code, new password, success (SPEC §2). */
export interface RecoveryState {
  step: 1 | 2 | 3 | 4;
  /** The username the code was sent for (from step 2 on). */
  username: string;
  /** The accepted reset code (from step 3 on). */
  code: string;
  /** The failure of the last call, shown on the step it kept; `null` when none. */
  error: string | null;
  /** When the last reset code was sent (ms): step 2's resend countdown starts from it. */
  sentAt: number;
  /** A new reset code was sent from step 2 ('Resend'): the step says so. */
  resent: boolean;
}

export interface AccountFlowState {
  /** Where the sign-up phone verification stands. */
  phoneVerification: PhoneVerificationState;
  /** Where the password recovery stands. */
  recovery: RecoveryState;
  /**
   * The trial bonus the celebration offers: `null` means the amount of the bootstrap data;
   * 0 after a sign-up without the trial bonus (the celebration then offers Deposit and Live Chat).
   */
  trialBonusAmount: number | null;
  /**
   * The challenge each dialog's last call was answered with (past the API's attempt limits), its
   * form shows the check until the call goes through; `null` when none was asked.
   */
  challenges: Record<ChallengedCall, ProofOfWorkRequest | null>;
  /** The last sign-up's refusal about one form field, shown next to it; `null` when none. */
  signUpFieldError: { field: string; message: string } | null;
}

const noChallenges: Record<ChallengedCall, ProofOfWorkRequest | null> = {
  login: null,
  register: null,
  recovery: null,
};

const initialPhoneVerification: PhoneVerificationState = {
  step: 0,
  phone: '',
  locked: false,
  error: null,
  sentAt: 0,
};
const initialRecovery: RecoveryState = {
  step: 1,
  username: '',
  code: '',
  error: null,
  sentAt: 0,
  resent: false,
};

/** The multi-step account flows the auth dialogs show: phone verification and recovery. */
export const useAccountFlowStore = create<AccountFlowState>()(() => ({
  phoneVerification: initialPhoneVerification,
  recovery: initialRecovery,
  trialBonusAmount: null,
  challenges: noChallenges,
  signUpFieldError: null,
}));

/** Puts the account flows back to their start (logout, tests). */
export function resetAccountFlowStore() {
  useAccountFlowStore.setState({
    phoneVerification: initialPhoneVerification,
    recovery: initialRecovery,
    trialBonusAmount: null,
    challenges: noChallenges,
    signUpFieldError: null,
  });
}

/** Sets (or, with null, clears) the challenge `call`'s form shows. */
export function setChallenge(call: ChallengedCall, request: ProofOfWorkRequest | null) {
  useAccountFlowStore.setState(({ challenges }) =>
    challenges[call] === request ? {} : { challenges: { ...challenges, [call]: request } },
  );
}

/** Changes part of the phone verification. */
export function updatePhoneVerification(change: Partial<PhoneVerificationState>) {
  useAccountFlowStore.setState(({ phoneVerification }) => ({
    phoneVerification: { ...phoneVerification, ...change },
  }));
}

/** Changes part of the recovery. */
export function updateRecovery(change: Partial<RecoveryState>) {
  useAccountFlowStore.setState(({ recovery }) => ({ recovery: { ...recovery, ...change } }));
}

/** Restarts the recovery at step 1. */
export function resetRecovery() {
  useAccountFlowStore.setState(({ challenges }) => ({
    recovery: initialRecovery,
    challenges: { ...challenges, recovery: null },
  }));
}
