import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { ActivityFilterBar, useFilterDraft } from '../payments/activity-filter-bar';
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
export function GameHistoryFilters({ value, onChange, ...props }: GameHistoryFiltersProps) {
  const { t } = useUiTranslation();
  const filter = useFilterDraft(value, onChange, allGameHistory);
  return (
    <ActivityFilterBar
      {...props}
      data-slot="game-history-filters"
      texts="casino.history"
      filter={filter}
      kinds={kinds.map(({ kind, key }) => ({ kind, label: t(`casino.history.${key}`) }))}
    />
  );
}
