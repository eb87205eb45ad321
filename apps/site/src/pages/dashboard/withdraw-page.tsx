import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';
import { PaymentMethodsSection } from '../../payments/payment-methods-section';
import { WithdrawableCash } from '../../payments/withdraw-bonus-notice';

/** Withdraw methods and their forms (/dashboard/withdraw), under what can be withdrawn: the cash. */
export function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.withdraw')}>
      <WithdrawableCash />
      <PaymentMethodsSection direction="withdraw" />
    </Page>
  );
}
