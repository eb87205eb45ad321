import { trPlayerStrings } from '@zar/locales/tr-player';
import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { addBuiltInTurkish, useUiTranslation } from '../../strings/use-ui-translation';

// The account area's texts (never on a visitor's first load, @zar/locales/tr-player) come with
// the components that show them: built-in Turkish for them without any setup.
addBuiltInTurkish(trPlayerStrings);

/** The account a bank transfer goes to, as `payment/methods` lists it. */
export interface BankTransferPayee {
  /** The IBAN to send to. */
  iban: string;
  /** The account holder's name. */
  accountName: string;
  /** The player's reference, to write in the transfer's description. */
  reference: string;
}

export interface BankTransferDetailsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The account to transfer to, from the bank-transfer method's `payee`. */
  payee: BankTransferPayee;
  /** Writes a text to the clipboard. Default `navigator.clipboard.writeText`. */
  copyText?: (text: string) => Promise<void>;
  /** How long a copy's answer ('Copied', or the refusal) stays beside its button. Default 2.5 s. */
  messageMs?: number;
}

/** How long 'Copied' stays beside a copy button. */
export const copiedForMs = 2500;

const defaultCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * The first step of a bank transfer deposit (issue 21): where to send the money — the IBAN, the
 * account holder and the reference to write in the description — each with a copy button that
 * says 'Copied' beside it for a moment (announced politely), then a line saying the form below
 * asks what was sent. A copy the browser refuses says so instead.
 */
export function BankTransferDetails({
  payee,
  copyText = defaultCopy,
  messageMs = copiedForMs,
  className,
  ...props
}: BankTransferDetailsProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const rows = [
    { key: 'iban', label: t('payments.payee.iban'), value: payee.iban },
    { key: 'accountName', label: t('payments.payee.accountName'), value: payee.accountName },
    { key: 'reference', label: t('payments.payee.reference'), value: payee.reference },
  ] as const;
  return (
    <section
      {...props}
      className={clsx('zar-bank-transfer', className)}
      data-slot="bank-transfer-details"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="zar-bank-transfer__title">
        {t('payments.payee.title')}
      </h3>
      <dl className="zar-bank-transfer__rows">
        {rows.map((row) => (
          <CopyRow
            key={row.key}
            label={row.label}
            value={row.value}
            copyText={copyText}
            messageMs={messageMs}
          />
        ))}
      </dl>
      <p className="zar-bank-transfer__then">{t('payments.payee.afterSending')}</p>
    </section>
  );
}

function CopyRow({
  label,
  value,
  copyText,
  messageMs,
}: {
  label: string;
  value: string;
  copyText: (text: string) => Promise<void>;
  messageMs: number;
}) {
  const { t } = useUiTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await copyText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), messageMs);
  }

  return (
    <div className="zar-bank-transfer__row">
      <dt className="zar-bank-transfer__label">{label}</dt>
      <dd className="zar-bank-transfer__value">
        <span className="zar-bank-transfer__text">{value}</span>
        <button
          type="button"
          className="zar-bank-transfer__copy"
          aria-label={t('payments.payee.copyLabel', { label })}
          onClick={() => void copy()}
        >
          {state === 'copied' ? (
            <Check aria-hidden="true" size={16} />
          ) : (
            <Copy aria-hidden="true" size={16} />
          )}
          <span aria-hidden="true">{t('payments.payee.copy')}</span>
        </button>
        <span className="zar-bank-transfer__copied" role="status" data-state={state}>
          {state === 'copied'
            ? t('payments.payee.copied')
            : state === 'failed'
              ? t('payments.payee.copyFailed')
              : ''}
        </span>
      </dd>
    </div>
  );
}
