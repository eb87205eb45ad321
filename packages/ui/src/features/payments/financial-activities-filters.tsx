import { trPlayerStrings } from '@zar/locales/tr-player';
import type { ComponentProps } from 'react';
import { addBuiltInTurkish, useUiTranslation } from '../../strings/use-ui-translation';
import { SelectField } from '../form-field/select-field';
import { ActivityFilterBar, useFilterDraft } from './activity-filter-bar';
import {
  allFinancialActivities,
  type FinancialActivitiesFilterValue,
  sameFilterValue,
} from './financial-activities-filter-value';
import {
  playerTransactionStatuses,
  transactionKindNames,
  transactionKinds,
  transactionStatusNames,
} from './transaction-names';

// The account area's texts (never on a visitor's first load, @zar/locales/tr-player) come with
// the components that show them: built-in Turkish for them without any setup.
addBuiltInTurkish(trPlayerStrings);

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
  ...props
}: FinancialActivitiesFiltersProps) {
  const { t } = useUiTranslation();
  const filter = useFilterDraft(value, onChange, allFinancialActivities, sameFilterValue);
  const { draft, edit } = filter;
  return (
    <ActivityFilterBar
      {...props}
      data-slot="financial-activities-filters"
      texts="payments.filters"
      filter={filter}
      kinds={transactionKinds.map((kind) => ({
        kind,
        label: t(`payments.kind.${transactionKindNames[kind]}`),
      }))}
    >
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
    </ActivityFilterBar>
  );
}
