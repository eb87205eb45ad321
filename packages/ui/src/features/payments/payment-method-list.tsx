import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { LoadingIndicator } from '../../primitives/loading-indicator/loading-indicator';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { PaymentLimits } from './payment-limits';

/** Whether money goes in or out. */
export type PaymentDirection = 'deposit' | 'withdraw';

/** A payment method as its card shows it: logo, name and amount limits (null for none). */
export interface PaymentMethodOption {
  id: number;
  name: string;
  /** The logo's address. */
  logo: string;
  min: number | null;
  max: number | null;
}

export interface PaymentMethodListProps<TMethod extends PaymentMethodOption = PaymentMethodOption>
  extends Omit<ComponentProps<'div'>, 'children' | 'onSelect'> {
  /** The active methods of the direction, in display order (`payment/methods`). */
  methods: readonly TMethod[];
  /** Whether these are the deposit or the withdraw methods; names the list and its empty text. */
  direction: PaymentDirection;
  /** The methods are loading: a spinner takes the grid's place. Default `false`. */
  loading?: boolean;
  /** Called with the method the player picks; the site opens its dynamic payment dialog. */
  onSelect: (method: TMethod) => void;
}

/**
 * The grid of payment methods on /dashboard/deposit and /dashboard/withdraw: one button card per
 * method with its logo, name and amount limits. Two columns on a phone, three or four as the
 * content area widens; a spinner while loading and a sentence when there is no method.
 */
export function PaymentMethodList<TMethod extends PaymentMethodOption = PaymentMethodOption>({
  methods,
  direction,
  loading = false,
  onSelect,
  className,
  ...props
}: PaymentMethodListProps<TMethod>) {
  const { t } = useUiTranslation();

  function body() {
    if (loading) return <LoadingIndicator label={t('payments.methods.loading')} />;
    if (methods.length === 0) {
      return (
        <p className="zar-payment-methods__empty">
          {direction === 'deposit'
            ? t('payments.methods.depositEmpty')
            : t('payments.methods.withdrawEmpty')}
        </p>
      );
    }
    return (
      <ul
        className="zar-payment-methods__grid"
        aria-label={
          direction === 'deposit'
            ? t('payments.methods.depositLabel')
            : t('payments.methods.withdrawLabel')
        }
      >
        {methods.map((method) => (
          <li key={method.id}>
            <PaymentMethodCard method={method} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div
      {...props}
      className={clsx('zar-payment-methods', className)}
      data-slot="payment-method-list"
      data-direction={direction}
      aria-busy={loading || undefined}
    >
      {body()}
    </div>
  );
}

/** One method as a button: its logo (decoration, the name is the text), name and limits. */
function PaymentMethodCard<TMethod extends PaymentMethodOption>({
  method,
  onSelect,
}: {
  method: TMethod;
  onSelect: (method: TMethod) => void;
}) {
  return (
    <button type="button" className="zar-payment-methods__card" onClick={() => onSelect(method)}>
      <img
        className="zar-payment-methods__logo"
        src={method.logo}
        alt=""
        width={96}
        height={64}
        loading="lazy"
        decoding="async"
      />
      <span className="zar-payment-methods__name">{method.name}</span>
      <PaymentLimits className="zar-payment-methods__limits" min={method.min} max={method.max} />
    </button>
  );
}
