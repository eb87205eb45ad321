import { formatMoney } from '@zar/locales/money';
import { clsx } from 'clsx';
import { CalendarClock, Check, Gift } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Button } from '../../primitives/button/button';
import { LoadingIndicator } from '../../primitives/loading-indicator/loading-indicator';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { parseUtcTimestamp } from '../notifications/format-notification-time';
import type { BonusRules } from './bonus-terms';
import { formatBonusTime } from './format-bonus-time';

/** A bonus the player may claim, as /dashboard/claim-bonus shows it. */
export interface BonusOfferView {
  /** The offer's id, passed back through `onClaim`. */
  id: number;
  /** The offer's name, in the player's language. */
  name: string;
  /** One line saying what the player gets, under the amount. Default none. */
  summary?: string;
  /** The terms: plain text (line breaks kept), or one sentence per condition, shown as a list. */
  terms: string | readonly string[];
  /** The bonus in major units (lira). */
  amount: number;
  /** Its wagering, expiry and limits, shown before the claim (issue 22). Default none. */
  rules?: BonusRules;
  /** The player has claimed it: the button reads 'Claimed' and is disabled. */
  claimed: boolean;
  /** When the offer ends (UTC, `Z` appended when missing); no end date is shown when absent. */
  endsAt?: string | null;
}

export interface BonusOfferListProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The offers, in the order to show them. */
  offers: readonly BonusOfferView[];
  /** The offers are loading: a spinner takes the list's place. Default `false`. */
  loading?: boolean;
  /** Id of the offer being claimed: its button shows a spinner and is disabled. Default none. */
  claimingId?: number;
  /** Claim pressed on an offer not claimed yet. */
  onClaim?: (offer: BonusOfferView) => void;
  /** ISO currency of the amounts. Default `'TRY'`. */
  currency?: string;
  /** IANA time zone the end dates are shown in. Default the browser's. */
  timeZone?: string;
}

/**
 * The body of /dashboard/claim-bonus: a card per offer with its name, amount, summary, terms and end date,
 * and a Claim button that shows a spinner while that offer is being claimed and reads 'Claimed'
 * (disabled) afterwards; a spinner while loading and a message when there is nothing to claim.
 */
export function BonusOfferList({
  offers,
  loading = false,
  claimingId,
  onClaim,
  currency = 'TRY',
  timeZone,
  className,
  ...props
}: BonusOfferListProps) {
  const { t } = useUiTranslation();

  function body() {
    if (loading) return <LoadingIndicator label={t('bonuses.offers.loading')} />;
    if (offers.length === 0) {
      return <p className="zar-bonus-offers__empty">{t('bonuses.offers.empty')}</p>;
    }
    return (
      <ul className="zar-bonus-offers__list" aria-label={t('bonuses.offers.label')}>
        {offers.map((offer) => (
          <BonusOfferCard
            key={offer.id}
            offer={offer}
            claiming={offer.id === claimingId}
            onClaim={onClaim}
            currency={currency}
            timeZone={timeZone}
          />
        ))}
      </ul>
    );
  }

  return (
    <div
      {...props}
      className={clsx('zar-bonus-offers', className)}
      data-slot="bonus-offer-list"
      aria-busy={loading || undefined}
    >
      {body()}
    </div>
  );
}

interface BonusOfferCardProps {
  /** The offer this card shows. */
  offer: BonusOfferView;
  /** `true` while this offer is being claimed: its button shows progress. */
  claiming: boolean;
  /** Called when the player claims the offer; without it the card has no claim button. */
  onClaim?: (offer: BonusOfferView) => void;
  /** ISO currency code the amounts are shown in. */
  currency: string;
  /** IANA time zone the expiry date is shown in; the browser's when left out. */
  timeZone?: string;
}

function BonusOfferCard({ offer, claiming, onClaim, currency, timeZone }: BonusOfferCardProps) {
  const { t, i18n } = useUiTranslation();
  const nameId = useId();
  const endsAt = parseUtcTimestamp(offer.endsAt);

  return (
    <li className="zar-bonus-offers__offer" data-claimed={offer.claimed || undefined}>
      <article className="zar-bonus-offers__card" aria-labelledby={nameId}>
        <header className="zar-bonus-offers__header">
          <Gift className="zar-bonus-offers__icon" aria-hidden="true" />
          <h2 id={nameId} className="zar-bonus-offers__name">
            {offer.name}
          </h2>
        </header>
        <p className="zar-bonus-offers__amount zar-tabular-nums">
          <span className="zar-visually-hidden">{t('bonuses.offers.amount')}: </span>
          {formatMoney(offer.amount, i18n.language, currency)}
        </p>
        {offer.summary ? <p className="zar-bonus-offers__summary">{offer.summary}</p> : null}
        {typeof offer.terms === 'string' ? (
          <p className="zar-bonus-offers__terms">{offer.terms}</p>
        ) : (
          <ul className="zar-bonus-offers__terms">
            {offer.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        )}
        {endsAt ? (
          <p className="zar-bonus-offers__ends">
            <CalendarClock aria-hidden="true" size={16} />
            {t('bonuses.offers.endsAt')}{' '}
            <time dateTime={endsAt.toISOString()}>
              {formatBonusTime(offer.endsAt, i18n.language, timeZone)}
            </time>
          </p>
        ) : null}
        <Button
          className="zar-bonus-offers__claim"
          variant={offer.claimed ? 'secondary' : 'primary'}
          fullWidth
          loading={claiming}
          disabled={offer.claimed}
          aria-describedby={nameId}
          onClick={() => onClaim?.(offer)}
        >
          {offer.claimed ? <Check aria-hidden="true" size={16} /> : null}
          {offer.claimed ? t('bonuses.offers.claimed') : t('bonuses.offers.claim')}
        </Button>
      </article>
    </li>
  );
}
