import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';
import { PaymentMethodsSection } from '../../payments/payment-methods-section';

/** Deposit methods and their forms (/dashboard/deposit). */
export function DepositPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.deposit')}>
      <PaymentMethodsSection direction="deposit" />
    </Page>
  );
}
