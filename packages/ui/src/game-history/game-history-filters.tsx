import { clsx } from 'clsx';
import { type ComponentProps, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';
import { isDateRangeValid } from '../payments/financial-activities-filter-value';
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
  const group = useId();
  const toRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const rangeValid = isDateRangeValid(draft);
  const edit = (change: Partial<GameHistoryFilterValue>) =>
    setDraft((current) => ({ ...current, ...change }));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rangeValid) {
      toRef.current?.focus();
      return;
    }
    onChange(draft);
  };
  return (
    <form
      aria-label={t('casino.history.label')}
      {...props}
      className={clsx('zar-activity-filters', className)}
      data-slot="game-history-filters"
      noValidate
      onSubmit={apply}
    >
      <fieldset className="zar-activity-filters__kind">
        <legend className="zar-field__label">{t('casino.history.kind')}</legend>
        <div className="zar-activity-filters__segments">
          {kinds.map(({ kind, key }) => (
            <label key={kind} className="zar-activity-filters__segment">
              <input
                type="radio"
                className="zar-visually-hidden"
                name={group}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => edit({ kind })}
              />
              {t(`casino.history.${key}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        type="date"
        label={t('casino.history.from')}
        value={draft.fromDate ?? ''}
        max={draft.toDate}
        onChange={(event) => edit({ fromDate: event.target.value || undefined })}
      />
      <FormField
        ref={toRef}
        type="date"
        label={t('casino.history.to')}
        value={draft.toDate ?? ''}
        min={draft.fromDate}
        error={rangeValid ? undefined : t('casino.history.rangeInvalid')}
        onChange={(event) => edit({ toDate: event.target.value || undefined })}
      />
      <div className="zar-activity-filters__actions">
        <Button type="submit">{t('casino.history.apply')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(allGameHistory);
            onChange(allGameHistory);
          }}
        >
          {t('casino.history.reset')}
        </Button>
      </div>
    </form>
  );
}
