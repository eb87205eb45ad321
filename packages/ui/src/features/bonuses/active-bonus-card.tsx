import { formatMoney } from '@zar/locales/money';
import { ChevronDown, Hourglass, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { type BonusRules, BonusTerms } from './bonus-terms';
import { formatTimeLeft, isEndingSoon } from './format-time-left';

/** A bonus being wagered, as bonus/active answers it. */
export interface ActiveBonusView {
  /** The bonus's own id. */
  id: number;
  name: string;
  /** What was credited when it was claimed. */
  granted: number;
  /** What is in the bonus pocket now. */
  balance: number;
  /** Bets counted toward wagering so far. */
  wagered: number;
  /** What must be counted in all. */
  required: number;
  /** When it is removed unless wagering is done first (ISO 8601, UTC). */
  expiresAt: string;
  rules: BonusRules;
}

export interface ActiveBonusCardProps {
  /** The active bonus to show: its amounts, wagering progress and expiry. */
  bonus: ActiveBonusView;
  /** The time the time left counts from. Default the time of the render. */
  now?: Date;
  /** The forfeit call is running: the confirming button shows a spinner. Default `false`. */
  forfeiting?: boolean;
  /** The player confirmed giving the bonus up. */
  onForfeit?: (bonus: ActiveBonusView) => void;
  /** ISO currency of the amounts. Default `'TRY'`. */
  currency?: string;
}

/**
 * One bonus being wagered: its name, a progress bar with "₺X / ₺Y çevrildi", the bonus pocket, the
 * time left, its terms behind a toggle, and "Bonustan vazgeç", which first says what is removed.
 */
export function ActiveBonusCard({
  bonus,
  now = new Date(),
  forfeiting = false,
  onForfeit,
  currency = 'TRY',
}: ActiveBonusCardProps) {
  const { t, i18n } = useUiTranslation();
  const [termsOpen, setTermsOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const nameId = useId();
  const progressId = useId();
  const termsId = useId();
  const money = (value: number) => formatMoney(value, i18n.language, currency);
  const timeLeft = formatTimeLeft(bonus.expiresAt, now, i18n.language);
  const wagered = Math.min(bonus.wagered, bonus.required);
  const share = bonus.required > 0 ? (wagered / bonus.required) * 100 : 100;
  const progressText = t('bonusMoney.active.wagered', {
    wagered: money(wagered),
    required: money(bonus.required),
  });

  return (
    <article
      className="zar-active-bonus"
      aria-labelledby={nameId}
      data-slot="active-bonus-card"
      data-ending={isEndingSoon(bonus.expiresAt, now) || undefined}
    >
      <header className="zar-active-bonus__header">
        <h2 id={nameId} className="zar-active-bonus__name">
          {bonus.name}
        </h2>
        <p className="zar-active-bonus__time">
          <Hourglass aria-hidden="true" size={16} />
          {timeLeft
            ? t('bonusMoney.active.timeLeft', { time: timeLeft })
            : t('bonusMoney.active.expired')}
        </p>
      </header>
      <p id={progressId} className="zar-active-bonus__progress-label">
        {t('bonusMoney.active.progress')}
      </p>
      <div
        className="zar-active-bonus__bar"
        role="progressbar"
        aria-labelledby={progressId}
        aria-valuemin={0}
        aria-valuemax={bonus.required}
        aria-valuenow={wagered}
        aria-valuetext={progressText}
      >
        <span className="zar-active-bonus__fill" style={{ width: `${share}%` }} />
      </div>
      <p className="zar-active-bonus__amounts zar-tabular-nums">{progressText}</p>
      <p className="zar-active-bonus__pocket">
        <span>{t('bonusMoney.active.pocket')}</span>
        <span className="zar-active-bonus__pocket-amount zar-tabular-nums">
          {money(bonus.balance)}
        </span>
      </p>
      <button
        type="button"
        className="zar-active-bonus__terms-toggle"
        aria-expanded={termsOpen}
        aria-controls={termsId}
        onClick={() => setTermsOpen(!termsOpen)}
      >
        {termsOpen ? t('bonusMoney.active.hideTerms') : t('bonusMoney.active.showTerms')}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <div id={termsId} hidden={!termsOpen}>
        <BonusTerms rules={bonus.rules} amount={bonus.granted} currency={currency} />
      </div>
      {confirming ? (
        <ForfeitConfirm
          title={t('bonusMoney.active.forfeitTitle', { name: bonus.name })}
          text={t('bonusMoney.active.forfeitText', { amount: money(bonus.balance) })}
          busy={forfeiting}
          onConfirm={() => onForfeit?.(bonus)}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button variant="secondary" aria-describedby={nameId} onClick={() => setConfirming(true)}>
          {t('bonusMoney.active.forfeit')}
        </Button>
      )}
    </article>
  );
}

interface ForfeitConfirmProps {
  title: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The second step of a forfeit: what is removed, and its question takes the focus to be read first. */
function ForfeitConfirm({ title, text, busy, onConfirm, onCancel }: ForfeitConfirmProps) {
  const { t } = useUiTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className="zar-active-bonus__confirm" data-slot="forfeit-confirm">
      <h3 className="zar-active-bonus__confirm-title" ref={titleRef} tabIndex={-1}>
        <TriangleAlert aria-hidden="true" size={20} />
        {title}
      </h3>
      <p>{text}</p>
      <div className="zar-active-bonus__actions">
        <Button loading={busy} onClick={onConfirm}>
          {t('bonusMoney.active.forfeitConfirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('bonusMoney.active.keep')}
        </Button>
      </div>
    </div>
  );
}
