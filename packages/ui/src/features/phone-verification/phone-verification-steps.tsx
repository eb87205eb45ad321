import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { useRulesResolver } from '../form-field/rules-resolver';
import {
  dialogSmsCodeMask,
  formatPhone,
  PhoneNumberInput,
  type PhoneNumberValues,
  type PhoneVerificationRules,
  SmsCodeInput,
  type SmsCodeValues,
  useCompletePhoneRules,
} from './phone-fields';
import { ResendCode } from './resend-code';
import { useClearCodeOnFailure } from './use-clear-code-on-failure';

/** Seconds before another code may be asked for (SPEC §9). */
export const resendCodeSeconds = 60;

/** What every step of the dialog receives. */
interface StepProps {
  /** Move focus into the step when it appears (after a step change, not on first render). */
  focusOnMount: boolean;
}

interface PhoneNumberStepProps extends StepProps {
  /** The validation rules of the two steps. */
  rules: PhoneVerificationRules;
  /** The number the field starts with. */
  defaultPhone: string;
  /** The number is shown, not edited (sign-up prefill). */
  readOnly: boolean;
  /** The translated label of the send button. */
  submitLabel: string;
  /** The send call is running. */
  loading: boolean;
  /** Called with a valid, complete phone number. */
  onSubmit: (values: PhoneNumberValues) => void;
}

/** Step 1: the phone number the SMS code goes to. */
export function PhoneNumberStep({
  rules,
  defaultPhone,
  readOnly,
  submitLabel,
  loading,
  onSubmit,
  focusOnMount,
}: PhoneNumberStepProps) {
  const { t } = useUiTranslation();
  const resolver = useRulesResolver(useCompletePhoneRules(rules.phone));
  const { control, handleSubmit, setFocus } = useForm<PhoneNumberValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { phone: defaultPhone },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('phone');
  }, [focusOnMount, setFocus]);

  return (
    <form
      className="zar-account-form"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      <PhoneNumberInput
        control={control}
        label={t('phoneVerification.form.phone')}
        hint={t('phoneVerification.form.phoneHint')}
        readOnly={readOnly}
      />
      <Button type="submit" size="lg" fullWidth loading={loading}>
        {submitLabel}
      </Button>
    </form>
  );
}

interface SmsCodeStepProps extends StepProps {
  /** The validation rules of the two steps. */
  rules: PhoneVerificationRules;
  /** The number the code was sent to. */
  phone: string;
  /** The validate call is running. */
  loading: boolean;
  /** The translated failure of the last call: when it arrives the code is cleared. */
  error: string | undefined;
  /** Called with a valid 6-digit code. */
  onSubmit: (values: SmsCodeValues) => void;
  /** Called by 'Change Phone Number'. */
  onChangePhone: () => void;
  /** Called by the resend link once the countdown has ended: send a new code to `phone`. */
  onResend?: () => void;
  /** A new code is being sent. */
  resending?: boolean;
  /** When the last code was sent (any value that changes per send): the countdown restarts. */
  sentAt?: number;
}

/**
 * Step 2: the 6-digit code from the SMS, typed as `12-34-56`, with 'Doğrula' and a resend
 * countdown that becomes a resend link. A refused code is cleared and why is said under it.
 */
export function SmsCodeStep({
  rules,
  phone,
  loading,
  error,
  onSubmit,
  onChangePhone,
  onResend,
  resending = false,
  sentAt,
  focusOnMount,
}: SmsCodeStepProps) {
  const { t } = useUiTranslation();
  const resolver = useRulesResolver(rules.code);
  const form = useForm<SmsCodeValues>({ resolver, mode: 'onBlur', defaultValues: { code: '' } });
  const { control, handleSubmit, setFocus } = form;
  useClearCodeOnFailure(form, loading, error);

  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);

  return (
    <form
      className="zar-account-form"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      <div className="zar-phone-verification__sent-to">
        <p className="zar-account-form__intro">
          {t('phoneVerification.form.codeSentTo', { phone: formatPhone(phone) })}
        </p>
        <button type="button" className="zar-account-form__link" onClick={onChangePhone}>
          {t('phoneVerification.form.changePhoneNumber')}
        </button>
      </div>
      <SmsCodeInput
        control={control}
        label={t('phoneVerification.form.code')}
        mask={dialogSmsCodeMask}
        serverError={error}
      />
      <Button type="submit" size="lg" fullWidth loading={loading && !resending}>
        {t('phoneVerification.form.validate')}
      </Button>
      {onResend ? (
        <ResendCode
          key={sentAt}
          seconds={resendCodeSeconds}
          sending={resending}
          onResend={onResend}
        />
      ) : null}
    </form>
  );
}

interface VerifiedStepProps extends StepProps {
  /** Called by Close. */
  onClose?: () => void;
}

/** The success screen: 'Congratulations!' and Close. */
export function VerifiedStep({ onClose, focusOnMount }: VerifiedStepProps) {
  const { t } = useUiTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="zar-phone-verification__success">
      <CircleCheck className="zar-phone-verification__success-icon" aria-hidden="true" />
      <h3 className="zar-phone-verification__success-title" ref={headingRef} tabIndex={-1}>
        {t('phoneVerification.form.successTitle')}
      </h3>
      <p role="status">{t('phoneVerification.form.success')}</p>
      <Button size="lg" fullWidth onClick={onClose}>
        {t('phoneVerification.form.close')}
      </Button>
    </div>
  );
}
