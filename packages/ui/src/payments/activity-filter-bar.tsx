import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { FormField } from '../form-field/form-field';
import { isDateRangeValid } from './financial-activities-filter-value';

/** What every activity filter bar edits: a range of whole days, `YYYY-MM-DD`, both ends open. */
interface DayRange {
  fromDate?: string;
  toDate?: string;
}

/**
 * The editing state shared by the activity filter bars (financial activities, game history):
 * changes gather in a draft and take effect together on Apply, so a half-typed date never starts
 * a search; Apply with a To day before From moves focus to To instead; Clear applies `cleared` at
 * once. New filters from the page (e.g. the back button) replace whatever was being edited;
 * `same` says when the page's value is new.
 */
export function useFilterDraft<V extends DayRange>(
  value: V,
  onChange: (value: V) => void,
  cleared: V,
  same: (a: V, b: V) => boolean = Object.is,
) {
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

export interface DayRangeFieldsProps {
  draft: DayRange;
  edit: (change: DayRange) => void;
  rangeValid: boolean;
  toRef: RefObject<HTMLInputElement | null>;
  /** The translated labels of From and To, and the error shown under To when it is before From. */
  labels: { from: string; to: string; rangeInvalid: string };
}

/** The From/To day inputs of a filter bar, each bounding the other, wired to `useFilterDraft`. */
export function DayRangeFields({ draft, edit, rangeValid, toRef, labels }: DayRangeFieldsProps) {
  return (
    <>
      <FormField
        type="date"
        label={labels.from}
        value={draft.fromDate ?? ''}
        max={draft.toDate}
        onChange={(event) => edit({ fromDate: event.target.value || undefined })}
      />
      <FormField
        ref={toRef}
        type="date"
        label={labels.to}
        value={draft.toDate ?? ''}
        min={draft.fromDate}
        error={rangeValid ? undefined : labels.rangeInvalid}
        onChange={(event) => edit({ toDate: event.target.value || undefined })}
      />
    </>
  );
}

export interface KindSegmentsProps<K extends number> {
  /** The translated legend of the group. */
  legend: string;
  /** Each kind with its translated label, in the order shown. */
  options: ReadonlyArray<{ kind: K; label: string }>;
  checked: K;
  onPick: (kind: K) => void;
}

/** The kind of activity as a segmented radio group (one `name` per bar, from `useId`). */
export function KindSegments<K extends number>({
  legend,
  options,
  checked,
  onPick,
}: KindSegmentsProps<K>) {
  const group = useId();
  return (
    <fieldset className="zar-activity-filters__kind">
      <legend className="zar-field__label">{legend}</legend>
      <div className="zar-activity-filters__segments">
        {options.map(({ kind, label }) => (
          <label key={kind} className="zar-activity-filters__segment">
            <input
              type="radio"
              className="zar-visually-hidden"
              name={group}
              value={kind}
              checked={checked === kind}
              onChange={() => onPick(kind)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
