import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { DayRangeFields, KindSegments, useFilterDraft } from '../payments/activity-filter-bar';
import {
  allGameHistory,
  type GameHistoryFilterValue,
  type GameHistoryKind,
} from './game-history-filter-value';

export interface GameHistoryFiltersProps
  extends Omit<ComponentProps<'form'>, 'children' | 'onChange' | 'onSubmit'> {
  /** The filters in force. */
  value: GameHistoryFilterValue;
  /** Called with the new filters on Apply (with a valid range) or Clear. */
  onChange: (value: GameHistoryFilterValue) => void;
}

const kinds: Array<{ kind: GameHistoryKind; key: 'all' | 'win' | 'bet' }> = [
  { kind: 0, key: 'all' },
  { kind: 1, key: 'win' },
  { kind: 2, key: 'bet' },
];

/**
 * The filter bar of /dashboard/game-history: All, Win or Bet as a segmented radio group and a
 * From/To range of days, applied together; a To day before From is flagged and not applied.
 */
export function GameHistoryFilters({
  value,
  onChange,
  className,
  ...props
}: GameHistoryFiltersProps) {
  const { t } = useTranslation();
  const { draft, edit, rangeValid, toRef, apply, clear } = useFilterDraft(
    value,
    onChange,
    allGameHistory,
  );
  return (
    <form
      aria-label={t('casino.history.label')}
      {...props}
      className={clsx('zar-activity-filters', className)}
      data-slot="game-history-filters"
      noValidate
      onSubmit={apply}
    >
      <KindSegments
        legend={t('casino.history.kind')}
        options={kinds.map(({ kind, key }) => ({ kind, label: t(`casino.history.${key}`) }))}
        checked={draft.kind}
        onPick={(kind) => edit({ kind })}
      />
      <DayRangeFields
        draft={draft}
        edit={edit}
        rangeValid={rangeValid}
        toRef={toRef}
        labels={{
          from: t('casino.history.from'),
          to: t('casino.history.to'),
          rangeInvalid: t('casino.history.rangeInvalid'),
        }}
      />
      <div className="zar-activity-filters__actions">
        <Button type="submit">{t('casino.history.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('casino.history.reset')}
        </Button>
      </div>
    </form>
  );
}
