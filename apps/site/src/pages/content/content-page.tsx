import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** A static content page of the CMS (/pages/:id). */
export function ContentPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.content')} />;
}
