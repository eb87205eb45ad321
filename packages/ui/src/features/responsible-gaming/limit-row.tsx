import { limitValueProblem, timeLimitKindNames } from '@zar/api-client';
import { formatMoney } from '@zar/locales/money';
import { Clock } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { formatSessionTime } from '../../format/format-session-time';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import type { LimitKind, LimitView } from './limit-kinds';
import { parseAmount } from './parse-amount';

export interface LimitRowProps {
  /** The limit this row shows: its kind, current value and any pending change. */
  limit: LimitView;
  /** Called with the new value (or `null` to remove the limit) when the player saves it. */
  onSetLimit: (kind: LimitKind, value: number | null) => Promise<void> | void;
  /** `true` while the change is being saved: the row's controls are disabled. */
  saving: boolean;
  /** IANA time zone the pending change's date is shown in. */
  timeZone: string;
}

/**
 * One limit of the limits panel: its name, the limit in force, a pending change, and a form to
 * set a new value (validated with the contract's rule) or remove the limit.
 */
export function LimitRow({ limit, onSetLimit, saving, timeZone }: LimitRowProps) {
  const { t, i18n } = useUiTranslation();
  const { kind, value, pending } = limit;
  const inMinutes = (timeLimitKindNames as readonly string[]).includes(kind);
  const inputId = useId();
  const nameId = `${inputId}-name`;
  const pendingId = `${inputId}-pending`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [action, setAction] = useState<'save' | 'remove'>('save');

  const show = (amount: number) =>
    inMinutes
      ? t('responsibleGaming.limits.minutes', { minutes: amount })
      : formatMoney(amount, i18n.language);

  const send = (next: number | null, clearInput: boolean) => {
    setAction(next === null ? 'remove' : 'save');
    // A failed call keeps what the player typed; the page reports the failure.
    Promise.resolve(onSetLimit(kind, next)).then(
      () => clearInput && setText(''),
      () => {},
    );
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validate();
    setError(problem?.message);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    send(parseAmount(text, i18n.language), true);
  };

  function validate(): { message: string } | undefined {
    if (text.trim() === '') return { message: t('responsibleGaming.limits.required') };
    const amount = parseAmount(text, i18n.language);
    // The contract's rule, zod-free: every problem with a minute limit reads as the minutes rule.
    const problem = limitValueProblem(kind, amount);
    return problem ? { message: t(`common.${problem}`) } : undefined;
  }

  return (
    <li className="zar-limits__row" data-kind={kind} data-saving={saving || undefined}>
      <span id={nameId} hidden>
        {t(`responsibleGaming.limits.fullNames.${kind}`)}
      </span>
      <form className="zar-limits__form" noValidate onSubmit={save}>
        <div className="zar-limits__summary">
          <label className="zar-limits__name" htmlFor={inputId}>
            {t(`responsibleGaming.limits.names.${kind}`)}
          </label>
          <p className="zar-limits__current">
            <span className="zar-limits__caption">{t('responsibleGaming.limits.current')}: </span>
            <strong className="zar-tabular-nums" data-none={value === null || undefined}>
              {value === null ? t('responsibleGaming.limits.none') : show(value)}
            </strong>
          </p>
        </div>
        {pending ? (
          <p className="zar-limits__pending" id={pendingId}>
            <Clock aria-hidden="true" size={16} />
            <span>
              <span className="zar-limits__caption">{t('responsibleGaming.limits.pending')}: </span>
              <span className="zar-tabular-nums">
                {pending.value === null
                  ? t('responsibleGaming.limits.pendingRemoval', {
                      date: formatSessionTime(pending.effectiveAt, i18n.language, timeZone),
                    })
                  : t('responsibleGaming.limits.pendingValue', {
                      value: show(pending.value),
                      date: formatSessionTime(pending.effectiveAt, i18n.language, timeZone),
                    })}
              </span>
            </span>
          </p>
        ) : null}
        <div className="zar-limits__controls">
          <div className="zar-limits__input" data-invalid={error ? true : undefined}>
            <input
              ref={inputRef}
              id={inputId}
              className="zar-field__input zar-tabular-nums"
              type="text"
              inputMode={inMinutes ? 'numeric' : 'decimal'}
              autoComplete="off"
              aria-label={`${t(`responsibleGaming.limits.fullNames.${kind}`)}: ${t(
                inMinutes
                  ? 'responsibleGaming.limits.newMinutes'
                  : 'responsibleGaming.limits.newMoney',
              )}`}
              placeholder={t(
                inMinutes
                  ? 'responsibleGaming.limits.minutesPlaceholder'
                  : 'responsibleGaming.limits.moneyPlaceholder',
              )}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [error ? errorId : null, pending ? pendingId : null].filter(Boolean).join(' ') ||
                undefined
              }
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(undefined);
              }}
            />
            <span className="zar-limits__unit" aria-hidden="true">
              {inMinutes ? t('responsibleGaming.limits.minuteUnit') : '₺'}
            </span>
          </div>
          {value !== null ? (
            <Button
              variant="secondary"
              className="zar-limits__remove"
              loading={saving && action === 'remove'}
              disabled={saving}
              aria-describedby={nameId}
              onClick={() => {
                setError(undefined);
                send(null, false);
              }}
            >
              {t('responsibleGaming.limits.remove')}
            </Button>
          ) : null}
          <Button
            type="submit"
            className="zar-limits__save"
            loading={saving && action === 'save'}
            disabled={saving}
            aria-describedby={nameId}
          >
            {t('responsibleGaming.limits.save')}
          </Button>
        </div>
        {error ? (
          <p className="zar-field__error zar-limits__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}
