import { clsx } from 'clsx';
import { CalendarClock } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { formatSessionTime } from '../../format/format-session-time';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { ConfirmStep } from './confirm-step';
import { PeriodOptions } from './period-options';

/** The lengths of a time-out the player can take. */
export type TimeoutPeriod = '24h' | '7d' | '30d';

const periods: readonly TimeoutPeriod[] = ['24h', '7d', '30d'];

/** A time-out or self-exclusion in force; `until` null means permanent (ISO 8601, UTC). */
export interface ExclusionView {
  kind: 'timeout' | 'selfExclusion';
  until: string | null;
}

export interface TimeoutPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The time-out or self-exclusion in force (customer/limits); `null` when none. */
  exclusion: ExclusionView | null;
  /** Called with the chosen period once the player has confirmed. */
  onTakeTimeout: (period: TimeoutPeriod) => void;
  /** The time-out call is running: the confirming button shows a spinner. Default `false`. */
  busy?: boolean;
  /** Show the 'Take a break' heading; hide it when the page already has one. Default `true`. */
  showTitle?: boolean;
  /** IANA time zone the end of a time-out is shown in. Default `'Europe/Istanbul'`. */
  timeZone?: string;
}

/**
 * Take a break (responsible gaming): a radio group of 24 hours, 7 days or 30 days and a button
 * that asks to confirm before calling back. While a time-out (or a self-exclusion) is in force it
 * says until when instead.
 */
export function TimeoutPanel({
  exclusion,
  onTakeTimeout,
  busy = false,
  showTitle = true,
  timeZone = 'Europe/Istanbul',
  className,
  ...props
}: TimeoutPanelProps) {
  const { t, i18n } = useUiTranslation();
  const titleId = useId();
  const [period, setPeriod] = useState<TimeoutPeriod>('24h');
  const [confirming, setConfirming] = useState(false);
  const periodName = (value: TimeoutPeriod) => t(`responsibleGaming.timeout.periods.${value}`);

  function body() {
    if (exclusion) {
      const until = exclusion.until
        ? formatSessionTime(exclusion.until, i18n.language, timeZone)
        : null;
      const timeout = exclusion.kind === 'timeout';
      return (
        <div className="zar-rg-panel__status" role="status">
          <CalendarClock aria-hidden="true" size={20} />
          <div>
            <p className="zar-rg-panel__status-title">
              {t(
                timeout
                  ? 'responsibleGaming.timeout.activeTitle'
                  : 'responsibleGaming.timeout.selfExcludedTitle',
              )}
            </p>
            <p>
              {timeout
                ? t('responsibleGaming.timeout.activeUntil', { date: until ?? '-' })
                : until
                  ? t('responsibleGaming.timeout.selfExcludedUntil', { date: until })
                  : t('responsibleGaming.timeout.selfExcludedPermanent')}{' '}
              {timeout ? t('responsibleGaming.timeout.activeText') : null}
            </p>
          </div>
        </div>
      );
    }
    if (confirming) {
      return (
        <ConfirmStep
          title={t('responsibleGaming.timeout.confirmTitle', { period: periodName(period) })}
          text={t('responsibleGaming.timeout.confirmText')}
          confirmLabel={t('responsibleGaming.timeout.confirm')}
          cancelLabel={t('responsibleGaming.timeout.cancel')}
          busy={busy}
          onConfirm={() => onTakeTimeout(period)}
          onCancel={() => setConfirming(false)}
        />
      );
    }
    return (
      <form
        className="zar-rg-panel__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <PeriodOptions
          legend={t('responsibleGaming.timeout.period')}
          options={periods.map((value) => ({ value, label: periodName(value) }))}
          value={period}
          onValueChange={setPeriod}
        />
        <div className="zar-rg-panel__actions">
          <Button type="submit">{t('responsibleGaming.timeout.submit')}</Button>
        </div>
      </form>
    );
  }

  return (
    <section
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t('responsibleGaming.timeout.title')}
      {...props}
      className={clsx('zar-rg-panel', className)}
      data-slot="timeout-panel"
      data-state={exclusion ? 'active' : confirming ? 'confirming' : 'idle'}
    >
      {showTitle ? (
        <h2 className="zar-rg-panel__title" id={titleId}>
          {t('responsibleGaming.timeout.title')}
        </h2>
      ) : null}
      {exclusion ? null : (
        <p className="zar-rg-panel__intro">{t('responsibleGaming.timeout.intro')}</p>
      )}
      {body()}
    </section>
  );
}
