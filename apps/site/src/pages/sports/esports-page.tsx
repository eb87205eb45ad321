import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Page } from '../../layout/page';
import { SportsbookFrame } from '../../sportsbook/sportsbook-frame';

/** /esports, /esports/betco: the embedded sportsbook; betco sections use the betco credentials. */
export function EsportsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Page title={t('pages.esports')} hideTitle>
      <SportsbookFrame
        section="esports"
        provider={pathname.endsWith('/betco') ? 'betco' : 'betsy'}
        title={t('pages.esports')}
      />
    </Page>
  );
}
