import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';
import { PaymentMethodsSection } from '../../payments/payment-methods-section';

/** Withdraw methods and their forms (/dashboard/withdraw). */
export function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.withdraw')}>
      <PaymentMethodsSection direction="withdraw" />
    </Page>
  );
}
