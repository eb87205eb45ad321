import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Page } from '../../layout/page';
import { SportsbookFrame } from '../../sportsbook/sportsbook-frame';

/** /spor, /spor/fcg: the embedded sportsbook; betco sections use the betco credentials. */
export function SportsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Page title={t('pages.sports')} hideTitle>
      <SportsbookFrame
        section="sports"
        provider={pathname.endsWith('/betco') ? 'betco' : 'betsy'}
        title={t('pages.sports')}
      />
    </Page>
  );
}
