import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** The promotions list (/promotions). */
export function PromotionsPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.promotions')} />;
}
