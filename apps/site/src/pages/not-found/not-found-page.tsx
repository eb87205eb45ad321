import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../layout/page';
import { paths } from '../../routes/paths';

/** Any address the site does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.notFound')}>
      <p className="site-page__text">{t('notFound.text')}</p>
      <p>
        <Link className="site-text-link" to={paths.home}>
          {t('notFound.home')}
        </Link>
      </p>
    </Page>
  );
}
