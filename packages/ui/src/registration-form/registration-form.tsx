import {
  type Country,
  defaultCountryId,
  type RegistrationFormInput,
  type RegistrationForm as RegistrationFormValues,
  registrationFormDefaults,
  registrationFormRules,
} from '@zar/api-client/contract';
import { clsx } from 'clsx';
import { type ComponentProps, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';
import { turkishPhoneMask } from '../form-field/masked-form-field';
import { SelectField } from '../form-field/select-field';
import { useTranslatedZodResolver } from '../form-field/use-translated-zod-resolver';
import { ProofOfWorkCheck } from '../proof-of-work/proof-of-work-check';
import { type ProofOfWorkRequest, useProofOfWork } from '../proof-of-work/use-proof-of-work';
import { formatBalance } from '../user-menu/format-balance';
import { RegistrationMaskedField } from './masked-controller';

export interface RegistrationFormProps
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /**
   * Called with valid form values only; build the `auth/register` body with the contract's
   * `toRegisterRequest(values)`. While a challenge is asked, the values carry its solution as
   * `altcha`.
   */
  onSubmit: (values: RegistrationFormValues & { altcha?: string }) => Promise<void> | void;
  /** The countries of the dropdown (from `auth/form`); Türkiye (235) is preselected. */
  countries: readonly Country[];
  /** The trial bonus on offer in lira; the choice shows only when above 0. Default `0`. */
  trialBonusAmount?: number;
  /** The register call is running: the Sign Up button shows its spinner. Default `false`. */
  loading?: boolean;
  /** Called by 'Sign In Now!' (opens the login form). */
  onLoginClick?: () => void;
  /** Show the 'Sign Up' heading; hide it inside a dialog with that title. Default `true`. */
  showTitle?: boolean;
  /** Initial values over SPEC §9's defaults (stories). */
  defaultValues?: Partial<RegistrationFormInput>;
  /**
   * The challenge the last sign-up was answered with (past the address's or the device's
   * sign-ups): the form shows the check and signs up again by itself once it is solved.
   */
  challenge?: ProofOfWorkRequest | null;
}

/**
 * The sign-up form of SPEC §2 with every SPEC §5 rule (`registrationFormRules`): names, username,
 * e-mail, phone (90 + 10 digits), country, TC No, password twice, birth date in three masked
 * inputs and the trial bonus choice.
 */
export function RegistrationForm({
  onSubmit,
  countries,
  trialBonusAmount = 0,
  loading = false,
  onLoginClick,
  showTitle = true,
  defaultValues,
  challenge,
  className,
  ...props
}: RegistrationFormProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const proofOfWork = useProofOfWork(challenge, () => form.current?.requestSubmit());
  const resolver = useTranslatedZodResolver(registrationFormRules);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { ...registrationFormDefaults, country: defaultCountryId, ...defaultValues },
  });

  return (
    <form
      {...props}
      className={clsx('zar-account-form zar-registration-form', className)}
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t('auth.registrationForm.title')}
      ref={form}
      noValidate
      onSubmit={handleSubmit((values) => {
        const sent = proofOfWork.withSolution(
          trialBonusAmount > 0 ? values : { ...values, trialBonus: false },
        );
        if (sent) return onSubmit(sent);
      })}
    >
      {showTitle ? (
        <h2 className="zar-account-form__title" id={titleId}>
          {t('auth.registrationForm.title')}
        </h2>
      ) : null}
      <div className="zar-registration-form__grid">
        <FormField
          label={t('auth.registrationForm.name')}
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label={t('auth.registrationForm.surname')}
          autoComplete="family-name"
          error={errors.surname?.message}
          {...register('surname')}
        />
        <FormField
          label={t('auth.registrationForm.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <FormField
          label={t('auth.registrationForm.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <RegistrationMaskedField
          control={control}
          name="phone"
          label={t('auth.registrationForm.phone')}
          mask={turkishPhoneMask}
          placeholder="90 5__ ___ __ __"
          autoComplete="tel"
        />
        <SelectField
          label={t('auth.registrationForm.country')}
          autoComplete="country-name"
          options={countries.map((country) => ({ value: country.id, label: country.name }))}
          error={errors.country?.message}
          {...register('country', { valueAsNumber: true })}
        />
        <RegistrationMaskedField
          control={control}
          name="PersonalNo"
          label={t('auth.registrationForm.personalNo')}
          mask="00000000000"
        />
        <fieldset className="zar-registration-form__birth-date">
          <legend className="zar-field__label">{t('auth.registrationForm.birthDate')}</legend>
          <div className="zar-registration-form__birth-date-parts">
            <RegistrationMaskedField
              control={control}
              name="birthDateDay"
              label={t('auth.registrationForm.birthDateDay')}
              mask="00"
              placeholder="GG"
              autoComplete="bday-day"
            />
            <RegistrationMaskedField
              control={control}
              name="birthDateMonth"
              label={t('auth.registrationForm.birthDateMonth')}
              mask="00"
              placeholder="AA"
              autoComplete="bday-month"
            />
            <RegistrationMaskedField
              control={control}
              name="birthDateYear"
              label={t('auth.registrationForm.birthDateYear')}
              mask="0000"
              placeholder="YYYY"
              autoComplete="bday-year"
            />
          </div>
        </fieldset>
        <FormField
          label={t('auth.registrationForm.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label={t('auth.registrationForm.password2')}
          type="password"
          autoComplete="new-password"
          error={errors.password2?.message}
          {...register('password2')}
        />
      </div>
      {trialBonusAmount > 0 ? (
        <label className="zar-registration-form__trial-bonus">
          <input type="checkbox" {...register('trialBonus')} />
          <span>
            {t('auth.registrationForm.trialBonus', {
              amount: formatBalance(trialBonusAmount, i18n.language),
            })}
          </span>
        </label>
      ) : null}
      {proofOfWork.checkProps ? <ProofOfWorkCheck {...proofOfWork.checkProps} /> : null}
      <Button type="submit" size="lg" fullWidth loading={loading || proofOfWork.busy}>
        {t('auth.registrationForm.submit')}
      </Button>
      <p className="zar-account-form__footer">
        <span>{t('auth.registrationForm.alreadyMember')}</span>
        <button type="button" className="zar-account-form__footer-action" onClick={onLoginClick}>
          {t('auth.registrationForm.signInNow')}
        </button>
      </p>
    </form>
  );
}
