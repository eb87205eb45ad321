import { formatMoney } from '@zar/locales/money';
import { clsx } from 'clsx';
import { PartyPopper } from 'lucide-react';
import { type ComponentProps, useRef } from 'react';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { useConfettiBursts } from './use-confetti-bursts';

export interface CelebrationProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The trial bonus offered, in lira; at 0 the screen offers Deposit and Live Chat instead. */
  trialBonusAmount: number;
  /** The claim is being sent: 'Yes' shows a spinner and is disabled. Default `false`. */
  claiming?: boolean;
  /** The bonus was claimed: the text confirms it, the buttons go and confetti bursts again. Default `false`. */
  claimed?: boolean;
  /** Show the 'Congratulations!' heading; turn off inside a `Dialog` titled the same. Default `true`. */
  showTitle?: boolean;
  /** 'Yes': claim the trial bonus. */
  onClaim: () => void;
  /** 'Deposit': the site goes to /dashboard/deposit and closes the dialogs. */
  onDeposit: () => void;
  /** 'Live Chat': the site opens live support. */
  onLiveChat: () => void;
}

/**
 * The 'Congratulations!' screen after sign-up, with confetti (canvas-confetti, 150 particles,
 * none under reduced motion) once when shown and again when the trial bonus is claimed.
 * With a trial bonus it shows the amount and asks to claim it ('Yes'); without one it offers
 * 'Deposit' and 'Live Chat'.
 */
export function Celebration({
  trialBonusAmount,
  claiming = false,
  claimed = false,
  showTitle = true,
  onClaim,
  onDeposit,
  onLiveChat,
  className,
  ...props
}: CelebrationProps) {
  const { t, i18n } = useUiTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useConfettiBursts(canvasRef, claimed);
  const hasBonus = trialBonusAmount > 0;
  const amount = formatMoney(trialBonusAmount, i18n.language);

  function message(): string {
    if (!hasBonus) return t('celebration.noBonus');
    return claimed
      ? t('celebration.bonusClaimed', { amount })
      : t('celebration.bonusOffer', { amount });
  }

  return (
    <div
      {...props}
      className={clsx('zar-celebration', className)}
      data-slot="celebration"
      data-state={claimed ? 'claimed' : 'offered'}
    >
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabIndex takes no focus; the confetti is decoration */}
      <canvas ref={canvasRef} className="zar-celebration__confetti" aria-hidden="true" />
      <PartyPopper className="zar-celebration__icon" aria-hidden="true" />
      {showTitle ? <h2 className="zar-celebration__title">{t('celebration.title')}</h2> : null}
      <p className="zar-celebration__welcome">{t('celebration.welcome')}</p>
      <p className="zar-celebration__message" role="status">
        {message()}
      </p>
      {claimed ? null : (
        <div className="zar-celebration__actions">
          {hasBonus ? (
            <>
              <Button size="lg" fullWidth loading={claiming} onClick={onClaim}>
                {t('celebration.claim')}
              </Button>
              <p className="zar-celebration__later">{t('celebration.claimLater')}</p>
            </>
          ) : (
            <>
              <Button size="lg" fullWidth onClick={onDeposit}>
                {t('celebration.deposit')}
              </Button>
              <Button size="lg" variant="secondary" fullWidth onClick={onLiveChat}>
                {t('celebration.liveChat')}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
