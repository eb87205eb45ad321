import { useQuery } from '@tanstack/react-query';
import { Dialog, LoginForm, RecoveryForm, RegistrationForm } from '@zar/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueries } from '../api/api-client';
import { useTrialBonusAmount } from '../bootstrap/use-bootstrap';
import { changePasswordWithCode, checkResetCode, logIn, register, sendResetCode } from '../session';
import { useAccountFlowStore } from '../stores/account-flow-store';
import { type AuthDialogName, useDialogStore } from '../stores/dialog-store';

const titleKeys = {
  login: 'auth.login',
  register: 'auth.register',
  recovery: 'auth.recovery',
  sms: 'auth.sms',
} as const satisfies Record<AuthDialogName, string>;

/**
 * Runs one of the session's calls while `loading` is true, so the form's button shows its
 * spinner; the call itself shows its outcome (toasts, next step, closing the dialog).
 */
function useRunningCall() {
  const [loading, setLoading] = useState(false);
  async function run(call: () => Promise<boolean>) {
    setLoading(true);
    try {
      await call();
    } finally {
      setLoading(false);
    }
  }
  return { loading, run };
}

/** The login dialog's body: Login, 'Recovery Password' and 'Sign Up Now!'. */
function LoginDialogBody() {
  const open = useDialogStore((state) => state.open);
  const { loading, run } = useRunningCall();
  return (
    <LoginForm
      showTitle={false}
      loading={loading}
      onSubmit={(values) => run(() => logIn(values))}
      onRecoveryClick={() => open('recovery')}
      onRegisterClick={() => open('register')}
    />
  );
}

/** The register dialog's body: the countries of `auth/form` load when it opens. */
function RegisterDialogBody() {
  const open = useDialogStore((state) => state.open);
  const countries = useQuery(apiQueries.registerForm()).data?.countries ?? [];
  const trialBonusAmount = useTrialBonusAmount();
  const { loading, run } = useRunningCall();
  return (
    <RegistrationForm
      showTitle={false}
      countries={countries}
      trialBonusAmount={trialBonusAmount}
      loading={loading}
      onSubmit={(values) => run(() => register(values))}
      onLoginClick={() => open('login')}
    />
  );
}

/**
 * The recovery dialog's body, on the account-flow store's step; a failed call keeps the step and
 * shows the server's message on it.
 */
function RecoveryDialogBody() {
  const open = useDialogStore((state) => state.open);
  const step = useAccountFlowStore((state) => state.recovery.step);
  const error = useAccountFlowStore((state) => state.recovery.error);
  const { loading, run } = useRunningCall();
  return (
    <RecoveryForm
      showTitle={false}
      step={step}
      loading={loading}
      error={error ?? undefined}
      onSubmitUsername={({ username }) => run(() => sendResetCode(username))}
      onSubmitCode={({ code }) => run(() => checkResetCode(code))}
      onSubmitPassword={(values) => run(() => changePasswordWithCode(values))}
      onRegisterClick={() => open('register')}
    />
  );
}

const dialogBodies: Record<AuthDialogName, () => ReactNode> = {
  login: () => <LoginDialogBody />,
  register: () => <RegisterDialogBody />,
  recovery: () => <RecoveryDialogBody />,
  // The SMS verification arrives with the phone verification work; until then a titled shell.
  sms: () => null,
};

/**
 * The one open auth dialog (login, register, recovery or SMS) at the auth size of SPEC §2, with
 * its form wired to the session's calls.
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
    >
      {openDialog ? dialogBodies[openDialog]() : null}
    </Dialog>
  );
}
