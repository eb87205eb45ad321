import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { ResendCode } from '../phone-verification/resend-code';
import type { ProofOfWorkRequest } from '../proof-of-work/use-proof-of-work';
import {
  RecoveryCodeStep,
  type RecoveryCodeValues,
  RecoveryPasswordStep,
  type RecoveryPasswordValues,
  type RecoveryRules,
  RecoveryUsernameStep,
  type RecoveryUsernameValues,
} from './recovery-steps';

/** The four recovery steps of SPEC §2: username, reset code, new password, success. */
export type RecoveryStep = 1 | 2 | 3 | 4;

export interface RecoveryFormProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The step shown (controlled): the site moves on after each successful call and stays on failure. */
  step: RecoveryStep;
  /** Step 1: called with a valid username (send the reset code). */
  onSubmitUsername: (values: RecoveryUsernameValues & { altcha?: string }) => Promise<void> | void;
  /** Step 2: called with a valid reset code (check it). */
  onSubmitCode: (values: RecoveryCodeValues & { altcha?: string }) => Promise<void> | void;
  /** Step 3: called with a valid, confirmed new password (change it). */
  onSubmitPassword: (values: RecoveryPasswordValues & { altcha?: string }) => Promise<void> | void;
  /**
   * The validation rules of the three steps, each any Standard Schema; issue messages are
   * `validation.*` keys, shown translated under each field.
   */
  rules: RecoveryRules;
  /** The current step's call is running: its button shows a spinner. Default `false`. */
  loading?: boolean;
  /** The translated failure of the last call, shown on the current step. Default none. */
  error?: string;
  /**
   * The challenge the current step's last call was answered with (past the attempt limits): the
   * step shows the check and sends again by itself once it is solved, the values then carrying
   * the solution as `altcha`. Default none.
   */
  challenge?: ProofOfWorkRequest | null;
  /** Called by 'Sign Up Now!' (opens the registration form). */
  onRegisterClick?: () => void;
  /** Show the 'Recovery Password' heading; hide it inside a dialog with that title. Default `true`. */
  showTitle?: boolean;
  /** The username of step 1: step 1 starts with it again after Back. Default empty. */
  username?: string;
  /** Step 2's Back: called to return to step 1 (the username is kept). Default none (no button). */
  onBack?: () => void;
  /** Step 2's Resend: called once its 60 s countdown has ended. Default none (no link). */
  onResend?: () => void;
  /** A resend is running. Default `false`. */
  resending?: boolean;
  /** A new code was sent by Resend: step 2 says so. Default `false`. */
  codeResent?: boolean;
  /** When the last code was sent; a new value restarts step 2's resend countdown. */
  codeSentAt?: number;
}

/** Seconds before a new reset code may be asked for, as for SMS codes (SPEC §9). */
export const resendResetCodeSeconds = 60;

/**
 * Password recovery in four steps (SPEC §2). Each step is its own form with its own rules; the
 * fields a step had keep their values while a failed call keeps the player on that step. Step 2
 * has Back (to the username) and Resend (after a 60 s countdown), so it can never strand the
 * player.
 */
export function RecoveryForm({
  step,
  rules,
  onSubmitUsername,
  onSubmitCode,
  onSubmitPassword,
  loading = false,
  error,
  challenge,
  onRegisterClick,
  showTitle = true,
  username = '',
  onBack,
  onResend,
  resending = false,
  codeResent = false,
  codeSentAt,
  className,
  ...props
}: RecoveryFormProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const stepId = useId();
  const labelledBy = showTitle ? `${titleId} ${stepId}` : stepId;

  return (
    <section
      {...props}
      className={clsx('zar-account-form', className)}
      aria-labelledby={labelledBy}
      data-step={step}
    >
      {showTitle ? (
        <h2 className="zar-account-form__title" id={titleId}>
          {t('auth.recoveryForm.title')}
        </h2>
      ) : null}
      <p className="zar-account-form__intro" id={stepId}>
        {t('auth.recoveryForm.stepOf', { step })}
      </p>
      {error ? (
        <p className="zar-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {step === 1 ? (
        <RecoveryUsernameStep
          rules={rules.username}
          onSubmit={onSubmitUsername}
          loading={loading}
          labelledBy={labelledBy}
          challenge={challenge}
          defaultValues={username ? { username } : undefined}
        />
      ) : null}
      {step === 2 && codeResent ? (
        <p className="zar-account-form__success" role="status">
          {t('auth.recoveryForm.codeResent')}
        </p>
      ) : null}
      {step === 2 ? (
        <RecoveryCodeStep
          rules={rules.code}
          onSubmit={onSubmitCode}
          loading={loading}
          labelledBy={labelledBy}
          challenge={challenge}
        />
      ) : null}
      {step === 2 && onResend ? (
        <ResendCode
          key={codeSentAt}
          seconds={resendResetCodeSeconds}
          sending={resending}
          onResend={onResend}
        />
      ) : null}
      {step === 2 && onBack ? (
        <button type="button" className="zar-account-form__back" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('auth.recoveryForm.back')}
        </button>
      ) : null}
      {step === 3 ? (
        <RecoveryPasswordStep
          rules={rules.password}
          onSubmit={onSubmitPassword}
          loading={loading}
          labelledBy={labelledBy}
          challenge={challenge}
        />
      ) : null}
      {step === 4 ? (
        <p className="zar-account-form__success" role="status">
          {t('auth.recoveryForm.success')}
        </p>
      ) : null}
      <p className="zar-account-form__footer">
        <span>{t('auth.recoveryForm.notMember')}</span>
        <button type="button" className="zar-account-form__footer-action" onClick={onRegisterClick}>
          {t('auth.recoveryForm.signUpNow')}
        </button>
      </p>
    </section>
  );
}
