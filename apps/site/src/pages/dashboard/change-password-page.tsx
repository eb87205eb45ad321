import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Change of password (/dashboard/change-password). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.changePassword')} />;
}
