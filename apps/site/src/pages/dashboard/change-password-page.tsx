import { changePasswordRules } from '@zar/api-client/contract';
import { ChangePasswordForm } from '@zar/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';
import { changePassword } from '../../session/change-password';

/**
 * Change of password (/dashboard/change-password). A failure shows on the form and keeps what
 * the player typed; a success empties the form (a new form, so no password stays in the page).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [changes, setChanges] = useState(0);

  return (
    <Page title={t('pages.changePassword')}>
      <ChangePasswordForm
        rules={changePasswordRules}
        key={changes}
        className="site-dashboard__form"
        showTitle={false}
        loading={loading}
        error={error}
        onSubmit={async (values) => {
          setLoading(true);
          const outcome = await changePassword(values);
          setLoading(false);
          if (outcome.changed) {
            setError(undefined);
            setChanges((count) => count + 1);
          } else {
            setError(outcome.error);
          }
        }}
      />
    </Page>
  );
}
