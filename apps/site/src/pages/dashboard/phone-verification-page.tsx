import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Phone verification by SMS code (/dashboard/phone-verification). */
export function PhoneVerificationPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.phoneVerification')} />;
}
