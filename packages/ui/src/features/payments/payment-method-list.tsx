import { trPlayerStrings } from '@zar/locales/tr-player';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { addBuiltInTurkish, useUiTranslation } from '../../strings/use-ui-translation';
import { PaymentLimits } from './payment-limits';

// The account area's texts (never on a visitor's first load, @zar/locales/tr-player) come with
// the components that show them: built-in Turkish for them without any setup.
addBuiltInTurkish(trPlayerStrings);

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
  /**
   * The methods are loading: placeholder cards of the cards' size take their place (announced as
   * loading), so what is below the list does not move when they come. Default `false`.
   */
  loading?: boolean;
  /** How many placeholder cards show while loading: as many as the methods usually are. Default 4. */
  placeholderCount?: number;
  /** Called with the method the player picks; the site opens its dynamic payment dialog. */
  onSelect: (method: TMethod) => void;
}

/**
 * The grid of payment methods on /dashboard/deposit and /dashboard/withdraw: one button card per
 * method with its logo, name and amount limits. Two columns on a phone, three or four as the
 * content area widens; placeholder cards while loading and a sentence when there is no method.
 */
export function PaymentMethodList<TMethod extends PaymentMethodOption = PaymentMethodOption>({
  methods,
  direction,
  loading = false,
  placeholderCount = 4,
  onSelect,
  className,
  ...props
}: PaymentMethodListProps<TMethod>) {
  const { t } = useUiTranslation();

  function body() {
    if (loading) {
      return (
        <>
          <p role="status" className="zar-visually-hidden">
            {t('payments.methods.loading')}
          </p>
          <ul className="zar-payment-methods__grid" aria-hidden="true">
            {Array.from({ length: placeholderCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              <li key={index}>
                <PlaceholderCard />
              </li>
            ))}
          </ul>
        </>
      );
    }
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

/**
 * A card's boxes while the methods load (issue 26 point 5: the spinner was shorter than the cards,
 * and the note below the list moved by a CLS of 0.036): the logo's box, a line for the name and
 * the limits of a typical method in their own font, so it wraps as a real card's do; shimmering,
 * the text not shown.
 */
function PlaceholderCard() {
  return (
    <span className="zar-payment-methods__card zar-payment-methods__card--placeholder">
      <span className="zar-payment-methods__logo zar-payment-methods__shimmer" />
      <span className="zar-payment-methods__name zar-payment-methods__shimmer">{'\u00a0'}</span>
      <PaymentLimits
        className="zar-payment-methods__limits zar-payment-methods__shimmer"
        min={50}
        max={50_000}
      />
    </span>
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
