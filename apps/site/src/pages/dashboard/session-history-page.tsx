import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Login sessions (/dashboard/session-history). */
export function SessionHistoryPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.sessionHistory')} />;
}
