import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Page } from '../../layout/page';
import { SportsbookFrame } from '../../sportsbook/sportsbook-frame';

/** /livespor, /livespor/fcg: the embedded sportsbook; betco sections use the betco credentials. */
export function LiveBettingPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Page title={t('pages.liveBetting')} hideTitle>
      <SportsbookFrame
        section="live"
        provider={pathname.endsWith('/betco') ? 'betco' : 'betsy'}
        title={t('pages.liveBetting')}
      />
    </Page>
  );
}
