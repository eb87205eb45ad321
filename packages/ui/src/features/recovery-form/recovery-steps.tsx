import { type ReactNode, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { FormField } from '../form-field/form-field';
import { type FormRules, useRulesResolver } from '../form-field/rules-resolver';
import { ProofOfWorkCheck } from '../proof-of-work/proof-of-work-check';
import { type ProofOfWorkRequest, useProofOfWork } from '../proof-of-work/use-proof-of-work';

/** Recovery step 1: the username the reset code goes to. */
export interface RecoveryUsernameValues {
  username: string;
}
/** Recovery step 2: the reset code. */
export interface RecoveryCodeValues {
  code: string;
}
/** Recovery step 3: the new password, twice. */
export interface RecoveryPasswordValues {
  password: string;
  password2: string;
}

/**
 * The validation rules of the three steps, each any Standard Schema over its values (the site
 * passes the contract's `recoveryUsernameRules`, `recoveryCodeRules` and `recoveryPasswordRules`).
 */
export interface RecoveryRules {
  username: FormRules<RecoveryUsernameValues>;
  code: FormRules<RecoveryCodeValues>;
  password: FormRules<RecoveryPasswordValues>;
}

/** What every recovery step form receives. */
interface RecoveryStepProps<Values> {
  /** The step's validation rules. */
  rules: FormRules<Values>;
  /** Called with valid values only; with the challenge's solution as `altcha` while one is asked. */
  onSubmit: (values: Values & { altcha?: string }) => Promise<void> | void;
  /** The step's call is running. */
  loading: boolean;
  /** Id of the element that names the step (the form's accessible name). */
  labelledBy: string;
  /** Initial values (stories). */
  defaultValues?: Partial<Values>;
  /** The challenge the step's last call was answered with; the step sends again once solved. */
  challenge?: ProofOfWorkRequest | null;
}

/** A step's form: its fields, the check while a challenge is asked, and its button. */
function StepForm({
  labelledBy,
  challenge,
  loading,
  submitLabel,
  onValid,
  children,
}: {
  labelledBy: string;
  challenge: ProofOfWorkRequest | null | undefined;
  loading: boolean;
  submitLabel: string;
  /** Wraps react-hook-form's handleSubmit: called with how to add the solution to the values. */
  onValid: (
    withSolution: <V extends object>(values: V) => (V & { altcha?: string }) | null,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const proofOfWork = useProofOfWork(challenge, () => form.current?.requestSubmit());
  return (
    <form
      ref={form}
      className="zar-account-form"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={onValid(proofOfWork.withSolution)}
    >
      {children}
      {proofOfWork.checkProps ? <ProofOfWorkCheck {...proofOfWork.checkProps} /> : null}
      <Button type="submit" size="lg" fullWidth loading={loading || proofOfWork.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** Step 1: the username the reset code goes to. */
export function RecoveryUsernameStep({
  rules,
  onSubmit,
  loading,
  labelledBy,
  defaultValues,
  challenge,
}: RecoveryStepProps<RecoveryUsernameValues>) {
  const { t } = useUiTranslation();
  const resolver = useRulesResolver(rules);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoveryUsernameValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { username: '', ...defaultValues },
  });
  return (
    <StepForm
      labelledBy={labelledBy}
      challenge={challenge}
      loading={loading}
      submitLabel={t('auth.recoveryForm.continue')}
      onValid={(withSolution) =>
        handleSubmit((values) => {
          const sent = withSolution(values);
          if (sent) return onSubmit(sent);
        })
      }
    >
      <p className="zar-account-form__intro">{t('auth.recoveryForm.usernameIntro')}</p>
      <FormField
        label={t('auth.recoveryForm.username')}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
    </StepForm>
  );
}

/** Step 2: the reset code sent to the player's phone. */
export function RecoveryCodeStep({
  rules,
  onSubmit,
  loading,
  labelledBy,
  defaultValues,
  challenge,
}: RecoveryStepProps<RecoveryCodeValues>) {
  const { t } = useUiTranslation();
  const resolver = useRulesResolver(rules);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoveryCodeValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { code: '', ...defaultValues },
  });
  return (
    <StepForm
      labelledBy={labelledBy}
      challenge={challenge}
      loading={loading}
      submitLabel={t('auth.recoveryForm.verify')}
      onValid={(withSolution) =>
        handleSubmit((values) => {
          const sent = withSolution(values);
          if (sent) return onSubmit(sent);
        })
      }
    >
      <p className="zar-account-form__intro">{t('auth.recoveryForm.codeIntro')}</p>
      <FormField
        label={t('auth.recoveryForm.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={errors.code?.message}
        {...register('code')}
      />
    </StepForm>
  );
}

/** Step 3: the new password and its confirmation. */
export function RecoveryPasswordStep({
  rules,
  onSubmit,
  loading,
  labelledBy,
  defaultValues,
  challenge,
}: RecoveryStepProps<RecoveryPasswordValues>) {
  const { t } = useUiTranslation();
  const resolver = useRulesResolver(rules);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoveryPasswordValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { password: '', password2: '', ...defaultValues },
  });
  return (
    <StepForm
      labelledBy={labelledBy}
      challenge={challenge}
      loading={loading}
      submitLabel={t('auth.recoveryForm.save')}
      onValid={(withSolution) =>
        handleSubmit((values) => {
          const sent = withSolution(values);
          if (sent) return onSubmit(sent);
        })
      }
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
    </StepForm>
  );
}
