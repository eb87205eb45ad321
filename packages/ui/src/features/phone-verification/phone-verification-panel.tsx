import { clsx } from 'clsx';
import { ShieldCheck, ShieldX } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import {
  PhoneNumberDisplay,
  type PhoneNumberValues,
  type PhoneVerificationRules,
} from './phone-fields';
import { PanelCodeForm, PanelPhoneForm } from './phone-verification-panel-forms';

/**
 * The states of the phone verification page (SPEC §3, §4): NotVerifiedPage, UpdatePage,
 * VerificationCodePage and VerifiedPage.
 */
export type PhoneVerificationStatus = 'notVerified' | 'update' | 'code' | 'verified';

/** What `onVerify` receives: the number the code was sent to and the 6-digit code. */
export interface PhoneVerificationCode {
  phone: string;
  code: string;
}

export interface PhoneVerificationPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The player's stored number, digits only (`905321234567`). */
  phone: string;
  /** The state shown (controlled): the site moves on after each successful call and stays on failure. */
  status: PhoneVerificationStatus;
  /**
   * The validation rules of the two steps, each any Standard Schema (the site passes the
   * contract's `phoneVerificationFormRules`); issue messages are `validation.*` keys, shown
   * translated under each field.
   */
  rules: PhoneVerificationRules;
  /** A send (or resend) call is running: Send Code and the resend button are busy. Default `false`. */
  sending?: boolean;
  /** The verify call is running: Verify shows a spinner. Default `false`. */
  verifying?: boolean;
  /** The translated failure of the last call; in the code step it also clears the code. Default none. */
  error?: string;
  /** Seconds before a new code may be requested (SPEC §9). Default `60`. */
  resendSeconds?: number;
  /**
   * How many codes were sent so far: raise it after every successful send, resends included, and
   * the resend countdown starts over. Entering the code step always starts it. Default `0`.
   */
  sendCount?: number;
  /** Send Code and resend: called with a valid, complete number (send an SMS code to it). */
  onSendCode: (values: PhoneNumberValues) => Promise<void> | void;
  /** Verify: called with the number the code was sent to and a valid 6-digit code. */
  onVerify: (values: PhoneVerificationCode) => Promise<void> | void;
  /** 'Update Number' (Not Verified): show the Update state, where the number is editable. */
  onUpdateNumber: () => void;
}

/**
 * The /dashboard/phone-verification page body (SPEC §2, §4): the title with a Not Verified or
 * Verified badge, the number (editable only in Update), and in the code step the SMS code, Verify
 * (disabled while the code is invalid) and a resend countdown.
 */
export function PhoneVerificationPanel({
  rules,
  phone,
  status,
  sending = false,
  verifying = false,
  error,
  resendSeconds = 60,
  sendCount = 0,
  onSendCode,
  onVerify,
  onUpdateNumber,
  className,
  ...props
}: PhoneVerificationPanelProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The number last sent a code: the one the code step verifies and, once verified, shows.
  const [sentPhone, setSentPhone] = useState<string>();
  // Focus follows the player into each new state; the first one is the page's to focus.
  const [shownStatus, setShownStatus] = useState(status);
  const [statusChanged, setStatusChanged] = useState(false);
  if (status !== shownStatus) {
    setShownStatus(status);
    setStatusChanged(true);
  }
  const verified = status === 'verified';
  const currentPhone = sentPhone ?? phone;

  useEffect(() => {
    if (verified && statusChanged) titleRef.current?.focus();
  }, [verified, statusChanged]);

  const sendCode = (values: PhoneNumberValues) => {
    setSentPhone(values.phone);
    return onSendCode(values);
  };

  return (
    <section
      {...props}
      className={clsx('zar-phone-verification zar-phone-verification-panel', className)}
      aria-labelledby={titleId}
      data-status={status}
    >
      <header className="zar-phone-verification__header">
        <h2 className="zar-account-form__title" id={titleId} ref={titleRef} tabIndex={-1}>
          {t('phoneVerification.panel.title')}
        </h2>
        <span className="zar-phone-verification__badge" data-verified={verified || undefined}>
          {verified ? <ShieldCheck aria-hidden="true" /> : <ShieldX aria-hidden="true" />}
          {t(verified ? 'phoneVerification.panel.verified' : 'phoneVerification.panel.notVerified')}
        </span>
      </header>
      <p className="zar-account-form__intro">{t(`phoneVerification.panel.${status}Intro`)}</p>
      {error ? (
        <p className="zar-field__error zar-phone-verification__error" role="alert">
          {error}
        </p>
      ) : null}
      {status === 'notVerified' || status === 'update' ? (
        <PanelPhoneForm
          rules={rules}
          phone={phone}
          status={status}
          sending={sending}
          focusOnUpdate={statusChanged}
          onSendCode={sendCode}
          onUpdateNumber={onUpdateNumber}
        />
      ) : null}
      {status === 'code' ? (
        <PanelCodeForm
          rules={rules}
          phone={currentPhone}
          verifying={verifying}
          sending={sending}
          error={error}
          resendSeconds={resendSeconds}
          sendCount={sendCount}
          focusOnMount={statusChanged}
          onVerify={({ code }) => onVerify({ phone: currentPhone, code })}
          onResend={() => sendCode({ phone: currentPhone })}
        />
      ) : null}
      {verified ? (
        <div className="zar-phone-verification__form">
          <PhoneNumberDisplay label={t('phoneVerification.panel.phone')} phone={currentPhone} />
        </div>
      ) : null}
    </section>
  );
}
