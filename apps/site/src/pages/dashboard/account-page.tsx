import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** The player's account details (/dashboard/account). */
export function AccountPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.account')} />;
}
