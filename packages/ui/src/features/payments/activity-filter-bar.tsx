import { trPlayerStrings } from '@zar/locales/tr-player';
import { clsx } from 'clsx';
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../../primitives/button/button';
import { addBuiltInTurkish, useUiTranslation } from '../../strings/use-ui-translation';
import { FormField } from '../form-field/form-field';
import { isDateRangeValid } from './financial-activities-filter-value';

// The account area's texts (never on a visitor's first load, @zar/locales/tr-player) come with
// the components that show them: built-in Turkish for them without any setup.
addBuiltInTurkish(trPlayerStrings);

/** What every activity filter bar edits: a kind, and a range of whole days (`YYYY-MM-DD`). */
interface ActivityFilter<K extends number> {
  kind: K;
  fromDate?: string;
  toDate?: string;
}

/** The editing state of a filter bar, from `useFilterDraft`. */
export interface FilterDraft<V> {
  draft: V;
  edit: (change: Partial<V>) => void;
  rangeValid: boolean;
  toRef: RefObject<HTMLInputElement | null>;
  apply: (event: FormEvent<HTMLFormElement>) => void;
  clear: () => void;
}

/**
 * The editing state shared by the activity filter bars (financial activities, game history):
 * changes gather in a draft and take effect together on Apply, so a half-typed date never starts
 * a search; Apply with a To day before From moves focus to To instead; Clear applies `cleared` at
 * once. New filters from the page (e.g. the back button) replace whatever was being edited;
 * `same` says when the page's value is new.
 */
export function useFilterDraft<V extends ActivityFilter<number>>(
  value: V,
  onChange: (value: V) => void,
  cleared: V,
  same: (a: V, b: V) => boolean = Object.is,
): FilterDraft<V> {
  const toRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (!same(value, shown)) {
    setShown(value);
    setDraft(value);
  }
  const rangeValid = isDateRangeValid(draft);
  const edit = (change: Partial<V>) => setDraft((current) => ({ ...current, ...change }));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rangeValid) {
      toRef.current?.focus();
      return;
    }
    onChange(draft);
  };
  const clear = () => {
    setDraft(cleared);
    onChange(cleared);
  };
  return { draft, edit, rangeValid, toRef, apply, clear };
}

export interface ActivityFilterBarProps<K extends number, V extends ActivityFilter<K>>
  extends Omit<ComponentProps<'form'>, 'children' | 'onChange' | 'onSubmit'> {
  /** The locale section with the bar's `label`, `kind`, `from`, `to`, `rangeInvalid`, `apply`, `reset`. */
  texts: 'payments.filters' | 'casino.history';
  /** The bar's state, from `useFilterDraft`. */
  filter: FilterDraft<V>;
  /** Each kind with its translated label, in the order shown. */
  kinds: ReadonlyArray<{ kind: K; label: string }>;
  /** The bar's own fields, between the kind and the days (e.g. the status). */
  children?: ReactNode;
}

/**
 * An activity filter bar: the kind as a segmented radio group, the bar's own fields, a From/To
 * range of days each bounding the other (a To before From flagged under To), Apply and Clear.
 */
export function ActivityFilterBar<K extends number, V extends ActivityFilter<K>>({
  texts,
  filter: { draft, edit, rangeValid, toRef, apply, clear },
  kinds,
  children,
  className,
  ...props
}: ActivityFilterBarProps<K, V>) {
  const { t } = useUiTranslation();
  const group = useId();
  // `edit` takes part of V; these are the parts every activity filter has.
  const editShared = edit as (change: Partial<ActivityFilter<K>>) => void;
  return (
    <form
      aria-label={t(`${texts}.label`)}
      {...props}
      className={clsx('zar-activity-filters', className)}
      noValidate
      onSubmit={apply}
    >
      <fieldset className="zar-activity-filters__kind">
        <legend className="zar-field__label">{t(`${texts}.kind`)}</legend>
        <div className="zar-activity-filters__segments">
          {kinds.map(({ kind, label }) => (
            <label key={kind} className="zar-activity-filters__segment">
              <input
                type="radio"
                className="zar-visually-hidden"
                name={group}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => editShared({ kind })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {children}
      <FormField
        type="date"
        label={t(`${texts}.from`)}
        value={draft.fromDate ?? ''}
        max={draft.toDate}
        onChange={(event) => editShared({ fromDate: event.target.value || undefined })}
      />
      <FormField
        ref={toRef}
        type="date"
        label={t(`${texts}.to`)}
        value={draft.toDate ?? ''}
        min={draft.fromDate}
        error={rangeValid ? undefined : t(`${texts}.rangeInvalid`)}
        onChange={(event) => editShared({ toDate: event.target.value || undefined })}
      />
      <div className="zar-activity-filters__actions">
        <Button type="submit">{t(`${texts}.apply`)}</Button>
        <Button variant="secondary" onClick={clear}>
          {t(`${texts}.reset`)}
        </Button>
      </div>
    </form>
  );
}
