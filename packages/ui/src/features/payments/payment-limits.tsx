import { formatMoney } from '@zar/locales/money';
import { trPlayerStrings } from '@zar/locales/tr-player';
import { clsx } from 'clsx';
import { Fragment } from 'react';
import { addBuiltInTurkish, useUiTranslation } from '../../strings/use-ui-translation';

// The account area's texts (never on a visitor's first load, @zar/locales/tr-player) come with
// the components that show them: built-in Turkish for them without any setup.
addBuiltInTurkish(trPlayerStrings);

export interface PaymentLimitsProps {
  /** The smallest amount, or null for none. */
  min: number | null;
  /** The largest amount, or null for none. */
  max: number | null;
  /** Extra class names of the line. Default none. */
  className?: string;
}

/**
 * A method's amount limits as one line in the player's language — `Min ₺50,00 – Maks ₺50.000,00`,
 * or only the limit that is set — wrapping at the dash and never inside an amount; nothing when
 * the method sets neither.
 */
export function PaymentLimits({ min, max, className }: PaymentLimitsProps) {
  const { t, i18n } = useUiTranslation();
  const limits = [
    min === null ? null : t('payments.methods.min', { amount: formatMoney(min, i18n.language) }),
    max === null ? null : t('payments.methods.max', { amount: formatMoney(max, i18n.language) }),
  ].filter((limit) => limit !== null);
  if (limits.length === 0) return null;
  return (
    <span className={clsx('zar-payment-limits', className)}>
      {limits.map((limit, index) => (
        <Fragment key={limit}>
          {index > 0 ? ' – ' : null}
          <span className="zar-payment-limits__limit">{limit}</span>
        </Fragment>
      ))}
    </span>
  );
}
