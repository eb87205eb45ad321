import { useQuery } from '@tanstack/react-query';
import { AccountDetails, AccountDetailsLoading } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { apiQueries } from '../../api/api-client';
import { Page } from '../../layout/page';
import { RouterLink } from '../../layout/router-link';
import { paths } from '../../routes/paths';
import { failureMessage } from '../../session/server-message';

/** The player's details from `customer/account`, with a link to verify an unverified phone. */
export function AccountOverview() {
  const account = useQuery(apiQueries.accountDetails());
  if (account.data) {
    return (
      <AccountDetails
        account={account.data}
        phoneVerificationHref={paths.phoneVerification}
        linkComponent={RouterLink}
      />
    );
  }
  if (account.isError) {
    return (
      <p className="site-page__text" role="alert">
        {failureMessage(account.error)}
      </p>
    );
  }
  return <AccountDetailsLoading />;
}

/** The player's account details (/dashboard/account). */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.account')}>
      <AccountOverview />
    </Page>
  );
}
