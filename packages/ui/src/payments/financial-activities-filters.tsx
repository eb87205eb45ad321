import { clsx } from 'clsx';
import { type ComponentProps, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';
import { SelectField } from '../form-field/select-field';
import {
  allFinancialActivities,
  type FinancialActivitiesFilterValue,
  isDateRangeValid,
  sameFilterValue,
} from './financial-activities-filter-value';
import {
  playerTransactionStatuses,
  transactionKindNames,
  transactionKinds,
  transactionStatusNames,
} from './transaction-names';

export interface FinancialActivitiesFiltersProps
  extends Omit<ComponentProps<'form'>, 'children' | 'onChange' | 'onSubmit'> {
  /** The filters in force; the bar shows them and starts over from them whenever they change. */
  value: FinancialActivitiesFilterValue;
  /** Called with the new filters when the player presses Apply (with a valid range) or Clear. */
  onChange: (value: FinancialActivitiesFilterValue) => void;
}

/**
 * The filter bar of /dashboard/financial-activities: the kind as a segmented radio group (All,
 * Deposit, Withdraw), the status (all, or one a player's request can have), and a From/To range of days. Changes are gathered
 * and take effect together on Apply, so a half-typed date never starts a search; Clear returns to
 * no filter at once. A To day before the From day is flagged under To, and Apply then moves
 * focus there instead of applying.
 */
export function FinancialActivitiesFilters({
  value,
  onChange,
  className,
  ...props
}: FinancialActivitiesFiltersProps) {
  const { t } = useTranslation();
  const kindGroup = useId();
  const toRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // New filters from the page (e.g. the back button) replace whatever was being edited.
  if (!sameFilterValue(value, shownValue)) {
    setShownValue(value);
    setDraft(value);
  }
  const rangeValid = isDateRangeValid(draft);
  const edit = (change: Partial<FinancialActivitiesFilterValue>) =>
    setDraft((current) => ({ ...current, ...change }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rangeValid) {
      toRef.current?.focus();
      return;
    }
    onChange(draft);
  }

  function clear() {
    setDraft(allFinancialActivities);
    onChange(allFinancialActivities);
  }

  return (
    <form
      aria-label={t('payments.filters.label')}
      {...props}
      className={clsx('zar-activity-filters', className)}
      data-slot="financial-activities-filters"
      noValidate
      onSubmit={apply}
    >
      <fieldset className="zar-activity-filters__kind">
        <legend className="zar-field__label">{t('payments.filters.kind')}</legend>
        <div className="zar-activity-filters__segments">
          {transactionKinds.map((kind) => (
            <label key={kind} className="zar-activity-filters__segment">
              <input
                type="radio"
                className="zar-visually-hidden"
                name={kindGroup}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => edit({ kind })}
              />
              {t(`payments.kind.${transactionKindNames[kind]}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        className="zar-activity-filters__status"
        label={t('payments.filters.status')}
        options={[
          { value: '', label: t('payments.filters.allStatuses') },
          ...playerTransactionStatuses.map((status) => ({
            value: status,
            label: t(`payments.status.${transactionStatusNames[status]}`),
          })),
        ]}
        value={draft.status ?? ''}
        onChange={(event) =>
          edit({
            status: playerTransactionStatuses.find(
              (status) => String(status) === event.target.value,
            ),
          })
        }
      />
      <FormField
        type="date"
        label={t('payments.filters.from')}
        value={draft.fromDate ?? ''}
        max={draft.toDate}
        onChange={(event) => edit({ fromDate: event.target.value || undefined })}
      />
      <FormField
        ref={toRef}
        type="date"
        label={t('payments.filters.to')}
        value={draft.toDate ?? ''}
        min={draft.fromDate}
        error={rangeValid ? undefined : t('payments.filters.rangeInvalid')}
        onChange={(event) => edit({ toDate: event.target.value || undefined })}
      />
      <div className="zar-activity-filters__actions">
        <Button type="submit">{t('payments.filters.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('payments.filters.reset')}
        </Button>
      </div>
    </form>
  );
}
