import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Bonus claims (/dashboard/claim-bonus). */
export function ClaimBonusPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.claimBonus')} />;
}
