import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Entry of the account area (/dashboard). */
export function DashboardHomePage() {
  const { t } = useTranslation();
  return <Page title={t('pages.dashboard')} />;
}
