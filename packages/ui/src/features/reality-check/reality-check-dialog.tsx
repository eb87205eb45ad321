import { formatMoney } from '@zar/locales/money';
import { History } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../primitives/button/button';
import { Dialog } from '../../primitives/dialog/dialog';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { formatNet, splitHoursMinutes } from './format-play-time';

export interface RealityCheckDialogProps {
  /** Whether the reality check is shown (controlled). */
  open: boolean;
  /** Time played since the login, in milliseconds. */
  elapsedMs: number;
  /** Staked since the login, in lira. */
  staked: number;
  /** Won since the login, in lira. */
  won: number;
  /** Won less staked since the login, in lira. */
  net: number;
  /** Continue playing pressed (the dialog's first focus). */
  onContinue: () => void;
  /** Stop playing pressed. */
  onStop: () => void;
  /** View history pressed. */
  onViewHistory: () => void;
}

/**
 * The reality check: how long the player has played and what they staked, won and net, with
 * Continue playing, Stop playing and View history. Escape does not close it; the player chooses.
 */
export function RealityCheckDialog({
  open,
  elapsedMs,
  staked,
  won,
  net,
  onContinue,
  onStop,
  onViewHistory,
}: RealityCheckDialogProps) {
  const { t, i18n } = useUiTranslation();
  const continueRef = useRef<HTMLButtonElement>(null);
  const { hours, minutes } = splitHoursMinutes(elapsedMs);
  const duration =
    hours > 0
      ? t('responsibleGaming.realityCheck.duration.hoursMinutes', { hours, minutes })
      : t('responsibleGaming.realityCheck.duration.minutes', { minutes });

  // The Dialog has just called showModal (a child's effect runs first); start on Continue.
  useEffect(() => {
    if (open) continueRef.current?.focus();
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={() => {}}
      dismissible={false}
      title={t('responsibleGaming.realityCheck.dialog.title')}
      className="zar-reality-dialog"
      data-slot="reality-check-dialog"
    >
      <div className="zar-reality-dialog__text">
        <p>{t('responsibleGaming.realityCheck.dialog.playedFor', { duration })}</p>
        <p className="zar-tabular-nums">
          {t('responsibleGaming.realityCheck.dialog.results', {
            staked: formatMoney(staked, i18n.language),
            won: formatMoney(won, i18n.language),
            net: formatNet(net, i18n.language),
          })}
        </p>
      </div>
      <div className="zar-reality-dialog__actions">
        <Button ref={continueRef} size="lg" fullWidth onClick={onContinue}>
          {t('responsibleGaming.realityCheck.dialog.continue')}
        </Button>
        <Button variant="secondary" size="lg" fullWidth onClick={onStop}>
          {t('responsibleGaming.realityCheck.dialog.stop')}
        </Button>
        <Button variant="ghost" fullWidth onClick={onViewHistory}>
          <History aria-hidden="true" size={16} />
          {t('responsibleGaming.realityCheck.dialog.history')}
        </Button>
      </div>
    </Dialog>
  );
}
