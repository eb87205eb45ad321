import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Deposits and withdrawals with their status (/dashboard/financial-activities). */
export function FinancialActivitiesPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.financialActivities')} />;
}
