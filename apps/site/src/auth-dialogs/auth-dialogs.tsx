import { useQuery } from '@tanstack/react-query';
import {
  loginRules,
  phoneVerificationFormRules,
  recoveryFormRules,
  registrationFormRules,
} from '@zar/api-client/contract';
import {
  Celebration,
  Dialog,
  LoginForm,
  PhoneVerificationForm,
  RecoveryForm,
  RegistrationForm,
} from '@zar/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiQueries } from '../api/api-client';
import { loadFingerprint } from '../api/fingerprint';
import { useMinimumAge, useTrialBonusAmount } from '../bootstrap/use-bootstrap';
import { useTermsOfUseHref } from '../layout/use-footer-content';
import { useLiveChat } from '../live-chat/use-live-chat';
import { paths } from '../routes/paths';
import {
  backToRecoveryUsername,
  changePasswordWithCode,
  changePhoneNumber,
  checkResetCode,
  claimTrialBonus,
  logIn,
  register,
  resendPhoneCode,
  resendResetCode,
  sendPhoneCode,
  sendResetCode,
  skipPhoneVerification,
  useCelebrationTrialBonus,
  verifyPhoneCode,
} from '../session';
import {
  type ChallengedCall,
  resetRecovery,
  setChallenge,
  useAccountFlowStore,
} from '../stores/account-flow-store';
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

/**
 * The challenge the API asked `call`'s dialog to solve, while that dialog shows; a dialog that
 * closes forgets it (a later one starts with a plain call).
 */
function useDialogChallenge(call: ChallengedCall) {
  useEffect(() => () => setChallenge(call, null), [call]);
  return useAccountFlowStore((state) => state.challenges[call]);
}

