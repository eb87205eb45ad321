import { clsx } from 'clsx';
import { Smartphone, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';

export interface PhoneReminderBannerProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** 'Telefonu Doğrula': open the phone verification. */
  onVerify: () => void;
  /** The close button: hide the reminder (for this visit). Default none (no close button). */
  onDismiss?: () => void;
}

/**
 * The reminder an unverified player sees on every page: their phone is not verified yet, with a
 * 'Telefonu Doğrula' button that opens the verification and an optional close button.
 */
export function PhoneReminderBanner({
  onVerify,
  onDismiss,
  className,
  ...props
}: PhoneReminderBannerProps) {
  const { t } = useUiTranslation();
  return (
    <section
      {...props}
      className={clsx('zar-phone-reminder', className)}
      aria-label={t('phoneVerification.reminder.label')}
    >
      <Smartphone className="zar-phone-reminder__icon" aria-hidden="true" />
      <p className="zar-phone-reminder__text">{t('phoneVerification.reminder.text')}</p>
      <div className="zar-phone-reminder__actions">
        <Button size="sm" onClick={onVerify}>
          {t('phoneVerification.reminder.action')}
        </Button>
        {onDismiss ? (
          <button
            type="button"
            className="zar-phone-reminder__dismiss"
            aria-label={t('phoneVerification.reminder.dismiss')}
            onClick={onDismiss}
          >
            <X aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </section>
  );
}
