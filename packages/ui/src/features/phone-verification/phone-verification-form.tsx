import { clsx } from 'clsx';
import { type ComponentProps, useId, useState } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import type { PhoneNumberValues, PhoneVerificationRules, SmsCodeValues } from './phone-fields';
import { PhoneNumberStep, SmsCodeStep, VerifiedStep } from './phone-verification-steps';

/** The steps of the phone validation dialog (SPEC §2): enter phone, enter SMS code, success. */
export type PhoneVerificationStep = 1 | 2 | 'success';

/** Where the dialog is opened: right after sign-up, or from the account area. */
export type PhoneVerificationVariant = 'signup' | 'dashboard';

export interface PhoneVerificationFormProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The step shown (controlled): the site moves on after each successful call and stays on failure. */
  step: PhoneVerificationStep;
  /**
   * The validation rules of the two steps, each any Standard Schema (the site passes the
   * contract's `phoneVerificationFormRules`); issue messages are `validation.*` keys, shown
   * translated under each field.
   */
  rules: PhoneVerificationRules;
  /** `signup` offers 'Skip Verification'. Default `'dashboard'`. */
  variant?: PhoneVerificationVariant;
  /** The number the phone field starts with, digits only (`905321234567`). Default empty. */
  phone?: string;
  /**
   * Show the number read-only, as after sign-up. 'Change Phone Number' unlocks it for the rest of
   * the dialog (SPEC §4). Default `false`.
   */
  phoneLocked?: boolean;
  /** The current step's call is running: its button shows a spinner. Default `false`. */
  loading?: boolean;
  /**
   * The translated failure of the last call, shown on the current step; on step 2 it clears the
   * code and is said under the code field. Default none.
   */
  error?: string;
  /** A resend of the code is running (step 2's resend link is busy). Default `false`. */
  resending?: boolean;
  /** When the last code was sent; a new value restarts step 2's resend countdown. */
  codeSentAt?: number;
  /** Step 2: called by the resend link once its 60 s countdown has ended. Default none (no link). */
  onResendCode?: () => void;
  /** Step 1: called with a valid, complete phone number (send the SMS code). */
  onSendCode: (values: PhoneNumberValues) => Promise<void> | void;
  /** Step 2: called with a valid 6-digit code (verify it for the phone just sent). */
  onValidate: (values: SmsCodeValues) => Promise<void> | void;
  /** Step 2: called by 'Change Phone Number'; show step 1 again (the code is dropped). */
  onChangePhone: () => void;
  /** Called by 'Skip Verification', offered in the `signup` variant on steps 1 and 2. */
  onSkip?: () => void;
  /** Called by Close on the success screen. */
  onClose?: () => void;
  /** Show the 'Phone Validation' heading; hide it inside a dialog with that title. Default `true`. */
  showTitle?: boolean;
}

/**
 * The body of the 'Phone Validation' dialog (SPEC §2, §4): the phone number and 'Kod Gönder', then
 * the 6-digit SMS code (`12-34-56`) with 'Doğrula' and a resend countdown and link, then
 * 'Congratulations!'. Each step is its own form with its own SPEC §5 rules;
 * the number typed in step 1 comes back when the player returns to it.
 */
export function PhoneVerificationForm({
  rules,
  step,
  variant = 'dashboard',
  phone = '',
  phoneLocked = false,
  loading = false,
  error,
  resending = false,
  codeSentAt,
  onResendCode,
  onSendCode,
  onValidate,
  onChangePhone,
  onSkip,
  onClose,
  showTitle = true,
  className,
  ...props
}: PhoneVerificationFormProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  // The number last sent in step 1: shown in step 2 and back in step 1 after 'Change Phone Number'.
  const [sentPhone, setSentPhone] = useState<string>();
  const [phoneUnlocked, setPhoneUnlocked] = useState(false);
  // Focus follows the player to each new step; the first one is the dialog's to focus.
  const [shownStep, setShownStep] = useState(step);
  const [stepChanged, setStepChanged] = useState(false);
  if (step !== shownStep) {
    setShownStep(step);
    setStepChanged(true);
  }

  return (
    <section
      {...props}
      className={clsx('zar-account-form zar-phone-verification', className)}
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t('phoneVerification.form.title')}
      data-step={step}
      data-variant={variant}
    >
      {showTitle ? (
        <h2 className="zar-account-form__title" id={titleId}>
          {t('phoneVerification.form.title')}
        </h2>
      ) : null}
      {error && step === 1 ? (
        <p className="zar-field__error zar-phone-verification__error" role="alert">
          {error}
        </p>
      ) : null}
      {step === 1 ? (
        <PhoneNumberStep
          rules={rules}
          defaultPhone={sentPhone ?? phone}
          readOnly={phoneLocked && !phoneUnlocked}
          submitLabel={t('phoneVerification.form.sendCode')}
          loading={loading}
          focusOnMount={stepChanged}
          onSubmit={(values) => {
            setSentPhone(values.phone);
            return onSendCode(values);
          }}
        />
      ) : null}
      {step === 2 ? (
        <SmsCodeStep
          rules={rules}
          phone={sentPhone ?? phone}
          loading={loading}
          error={error}
          focusOnMount={stepChanged}
          onSubmit={onValidate}
          onChangePhone={() => {
            setPhoneUnlocked(true);
            onChangePhone();
          }}
          onResend={onResendCode}
          resending={resending}
          sentAt={codeSentAt}
        />
      ) : null}
      {step === 'success' ? <VerifiedStep focusOnMount={stepChanged} onClose={onClose} /> : null}
      {variant === 'signup' && step !== 'success' ? (
        <button type="button" className="zar-phone-verification__skip" onClick={onSkip}>
          {t('phoneVerification.form.skip')}
        </button>
      ) : null}
    </section>
  );
}
