import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Withdrawal methods and forms (/dashboard/withdraw). */
export function WithdrawPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.withdraw')} />;
}
