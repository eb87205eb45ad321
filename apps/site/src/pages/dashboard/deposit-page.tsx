import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Deposit methods and forms (/dashboard/deposit). */
export function DepositPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.deposit')} />;
}
