import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Sports betting (/spor, /spor/fcg). */
export function SportsPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.sports')} />;
}
