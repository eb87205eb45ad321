import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Live betting (/livespor, /livespor/fcg). */
export function LiveBettingPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.liveBetting')} />;
}
