import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { FormField } from '../form-field/form-field';
import { type FormRules, useRulesResolver } from '../form-field/rules-resolver';

/** What the change-password form holds: the `customer/changepassword` body. */
export interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordFormProps
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** Called with valid values only; a rejected promise keeps what the player typed. */
  onSubmit: (values: ChangePasswordValues) => Promise<void> | void;
  /**
   * The validation rules, any Standard Schema over the values (the site passes the contract's
   * `changePasswordRules`). Issue messages are `validation.*` keys, shown translated.
   */
  rules: FormRules<ChangePasswordValues>;
  /** The change call is running: the Change button shows its spinner. Default `false`. */
  loading?: boolean;
  /** The translated failure of the last change, shown above the button. Default none. */
  error?: string;
  /** Show the 'Change Password' heading; hide it when the page already has one. Default `true`. */
  showTitle?: boolean;
  /** Initial values (stories). Default empty. */
  defaultValues?: Partial<ChangePasswordValues>;
}

/** The change-password page form of SPEC §2: Old Password, Password, Confirm Password, Change. */
export function ChangePasswordForm({
  onSubmit,
  rules,
  loading = false,
  error,
  showTitle = true,
  defaultValues,
  className,
  ...props
}: ChangePasswordFormProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const resolver = useRulesResolver(rules);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '', ...defaultValues },
  });

  return (
    <form
      {...props}
      className={clsx('zar-account-form', className)}
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t('auth.changePasswordForm.title')}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      {showTitle ? (
        <h2 className="zar-account-form__title" id={titleId}>
          {t('auth.changePasswordForm.title')}
        </h2>
      ) : null}
      <FormField
        label={t('auth.changePasswordForm.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <FormField
        label={t('auth.changePasswordForm.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label={t('auth.changePasswordForm.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {error ? (
        <p className="zar-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={loading}>
        {t('auth.changePasswordForm.submit')}
      </Button>
    </form>
  );
}
