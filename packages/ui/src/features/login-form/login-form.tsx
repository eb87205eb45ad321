import { clsx } from 'clsx';
import { type ComponentProps, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { FormField } from '../form-field/form-field';
import { type FormRules, useRulesResolver } from '../form-field/rules-resolver';
import { ProofOfWorkCheck } from '../proof-of-work/proof-of-work-check';
import { type ProofOfWorkRequest, useProofOfWork } from '../proof-of-work/use-proof-of-work';

/** What the login form holds: the `auth/login` body without the challenge's solution. */
export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /**
   * Called with valid credentials only; the form never submits while invalid. While a challenge
   * is asked, the values carry its solution as `altcha`.
   */
  onSubmit: (values: LoginValues & { altcha?: string }) => Promise<void> | void;
  /**
   * The validation rules, any Standard Schema over the values (the site passes the contract's
   * `loginRules`). Issue messages are `validation.*` keys, shown translated under each field.
   */
  rules: FormRules<LoginValues>;
  /** The login call is running: the Login button shows its spinner and is disabled. Default `false`. */
  loading?: boolean;
  /** Called by 'Recovery Password' (opens the recovery form). */
  onRecoveryClick?: () => void;
  /** Called by 'Sign Up Now!' (opens the registration form). */
  onRegisterClick?: () => void;
  /** Show the 'Login' heading; hide it when a dialog already carries that title. Default `true`. */
  showTitle?: boolean;
  /** Initial values (stories, a remembered username). Default empty. */
  defaultValues?: Partial<LoginValues>;
  /**
   * The challenge the last login was answered with (past the attempt limits): the form shows the
   * check, and sends the login again by itself once it is solved. Default none.
   */
  challenge?: ProofOfWorkRequest | null;
  /** The server's message about the last login that failed, shown above Login. Default none. */
  error?: string | null;
}

/** The login form of SPEC §2: Username, Password, Login, 'Recovery Password' and 'Sign Up Now!'. */
export function LoginForm({
  onSubmit,
  rules,
  loading = false,
  onRecoveryClick,
  onRegisterClick,
  showTitle = true,
  defaultValues,
  challenge,
  error,
  className,
  ...props
}: LoginFormProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const proofOfWork = useProofOfWork(challenge, () => form.current?.requestSubmit());
  const resolver = useRulesResolver(rules);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { username: '', password: '', ...defaultValues },
  });

  return (
    <form
      {...props}
      ref={form}
      className={clsx('zar-account-form', className)}
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t('auth.loginForm.title')}
      noValidate
      onSubmit={handleSubmit((values) => {
        const sent = proofOfWork.withSolution(values);
        if (sent) return onSubmit(sent);
      })}
    >
      {showTitle ? (
        <h2 className="zar-account-form__title" id={titleId}>
          {t('auth.loginForm.title')}
        </h2>
      ) : null}
      <FormField
        label={t('auth.loginForm.username')}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <FormField
        label={t('auth.loginForm.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        // With the username known (after a password recovery), the password is what is left.
        autoFocus={Boolean(defaultValues?.username)}
        {...register('password')}
      />
      <button type="button" className="zar-account-form__link" onClick={onRecoveryClick}>
        {t('auth.loginForm.recovery')}
      </button>
      {proofOfWork.checkProps ? <ProofOfWorkCheck {...proofOfWork.checkProps} /> : null}
      <FormAlert message={error} />
      <Button type="submit" size="lg" fullWidth loading={loading || proofOfWork.busy}>
        {t('auth.loginForm.submit')}
      </Button>
      <p className="zar-account-form__footer">
        <span>{t('auth.loginForm.notMember')}</span>
        <button type="button" className="zar-account-form__footer-action" onClick={onRegisterClick}>
          {t('auth.loginForm.signUpNow')}
        </button>
      </p>
    </form>
  );
}
