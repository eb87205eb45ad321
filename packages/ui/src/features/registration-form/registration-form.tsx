import { ageOnDay, defaultCountryId, registrationFormDefaults } from '@zar/api-client';
import { formatMoney } from '@zar/locales/money';
import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../primitives/button/button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { FormField } from '../form-field/form-field';
import { PhoneField } from '../form-field/phone-field';
import { type FormRules, useRulesResolver } from '../form-field/rules-resolver';
import { SelectField } from '../form-field/select-field';
import { ProofOfWorkCheck } from '../proof-of-work/proof-of-work-check';
import { type ProofOfWorkRequest, useProofOfWork } from '../proof-of-work/use-proof-of-work';
import { RegistrationMaskedField } from './masked-controller';
import type { RegistrationCountry, RegistrationValues } from './registration-values';

export interface RegistrationFormProps
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /**
   * Called with valid form values only; build the `auth/register` body with the contract's
   * `toRegisterRequest(values)`. While a challenge is asked, the values carry its solution as
   * `altcha`.
   */
  onSubmit: (values: RegistrationValues & { altcha?: string }) => Promise<void> | void;
  /**
   * The validation rules, any Standard Schema over the values (the site passes the contract's
   * `registrationFormRules`). Issue messages are `validation.*` keys, shown translated.
   */
  rules: FormRules<RegistrationValues>;
  /** The countries of the dropdown (from `auth/form`); Türkiye (235) is preselected. */
  countries: readonly RegistrationCountry[];
  /** The trial bonus on offer in lira; the choice shows only when above 0. Default `0`. */
  trialBonusAmount?: number;
  /** The register call is running: the Sign Up button shows its spinner. Default `false`. */
  loading?: boolean;
  /** Called by 'Sign In Now!' (opens the login form). */
  onLoginClick?: () => void;
  /** Show the 'Sign Up' heading; hide it inside a dialog with that title. Default `true`. */
  showTitle?: boolean;
  /** Initial values over SPEC §9's defaults (stories). */
  defaultValues?: Partial<RegistrationValues>;
  /**
   * The challenge the last sign-up was answered with (past the address's or the device's
   * sign-ups): the form shows the check and signs up again by itself once it is solved.
   */
  challenge?: ProofOfWorkRequest | null;
  /** Where 'terms of use' in the consent checkbox leads (opened in a new tab). Default none. */
  termsHref?: string;
  /** The operator's age limit: a younger birth date is refused next to the field. Default 18. */
  minimumAge?: number;
  /**
   * The server's refusal of the last sign-up about one field (`birthDate`, `termsAccepted`,
   * `username`, `email`, `phone`, `PersonalNo`), shown next to that field. Default none.
   */
  fieldError?: { field: string; message: string } | null;
}

/** Where a field the server names is shown in the form. */
const serverFieldTargets = {
  birthDate: 'birthDateYear',
  termsAccepted: 'termsAccepted',
  username: 'username',
  email: 'email',
  phone: 'phone',
  PersonalNo: 'PersonalNo',
} as const satisfies Record<string, keyof RegistrationValues>;

const isServerField = (field: string): field is keyof typeof serverFieldTargets =>
  Object.hasOwn(serverFieldTargets, field);

/** The birth date the form starts with (SPEC §9: 01-01-1970), which the player must confirm. */
const isDefaultBirthDate = (
  values: Pick<RegistrationValues, 'birthDateDay' | 'birthDateMonth' | 'birthDateYear'>,
) =>
  values.birthDateDay === registrationFormDefaults.birthDateDay &&
  values.birthDateMonth === registrationFormDefaults.birthDateMonth &&
  values.birthDateYear === registrationFormDefaults.birthDateYear;

/**
 * The sign-up form of SPEC §2 with the SPEC §5 rules it is given (`rules`): names, username,
 * e-mail, phone (typed as `+90 5xx`, `05xx` or `5xx`, sent as 90 + 10 digits), country, TC No,
 * password twice (a mismatch says so), birth date in three masked inputs, the trial bonus choice
 * and the required terms and 18+ consent.
 *
 * The birth date starts at SPEC's 01.01.1970: a player who leaves it so is asked 'Is your date of
 * birth 01.01.1970?' next to it before the form is sent. A date under `minimumAge` is refused next
 * to it, as is any field the server's refusal names (`fieldError`).
 */
