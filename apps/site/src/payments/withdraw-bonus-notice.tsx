import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@zar/locales/money';
import { Button } from '@zar/ui';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueries } from '../api/api-client';
import { useSessionStore } from '../stores/session-store';
import './withdraw-bonus.css';

/**
 * What a withdrawal would forfeit (issue 22): the sentence "Çekim talebiniz ₺X bonusunuzu iptal
 * eder" while a bonus is being wagered, or null when none is (or the active bonuses are not known).
 */
export function useWithdrawalForfeit(enabled: boolean): string | null {
  const { t, i18n } = useTranslation();
  const active = useQuery({ ...apiQueries.activeBonuses(), enabled });
  const bonus = active.data?.[0];
  if (!enabled || !bonus) return null;
  return t('bonusMoney.withdraw.notice', {
    amount: formatMoney(bonus.balance, i18n.language),
    name: bonus.name,
  });
}

/** The withdrawable balance, which is cash only, as a line above a withdrawal form. */
export function WithdrawableCash() {
  const { t, i18n } = useTranslation();
  const cash = useSessionStore((state) => state.auth?.cash);
  if (cash === undefined) return null;
  return (
    <p className="site-withdrawable zar-tabular-nums">
      {t('bonusMoney.withdraw.withdrawable', { amount: formatMoney(cash, i18n.language) })}
    </p>
  );
}

export interface WithdrawForfeitConfirmProps {
  /** What will be forfeited: ours, or the server's message of its 409. */
  text: string;
  /** The confirmed withdrawal is being sent. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The step between a withdrawal form and its sending while a bonus is being wagered: what will be
 * forfeited, "Bonustan vazgeç ve çek" and a way back. The question takes the focus to be read first.
 */
export function WithdrawForfeitConfirm({
  text,
  busy,
  onConfirm,
  onCancel,
}: WithdrawForfeitConfirmProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className="site-withdraw-forfeit">
      <h3 ref={titleRef} tabIndex={-1}>
        <TriangleAlert aria-hidden="true" size={20} />
        {t('bonusMoney.withdraw.confirmTitle')}
      </h3>
      <p>{text}</p>
      <div className="site-withdraw-forfeit__actions">
        <Button loading={busy} onClick={onConfirm}>
          {t('bonusMoney.withdraw.confirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('bonusMoney.withdraw.back')}
        </Button>
      </div>
    </div>
  );
}
