import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { passesRules, useRulesResolver } from '../form-field/rules-resolver';
import {
  PhoneNumberDisplay,
  PhoneNumberInput,
  type PhoneNumberValues,
  type PhoneVerificationRules,
  pageSmsCodeMask,
  SmsCodeInput,
  type SmsCodeValues,
  useCompletePhoneRules,
} from './phone-fields';
import { ResendCode } from './resend-code';
import { useClearCodeOnFailure } from './use-clear-code-on-failure';

interface PanelPhoneFormProps {
  /** The validation rules of the two steps. */
  rules: PhoneVerificationRules;
  /** The stored number the field starts with. */
  phone: string;
  /** `update` lets the player edit the number; `notVerified` offers 'Update Number'. */
  status: 'notVerified' | 'update';
  /** The send call is running. */
  sending: boolean;
  /** Move focus to the phone field when it becomes editable. */
  focusOnUpdate: boolean;
  /** Called with a valid, complete phone number. */
  onSendCode: (values: PhoneNumberValues) => void;
  /** Called by 'Update Number'. */
  onUpdateNumber: () => void;
}

/** Not Verified and Update: the number (editable only in Update) and Send Code. */
export function PanelPhoneForm({
  rules,
  phone,
  status,
  sending,
  focusOnUpdate,
  onSendCode,
  onUpdateNumber,
}: PanelPhoneFormProps) {
  const { t } = useUiTranslation();
  const resolver = useRulesResolver(useCompletePhoneRules(rules.phone));
  const { control, handleSubmit, setFocus } = useForm<PhoneNumberValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { phone },
  });
  const editable = status === 'update';

  useEffect(() => {
    if (editable && focusOnUpdate) setFocus('phone');
  }, [editable, focusOnUpdate, setFocus]);

  return (
    <form
      className="zar-phone-verification__form"
      noValidate
      onSubmit={handleSubmit((values) => onSendCode(values))}
    >
      <PhoneNumberInput
        control={control}
        label={t('phoneVerification.panel.phone')}
        readOnly={!editable}
      />
      <div className="zar-phone-verification__actions">
        <Button type="submit" size="lg" loading={sending}>
          {t('phoneVerification.panel.sendCode')}
        </Button>
        {editable ? null : (
          <button type="button" className="zar-account-form__link" onClick={onUpdateNumber}>
            {t('phoneVerification.panel.updateNumber')}
          </button>
        )}
      </div>
    </form>
  );
}

interface PanelCodeFormProps {
  /** The validation rules of the two steps. */
  rules: PhoneVerificationRules;
  /** The number the code was sent to; shown disabled. */
  phone: string;
  /** The verify call is running. */
  verifying: boolean;
  /** A (re)send call is running. */
  sending: boolean;
  /** The translated failure of the last call: when it arrives the code is cleared. */
  error: string | undefined;
  /** Seconds of the resend countdown. */
  resendSeconds: number;
  /** Changes whenever a new code was sent: the countdown starts over. */
  sendCount: number;
  /** Move focus to the code field when the step appears. */
  focusOnMount: boolean;
  /** Called with a valid 6-digit code. */
  onVerify: (values: SmsCodeValues) => void;
  /** Called by the resend button once the countdown has ended. */
  onResend: () => void;
}

/** The code step: the number (disabled), the SMS code (`123-456`), Verify and the resend countdown. */
export function PanelCodeForm({
  rules,
  phone,
  verifying,
  sending,
  error,
  resendSeconds,
  sendCount,
  focusOnMount,
  onVerify,
  onResend,
}: PanelCodeFormProps) {
  const { t } = useUiTranslation();
  const resolver = useRulesResolver(rules.code);
  const form = useForm<SmsCodeValues>({ resolver, mode: 'onBlur', defaultValues: { code: '' } });
  const { control, handleSubmit, setFocus } = form;
  // Errors wait for blur or submit (SPEC §5), but Verify follows every keystroke.
  const codeComplete = passesRules(rules.code, { code: useWatch({ control, name: 'code' }) });
  useClearCodeOnFailure(form, verifying, error);

  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);

  return (
    <form
      className="zar-phone-verification__form"
      noValidate
      onSubmit={handleSubmit((values) => onVerify(values))}
    >
      <PhoneNumberDisplay label={t('phoneVerification.panel.phone')} phone={phone} disabled />
      <SmsCodeInput
        control={control}
        label={t('phoneVerification.panel.code')}
        mask={pageSmsCodeMask}
      />
      <div className="zar-phone-verification__actions">
        <Button type="submit" size="lg" loading={verifying} disabled={!codeComplete}>
          {t('phoneVerification.panel.verify')}
        </Button>
        <ResendCode
          key={sendCount}
          seconds={resendSeconds}
          sending={sending}
          onResend={() => {
            onResend();
            setFocus('code');
          }}
        />
      </div>
    </form>
  );
}
