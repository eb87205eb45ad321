import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { LoadingIndicator } from '../../primitives/loading-indicator/loading-indicator';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { ActiveBonusCard, type ActiveBonusView } from './active-bonus-card';

export interface ActiveBonusListProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The bonuses being wagered (at most one today). */
  bonuses: readonly ActiveBonusView[];
  /** They are loading: a spinner takes the list's place. Default `false`. */
  loading?: boolean;
  /** Id of the bonus being forfeited: its confirming button shows a spinner. Default none. */
  forfeitingId?: number;
  /** The player confirmed giving up a bonus. */
  onForfeit?: (bonus: ActiveBonusView) => void;
  /** The time the time left counts from. Default the time of the render. */
  now?: Date;
  /** ISO currency of the amounts. Default `'TRY'`. */
  currency?: string;
}

/** The top of /dashboard/bonuses: a card per bonus being wagered, or a line saying there is none. */
export function ActiveBonusList({
  bonuses,
  loading = false,
  forfeitingId,
  onForfeit,
  now,
  currency,
  className,
  ...props
}: ActiveBonusListProps) {
  const { t } = useUiTranslation();

  function body() {
    if (loading) return <LoadingIndicator label={t('bonusMoney.active.loading')} />;
    if (bonuses.length === 0)
      return <p className="zar-active-bonuses__empty">{t('bonusMoney.active.empty')}</p>;
    return bonuses.map((bonus) => (
      <ActiveBonusCard
        key={bonus.id}
        bonus={bonus}
        now={now}
        forfeiting={bonus.id === forfeitingId}
        onForfeit={onForfeit}
        currency={currency}
      />
    ));
  }

  return (
    <section
      aria-label={t('bonusMoney.active.label')}
      {...props}
      className={clsx('zar-active-bonuses', className)}
      data-slot="active-bonus-list"
      aria-busy={loading || undefined}
    >
      {body()}
    </section>
  );
}
