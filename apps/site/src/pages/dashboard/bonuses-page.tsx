import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** The player's bonuses (/dashboard/bonuses). */
export function BonusesPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.bonuses')} />;
}
