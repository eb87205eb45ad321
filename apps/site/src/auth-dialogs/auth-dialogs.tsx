import { Dialog } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { type AuthDialogName, useDialogStore } from '../stores/dialog-store';

const titleKeys = {
  login: 'auth.login',
  register: 'auth.register',
  recovery: 'auth.recovery',
  sms: 'auth.sms',
} as const satisfies Record<AuthDialogName, string>;

/**
 * The one open auth dialog (login, register, recovery or SMS) at the auth size of SPEC §2.
 * Their forms arrive with the accounts feature; until then each is its titled, closable shell.
 */
export function AuthDialogs() {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  const close = useDialogStore((state) => state.close);

  return (
    <Dialog
      open={openDialog !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={openDialog ? t(titleKeys[openDialog]) : ''}
      closeLabel={t('common.close')}
      size="auth"
    />
  );
}