export function RegistrationForm({
  onSubmit,
  rules,
  countries,
  trialBonusAmount = 0,
  loading = false,
  onLoginClick,
  showTitle = true,
  defaultValues,
  challenge,
  termsHref,
  minimumAge = 18,
  fieldError,
  className,
  ...props
}: RegistrationFormProps) {
  const { t, i18n } = useUiTranslation();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const proofOfWork = useProofOfWork(challenge, () => form.current?.requestSubmit());
  const resolver = useRulesResolver(rules);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { ...registrationFormDefaults, country: defaultCountryId, ...defaultValues },
  });
  const birthDate = useWatch({
    control,
    name: ['birthDateDay', 'birthDateMonth', 'birthDateYear'],
  });
  const [day = '', month = '', year = ''] = birthDate;
  // 'Is your date of birth 01.01.1970?': asked when the form is sent with the default date, and
  // answered 'yes' by sending it again from the question.
  const [birthDateQuestion, setBirthDateQuestion] = useState<'asked' | 'confirmed' | null>(null);
  const birthDateIsDefault = isDefaultBirthDate({
    birthDateDay: day,
    birthDateMonth: month,
    birthDateYear: year,
  });
  const askBirthDate = birthDateQuestion === 'asked' && birthDateIsDefault;
  const questionId = useId();
  const termsErrorId = useId();
  const confirmYes = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (askBirthDate) confirmYes.current?.focus();
  }, [askBirthDate]);

  useEffect(() => {
    if (!fieldError || !isServerField(fieldError.field)) return;
    const target = serverFieldTargets[fieldError.field];
    setError(target, { type: 'server', message: fieldError.message }, { shouldFocus: true });
  }, [fieldError, setError]);

  return (
    <form
      {...props}
      className={clsx('zar-account-form zar-registration-form', className)}
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t('auth.registrationForm.title')}
      ref={form}
      noValidate
      onSubmit={handleSubmit((values) => {
        if (
          ageOnDay(values.birthDateYear, values.birthDateMonth, values.birthDateDay) < minimumAge
        ) {
          setError(
            'birthDateYear',
            { type: 'age', message: t('auth.registrationForm.tooYoung', { age: minimumAge }) },
            { shouldFocus: true },
          );
          return;
        }
        if (isDefaultBirthDate(values) && birthDateQuestion !== 'confirmed') {
          setBirthDateQuestion('asked');
          return;
        }
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
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneField
              label={t('auth.registrationForm.phone')}
              hint={t('auth.registrationForm.phoneHint')}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
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
        <fieldset
          className="zar-registration-form__birth-date"
          aria-describedby={askBirthDate ? questionId : undefined}
        >
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
          {askBirthDate ? (
            <div className="zar-registration-form__confirm" role="alert" id={questionId}>
              <p className="zar-registration-form__confirm-question">
                {t('auth.registrationForm.birthDateConfirm', { date: `${day}.${month}.${year}` })}
              </p>
              <div className="zar-registration-form__confirm-actions">
                <Button
                  ref={confirmYes}
                  size="sm"
                  onClick={() => {
                    setBirthDateQuestion('confirmed');
                    // Sent after React has stored the answer, so the submit sees it.
                    setTimeout(() => form.current?.requestSubmit());
                  }}
                >
                  {t('auth.registrationForm.birthDateConfirmYes')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setBirthDateQuestion(null);
                    setFocus('birthDateDay', { shouldSelect: true });
                  }}
                >
                  {t('auth.registrationForm.birthDateConfirmNo')}
                </Button>
              </div>
            </div>
          ) : null}
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
              amount: formatMoney(trialBonusAmount, i18n.language),
            })}
          </span>
        </label>
      ) : null}
      <div
        className="zar-registration-form__terms"
        data-invalid={errors.termsAccepted ? true : undefined}
      >
        <label className="zar-registration-form__trial-bonus">
          <input
            type="checkbox"
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? termsErrorId : undefined}
            {...register('termsAccepted')}
          />
          <span>
            {withTermsLink(t('auth.registrationForm.terms'), (words) =>
              termsHref ? (
                <a
                  className="zar-registration-form__terms-link"
                  href={termsHref}
                  target="_blank"
                  rel="noopener"
                >
                  {words}
                </a>
              ) : (
                <span>{words}</span>
              ),
            )}
            {termsHref ? (
              <span className="zar-visually-hidden"> {t('auth.registrationForm.termsNewTab')}</span>
            ) : null}
          </span>
        </label>
        {errors.termsAccepted ? (
          <p className="zar-field__error" id={termsErrorId}>
            {errors.termsAccepted.message}
          </p>
        ) : null}
      </div>
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

/**
 * The consent sentence with its `<terms>…</terms>` words made a link. Not react-i18next's `Trans`:
 * that component and its HTML parser would join every visitor's first load (issue 10's budget)
 * for this one sentence.
 */
function withTermsLink(sentence: string, link: (words: string) => ReactNode): ReactNode {
  const match = /^(.*)<terms>(.*)<\/terms>(.*)$/s.exec(sentence);
  if (!match) return sentence;
  const [, before, words, after] = match;
  return (
    <>
      {before}
      {link(words ?? '')}
      {after}
    </>
  );
}
