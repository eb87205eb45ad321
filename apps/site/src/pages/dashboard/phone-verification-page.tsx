import { phoneVerificationFormRules } from '@zar/api-client/contract';
import { PhoneVerificationPanel } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';
import { useDashboardPhoneVerification } from '../../session/dashboard-phone-verification';

/** Phone verification by SMS code (/dashboard/phone-verification), SPEC §2 and §4. */
export function PhoneVerificationPage() {
  const { t } = useTranslation();
  const verification = useDashboardPhoneVerification();
  return (
    <Page title={t('pages.phoneVerification')} hideTitle>
      <PhoneVerificationPanel
        rules={phoneVerificationFormRules}
        className="site-dashboard__form"
        phone={verification.phone}
        status={verification.status}
        sending={verification.sending}
        verifying={verification.verifying}
        error={verification.error}
        sendCount={verification.sendCount}
        onSendCode={verification.sendCode}
        onVerify={verification.verify}
        onUpdateNumber={verification.updateNumber}
      />
    </Page>
  );
}
