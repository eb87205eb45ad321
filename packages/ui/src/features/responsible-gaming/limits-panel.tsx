import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { type LimitKind, type LimitView, limitGroups } from './limit-kinds';
import { LimitRow } from './limit-row';

export interface LimitsPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The player's limits as customer/limits returns them; a kind missing here has no limit. */
  limits: readonly LimitView[];
  /**
   * Save (a valid new value) or Remove (`null`) pressed on a limit. A returned promise that
   * resolves clears the row's input; one that rejects keeps what the player typed.
   */
  onSetLimit: (kind: LimitKind, value: number | null) => Promise<void> | void;
  /** The limit being saved: its buttons are disabled and show a spinner. Default none. */
  savingKind?: LimitKind | null;
  /** Show the 'Limits' heading; hide it when the page already has one. Default `true`. */
  showTitle?: boolean;
  /** IANA time zone pending changes are dated in. Default `'Europe/Istanbul'`. */
  timeZone?: string;
}

/**
 * The player's own limits (responsible gaming): deposit and loss limits per day, week and month
 * in lira, and the session time limit and reality-check interval in minutes. Each row shows the
 * limit in force and any pending change, and sets a new value or removes the limit.
 */
export function LimitsPanel({
  limits,
  onSetLimit,
  savingKind = null,
  showTitle = true,
  timeZone = 'Europe/Istanbul',
  className,
  ...props
}: LimitsPanelProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const byKind = new Map(limits.map((limit) => [limit.kind, limit]));

  return (
    <section
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t('responsibleGaming.limits.title')}
      {...props}
      className={clsx('zar-rg-panel', 'zar-limits', className)}
      data-slot="limits-panel"
    >
      {showTitle ? (
        <h2 className="zar-rg-panel__title" id={titleId}>
          {t('responsibleGaming.limits.title')}
        </h2>
      ) : null}
      <p className="zar-rg-panel__intro">{t('responsibleGaming.limits.intro')}</p>
      {limitGroups.map((group) => (
        <LimitGroup key={group.key} heading={t(`responsibleGaming.limits.groups.${group.key}`)}>
          {group.kinds.map((kind) => (
            <LimitRow
              key={kind}
              limit={byKind.get(kind) ?? { kind, value: null, pending: null }}
              onSetLimit={onSetLimit}
              saving={savingKind === kind}
              timeZone={timeZone}
            />
          ))}
        </LimitGroup>
      ))}
    </section>
  );
}

function LimitGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div className="zar-limits__group">
      <h3 className="zar-limits__group-title" id={headingId}>
        {heading}
      </h3>
      <ul className="zar-limits__rows" aria-labelledby={headingId}>
        {children}
      </ul>
    </div>
  );
}
