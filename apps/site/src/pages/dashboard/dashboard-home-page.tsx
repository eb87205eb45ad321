import { useTranslation } from 'react-i18next';
import { SiteDashboardMenu } from '../../dashboard/site-dashboard-menu';
import { Page } from '../../layout/page';
import { AccountOverview } from './account-page';

/**
 * Entry of the account area (/dashboard): the account menu first on a phone (where no side column
 * shows it), then the player's details.
 */
export function DashboardHomePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.dashboard')}>
      <SiteDashboardMenu className="site-dashboard__home-menu" />
      <AccountOverview />
    </Page>
  );
}
