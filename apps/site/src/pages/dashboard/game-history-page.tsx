import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Bets and wins in games (/dashboard/game-history). */
export function GameHistoryPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.gameHistory')} />;
}
