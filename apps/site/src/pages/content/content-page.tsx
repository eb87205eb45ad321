import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@zar/api-client';
import { LoadingIndicator } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { apiQueries } from '../../api/api-client';
import { CmsHtml } from '../../content/cms-html';
import { LoadFailed } from '../../layout/load-failed';
import { Page } from '../../layout/page';
import { paths } from '../../routes/paths';

/**
 * The page id of the address, or null when it is not a positive whole number (the rule of
 * first-screen-queries.ts's `contentPageId`, which the API uses to carry the page).
 */
function pageId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A static content page of the CMS (/pages/:id): its title and sanitised HTML. A visitor's first
 * screen is rendered on the server with the page the API carries; without it (an unknown page, a
 * failed call) the splash shows and the page asks the API here.
 */
export function ContentPage() {
  const { t, i18n } = useTranslation();
  const id = pageId(useParams().id);
  const query = useQuery({
    // The query of first-screen-queries.ts's `contentPageQuery` (imported, it would cost every
    // server-rendered page's first load a chunk of its own, and the home page its weight budget;
    // content-page.test.tsx and entry-server.test.tsx prove the keys are the same).
    ...apiQueries.contentDetail({ id: id ?? 0 }, { locale: i18n.language }),
    enabled: id !== null,
  });
  const missing =
    id === null || (query.isError && isApiError(query.error) && query.error.status === 404);

  if (missing) {
    return (
      <Page title={t('contentPage.notFoundTitle')}>
        <p className="site-page__text">{t('contentPage.notFoundText')}</p>
        <Link className="site-text-link" to={paths.home}>
          {t('contentPage.home')}
        </Link>
      </Page>
    );
  }
  if (query.data) {
    return (
      <Page title={query.data.title}>
        <CmsHtml className="content-page__text" html={query.data.html} />
      </Page>
    );
  }
  return (
    <Page title={t('pages.content')} pending={!query.isError}>
      {query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <LoadingIndicator label={t('common.loading')} />
      )}
    </Page>
  );
}