/** The login dialog's body: Login, 'Recovery Password' and 'Sign Up Now!'. */
function LoginDialogBody() {
  const open = useDialogStore((state) => state.open);
  const username = useDialogStore((state) => state.loginUsername);
  const challenge = useDialogChallenge('login');
  const { loading, run } = useRunningCall();
  // The server's refusal stays beside the form, as well as in the toast (issue 21).
  const [error, setError] = useState<string | null>(null);
  return (
    <LoginForm
      rules={loginRules}
      showTitle={false}
      defaultValues={username ? { username } : undefined}
      loading={loading}
      challenge={challenge}
      error={error}
      onSubmit={(values) => {
        setError(null);
        return run(() => logIn(values, setError));
      }}
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
  const minimumAge = useMinimumAge();
  const termsHref = useTermsOfUseHref();
  const fieldError = useAccountFlowStore((state) => state.signUpFieldError);
  const challenge = useDialogChallenge('register');
  const { loading, run } = useRunningCall();
  useEffect(() => () => useAccountFlowStore.setState({ signUpFieldError: null }), []);
  return (
    <RegistrationForm
      rules={registrationFormRules}
      showTitle={false}
      countries={countries}
      trialBonusAmount={trialBonusAmount}
      minimumAge={minimumAge}
      termsHref={termsHref}
      fieldError={fieldError}
      loading={loading}
      challenge={challenge}
      onSubmit={(values) => run(() => register(values))}
      onLoginClick={() => open('login')}
    />
  );
}

/**
 * The recovery dialog's body, on the account-flow store's step; a failed call keeps the step and
 * shows the server's message on it. Step 2 has Back and Resend. Closing the dialog forgets the
 * recovery, so opening 'Şifremi Unuttum' again starts clean at step 1.
 */
function RecoveryDialogBody() {
  const open = useDialogStore((state) => state.open);
  const { step, error, username, sentAt, resent } = useAccountFlowStore((state) => state.recovery);
  const challenge = useDialogChallenge('recovery');
  const { loading, run } = useRunningCall();
  const resend = useRunningCall();
  useEffect(() => () => resetRecovery(), []);
  return (
    <RecoveryForm
      rules={recoveryFormRules}
      showTitle={false}
      step={step}
      loading={loading}
      error={error ?? undefined}
      challenge={challenge}
      username={username}
      codeSentAt={sentAt}
      resending={resend.loading}
      codeResent={resent}
      onBack={backToRecoveryUsername}
      onResend={() => void resend.run(() => resendResetCode())}
      onSubmitUsername={({ username, altcha }) => run(() => sendResetCode(username, altcha))}
      onSubmitCode={({ code, altcha }) => run(() => checkResetCode(code, altcha))}
      onSubmitPassword={(values) => run(() => changePasswordWithCode(values))}
      onRegisterClick={() => open('register')}
    />
  );
}

/**
 * The sign-up phone verification (SPEC §2 'Phone verification dialog', sign-up variant): the phone
 * prefilled and locked from the registration, the SMS code, 'Change Phone Number' and 'Skip
 * Verification'; a failed call keeps the step with the server's message on it.
 */
function SmsDialogBody() {
  const { step, phone, locked, error, sentAt } = useAccountFlowStore(
    (state) => state.phoneVerification,
  );
  const { loading, run } = useRunningCall();
  const resend = useRunningCall();
  return (
    <PhoneVerificationForm
      rules={phoneVerificationFormRules}
      showTitle={false}
      variant="signup"
      step={step === 2 ? 2 : 1}
      phone={phone}
      phoneLocked={locked}
      loading={loading || resend.loading}
      resending={resend.loading}
      codeSentAt={sentAt}
      onResendCode={() => void resend.run(() => resendPhoneCode())}
      error={error ?? undefined}
      onSendCode={(values) => run(() => sendPhoneCode(values.phone))}
      onValidate={({ code }) => run(() => verifyPhoneCode(code))}
      onChangePhone={changePhoneNumber}
      onSkip={skipPhoneVerification}
    />
  );
}

const dialogBodies: Record<AuthDialogName, () => ReactNode> = {
  login: () => <LoginDialogBody />,
  register: () => <RegisterDialogBody />,
  recovery: () => <RecoveryDialogBody />,
  sms: () => <SmsDialogBody />,
};

/**
 * 'Congratulations!' after sign-up (SPEC §4): with a trial bonus above 0, 'Yes' claims it (confetti,
 * then the dialog closes after 1 s; a failure shows nothing); with 0, Deposit and Live Chat.
 */
function CelebrationDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const liveChat = useLiveChat();
  const open = useDialogStore((state) => state.celebration);
  const close = useDialogStore((state) => state.close);
  const trialBonusAmount = useCelebrationTrialBonus();
  const [claiming, setClaiming] = useState(false);
  const [claimed, setClaimed] = useState(false);

  const claim = async () => {
    setClaiming(true);
    setClaimed(await claimTrialBonus());
    setClaiming(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('celebration.title')}
      closeLabel={t('common.close')}
      size="auth"
      onClose={() => setClaimed(false)}
    >
      {open ? (
        <Celebration
          showTitle={false}
          trialBonusAmount={trialBonusAmount}
          claiming={claiming}
          claimed={claimed}
          onClaim={() => void claim()}
          onDeposit={() => {
            close();
            navigate(paths.deposit);
          }}
          onLiveChat={() => {
            close();
            liveChat.open();
          }}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * The one open auth dialog (login, register, recovery or SMS) at the auth size of SPEC §2, with
 * its form wired to the session's calls, and the sign-up celebration.
 */
export function AuthDialogs() {
  // The fingerprint a new session is tied to is worked out while the player fills the form, not
  // on every visitor's page load (its script costs the first load most of a second on a phone).
  useEffect(() => {
    void loadFingerprint();
  }, []);
  useReturnAfterLogin();
  return (
    <>
      <AuthDialog />
      <CelebrationDialog />
    </>
  );
}

/** After a login from a protected page, goes to that page (the dialog store's `returnNow`). */
function useReturnAfterLogin() {
  const navigate = useNavigate();
  const returnNow = useDialogStore((state) => state.returnNow);
  useEffect(() => {
    if (!returnNow) return;
    useDialogStore.setState({ returnNow: null });
    navigate(returnNow);
  }, [returnNow, navigate]);
}

function AuthDialog() {
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
