import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** E-sports betting (/esports, /esports/betco). */
export function EsportsPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.esports')} />;
}
