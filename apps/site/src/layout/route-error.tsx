import { Button } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

/**
 * Shown inside the layout when a page fails to load or render, e.g. a page chunk that an update
 * replaced; reloading fetches the current one.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Page title={t('routeError.title')}>
      <p className="site-page__text">{t('routeError.text')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Page>
  );
}
