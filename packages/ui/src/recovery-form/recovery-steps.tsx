import {
  type RecoveryCode,
  type RecoveryPassword,
  type RecoveryUsername,
  recoveryCodeRules,
  recoveryPasswordRules,
  recoveryUsernameRules,
} from '@zar/api-client/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';
import { useTranslatedZodResolver } from '../form-field/use-translated-zod-resolver';

/** What every recovery step form receives. */
interface RecoveryStepProps<Values> {
  /** Called with valid values only. */
  onSubmit: (values: Values) => Promise<void> | void;
  /** The step's call is running. */
  loading: boolean;
  /** Id of the element that names the step (the form's accessible name). */
  labelledBy: string;
  /** Initial values (stories). */
  defaultValues?: Partial<Values>;
}

/** Step 1: the username the reset code goes to. */
export function RecoveryUsernameStep({
  onSubmit,
  loading,
  labelledBy,
  defaultValues,
}: RecoveryStepProps<RecoveryUsername>) {
  const { t } = useTranslation();
  const resolver = useTranslatedZodResolver(recoveryUsernameRules);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoveryUsername>({
    resolver,
    mode: 'onBlur',
    defaultValues: { username: '', ...defaultValues },
  });
  return (
    <form
      className="zar-account-form"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      <p className="zar-account-form__intro">{t('auth.recoveryForm.usernameIntro')}</p>
      <FormField
        label={t('auth.recoveryForm.username')}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <Button type="submit" size="lg" fullWidth loading={loading}>
        {t('auth.recoveryForm.continue')}
      </Button>
    </form>
  );
}

/** Step 2: the reset code sent to the player's phone. */
export function RecoveryCodeStep({
  onSubmit,
  loading,
  labelledBy,
  defaultValues,
}: RecoveryStepProps<RecoveryCode>) {
  const { t } = useTranslation();
  const resolver = useTranslatedZodResolver(recoveryCodeRules);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoveryCode>({
    resolver,
    mode: 'onBlur',
    defaultValues: { code: '', ...defaultValues },
  });
  return (
    <form
      className="zar-account-form"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      <p className="zar-account-form__intro">{t('auth.recoveryForm.codeIntro')}</p>
      <FormField
        label={t('auth.recoveryForm.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" size="lg" fullWidth loading={loading}>
        {t('auth.recoveryForm.verify')}
      </Button>
    </form>
  );
}

/** Step 3: the new password and its confirmation. */
export function RecoveryPasswordStep({
  onSubmit,
  loading,
  labelledBy,
  defaultValues,
}: RecoveryStepProps<RecoveryPassword>) {
  const { t } = useTranslation();
  const resolver = useTranslatedZodResolver(recoveryPasswordRules);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoveryPassword>({
    resolver,
    mode: 'onBlur',
    defaultValues: { password: '', password2: '', ...defaultValues },
  });
  return (
    <form
      className="zar-account-form"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      <p className="zar-account-form__intro">{t('auth.recoveryForm.passwordIntro')}</p>
      <FormField
        label={t('auth.recoveryForm.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label={t('auth.recoveryForm.password2')}
        type="password"
        autoComplete="new-password"
        error={errors.password2?.message}
        {...register('password2')}
      />
      <Button type="submit" size="lg" fullWidth loading={loading}>
        {t('auth.recoveryForm.save')}
      </Button>
    </form>
  );
}
