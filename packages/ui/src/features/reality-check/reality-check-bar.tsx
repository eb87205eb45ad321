import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { formatClock, formatNet, minutesLeft } from './format-play-time';

export interface RealityCheckBarProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Time played since the login, in milliseconds. */
  elapsedMs: number;
  /** Won less staked since the login, in lira; `null` while unknown (shown as a dash). */
  net: number | null;
  /** Time left before the session time limit ends the session; `null` or absent: no limit. */
  remainingMs?: number | null;
}

/**
 * The strip above a game frame that keeps play time in view: `Süre 00:12:34 · Net -₺25,00 ·
 * Kalan 17 dk`. A named region screen readers can find, not a live one: that would speak every second.
 */
export function RealityCheckBar({
  elapsedMs,
  net,
  remainingMs = null,
  className,
  ...props
}: RealityCheckBarProps) {
  const { t, i18n } = useUiTranslation();
  const tone = net === null || net === 0 ? 'even' : net > 0 ? 'up' : 'down';

  return (
    <section
      aria-label={t('responsibleGaming.realityCheck.bar.label')}
      {...props}
      className={clsx('zar-reality-bar', className)}
      data-slot="reality-check-bar"
    >
      <dl className="zar-reality-bar__items">
        <div className="zar-reality-bar__item">
          <dt>{t('responsibleGaming.realityCheck.bar.elapsed')}</dt>
          <dd className="zar-tabular-nums">{formatClock(elapsedMs)}</dd>
        </div>
        <div className="zar-reality-bar__item" data-tone={tone}>
          <dt>{t('responsibleGaming.realityCheck.bar.net')}</dt>
          <dd className="zar-tabular-nums">{net === null ? '–' : formatNet(net, i18n.language)}</dd>
        </div>
        {remainingMs === null ? null : (
          <div className="zar-reality-bar__item" data-low={remainingMs < 5 * 60_000 || undefined}>
            <dt>{t('responsibleGaming.realityCheck.bar.remaining')}</dt>
            <dd className="zar-tabular-nums">
              {t('responsibleGaming.realityCheck.bar.minutes', {
                minutes: minutesLeft(remainingMs),
              })}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
