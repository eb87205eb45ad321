import { clsx } from 'clsx';
import { ShieldAlert } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { ConfirmStep } from './confirm-step';
import { PeriodOptions } from './period-options';

/** How long a self-exclusion closes the account. */
export type SelfExclusionPeriod = '6m' | 'permanent';

const periods: readonly SelfExclusionPeriod[] = ['6m', 'permanent'];

export interface SelfExclusionPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Called with the chosen period once the player has ticked the checkbox and confirmed. */
  onSelfExclude: (period: SelfExclusionPeriod) => void;
  /** The self-exclusion call is running: the confirming button shows a spinner. Default `false`. */
  busy?: boolean;
  /** Show the 'Self-exclusion' heading; hide it when the page already has one. Default `true`. */
  showTitle?: boolean;
}

/**
 * Self-exclusion (responsible gaming): says that it applies at once, closes the account for
 * 6 months or for good, cannot be undone on the site and logs the player out; a period, an
 * 'I understand' checkbox that enables the button, then a confirm step before calling back.
 */
export function SelfExclusionPanel({
  onSelfExclude,
  busy = false,
  showTitle = true,
  className,
  ...props
}: SelfExclusionPanelProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const introId = useId();
  const [period, setPeriod] = useState<SelfExclusionPeriod>('6m');
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <section
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t('responsibleGaming.selfExclusion.title')}
      {...props}
      className={clsx('zar-rg-panel', className)}
      data-slot="self-exclusion-panel"
      data-state={confirming ? 'confirming' : 'idle'}
    >
      {showTitle ? (
        <h2 className="zar-rg-panel__title" id={titleId}>
          {t('responsibleGaming.selfExclusion.title')}
        </h2>
      ) : null}
      <p className="zar-rg-panel__warning" id={introId}>
        <ShieldAlert aria-hidden="true" size={20} />
        <span>{t('responsibleGaming.selfExclusion.intro')}</span>
      </p>
      {confirming ? (
        <ConfirmStep
          title={t('responsibleGaming.selfExclusion.confirmTitle')}
          text={t(
            period === '6m'
              ? 'responsibleGaming.selfExclusion.confirm6m'
              : 'responsibleGaming.selfExclusion.confirmPermanent',
          )}
          confirmLabel={t('responsibleGaming.selfExclusion.confirm')}
          cancelLabel={t('responsibleGaming.selfExclusion.cancel')}
          busy={busy}
          onConfirm={() => onSelfExclude(period)}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <form
          className="zar-rg-panel__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (understood) setConfirming(true);
          }}
        >
          <PeriodOptions
            legend={t('responsibleGaming.selfExclusion.period')}
            options={periods.map((value) => ({
              value,
              label: t(`responsibleGaming.selfExclusion.periods.${value}`),
            }))}
            value={period}
            onValueChange={setPeriod}
          />
          <label className="zar-rg-panel__check">
            <input
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            <span>{t('responsibleGaming.selfExclusion.acknowledge')}</span>
          </label>
          <div className="zar-rg-panel__actions">
            <Button type="submit" disabled={!understood} aria-describedby={introId}>
              {t('responsibleGaming.selfExclusion.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
