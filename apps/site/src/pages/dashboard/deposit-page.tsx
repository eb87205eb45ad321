import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../layout/page';
import { PaymentMethodsSection } from '../../payments/payment-methods-section';
import { paths } from '../../routes/paths';

/** Deposit methods and their forms (/dashboard/deposit), with the way to the player's limits. */
export function DepositPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.deposit')}>
      <PaymentMethodsSection direction="deposit" />
      <p className="site-page__text">
        {t('payments.responsibleGaming.note')}{' '}
        <Link className="site-text-link" to={paths.responsibleGaming}>
          {t('payments.responsibleGaming.link')}
        </Link>
      </p>
    </Page>
  );
}
