import { trPlayerStrings } from '@zar/locales/tr-player';
import { clsx } from 'clsx';
import { CircleCheckBig, CircleX, Clock, ExternalLink } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { buttonStyleProps } from '../../primitives/button/button';
import { addBuiltInTurkish, useUiTranslation } from '../../strings/use-ui-translation';

// The account area's texts (never on a visitor's first load, @zar/locales/tr-player) come with
// the components that show them: built-in Turkish for them without any setup.
addBuiltInTurkish(trPlayerStrings);

interface DepositOutcomeBaseProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The method's name (the dialog's title), shown as 'Continue with {{title}}'. */
  methodName: string;
}

/** The deposit continues on the payment provider's page at `url`. */
interface ExternalDepositOutcomeProps extends DepositOutcomeBaseProps {
  /** The payment continues on the provider's page, opened at `url`. */
  mode: 'external';
  /** Address of the external payment page (the deposit's `data`). */
  url: string;
  /** Not used in `external` mode. */
  message?: never;
  /** Not used in `external` mode. */
  status?: never;
}

/**
 * Where a deposit in message mode stands: `pending` a request waiting for the operator (bank
 * transfer), `completed` a payment the provider reported paid, `cancelled` one the player
 * cancelled on the payment page.
 */
export type DepositOutcomeStatus = 'pending' | 'completed' | 'cancelled';

/** The deposit was taken and the server answered with a text, e.g. bank transfer instructions. */
interface MessageDepositOutcomeProps extends DepositOutcomeBaseProps {
  /** The provider answered with a message to show, with its status. */
  mode: 'message';
  /** The server's text, shown as is (line breaks kept). Default a plain 'request received'. */
  message?: string;
  /** Where the deposit stands; it names the panel. Default `pending` ('Talebiniz alındı'). */
  status?: DepositOutcomeStatus;
  /** Not used in `message` mode. */
  url?: never;
}

export type DepositOutcomeProps = ExternalDepositOutcomeProps | MessageDepositOutcomeProps;

/**
 * What the deposit dialog shows after a successful deposit (SPEC §2, §4). In `external` mode:
 * 'Click the button below to continue the process!' and a 'Continue with {{title}}' link styled as
 * the primary button, opening the payment page in a new tab and focused on arrival. In `message`
 * mode: a panel with the server's text, announced politely, titled by where the deposit stands:
 * 'Talebiniz alındı' for a request still to be approved (never 'Tebrikler!', nothing was paid
 * yet), 'Ödemeniz alındı' once paid, 'Ödeme iptal edildi' when cancelled.
 */
export function DepositOutcome({
  mode,
  methodName,
  url,
  message,
  status = 'pending',
  className,
  ...props
}: DepositOutcomeProps) {
  const { t } = useUiTranslation();
  const continueLabel = t('payments.outcome.continueWith', { title: methodName });
  const linkRef = useRef<HTMLAnchorElement>(null);
  const StatusIcon = { pending: Clock, completed: CircleCheckBig, cancelled: CircleX }[status];

  // The form that had focus is gone; put the player on the one thing left to do.
  useEffect(() => {
    if (mode === 'external') linkRef.current?.focus();
  }, [mode]);

  return (
    <div
      {...props}
      className={clsx('zar-deposit-outcome', className)}
      data-slot="deposit-outcome"
      data-mode={mode}
      data-status={mode === 'message' ? status : undefined}
    >
      {mode === 'external' ? (
        <>
          <p className="zar-deposit-outcome__intro">{t('payments.outcome.externalIntro')}</p>
          <a
            ref={linkRef}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            // The visible label first, then the warning that a new tab opens.
            aria-label={`${continueLabel} ${t('payments.outcome.newTab')}`}
            {...buttonStyleProps({ size: 'lg', fullWidth: true })}
          >
            {continueLabel}
            <ExternalLink aria-hidden="true" size={18} />
          </a>
        </>
      ) : (
        <div className="zar-deposit-outcome__panel" role="status">
          <StatusIcon className="zar-deposit-outcome__icon" aria-hidden="true" />
          <p className="zar-deposit-outcome__title">{t(`payments.outcome.${status}Title`)}</p>
          <p className="zar-deposit-outcome__message">
            {message?.trim() ? message : t(`payments.outcome.${status}Text`)}
          </p>
        </div>
      )}
    </div>
  );
}
