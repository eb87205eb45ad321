/**
 * SPEC §5 validation rules, shared by the site's forms and the API's request validation: the
 * request schema of each auth/account call IS the rule set below.
 *
 * Issue messages are i18n keys (defaults in `validation-messages.ts`), never prose:
 * `validation.required`, `validation.minLength` (issue.minimum), `validation.maxLength`
 * (issue.maximum), `validation.lettersOnly`, `validation.alphanumeric`, `validation.digitsOnly`,
 * `validation.email`, `validation.personalNo`, `validation.personalNoChecksum`,
 * `validation.birthDate`, `validation.invalidDate`, `validation.smsCode`,
 * `validation.passwordMismatch` (group-level, on the confirmation field), `validation.money`,
 * `validation.termsRequired`.
 */
import * as z from 'zod';
import { isPastCalendarDay, isValidPersonalNo } from './personal-data';
import { challengeSolution } from './proof-of-work';
import {
  defaultCountryId,
  defaultCurrencyId,
  registrationFormDefaults,
} from './registration-defaults';

export { defaultCountryId, defaultCurrencyId, registrationFormDefaults };

/**
 * A required text; an empty string and a missing value both say `validation.required` first.
 * (No `abort`: an aborted field would also silence the group-level checks of its form.)
 */
function requiredText() {
  return z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' });
}

/** A required text of `min` to `max` characters. */
function textOfLength(min: number, max: number) {
  const text =
    min > 1 ? requiredText().min(min, { error: 'validation.minLength' }) : requiredText();
  return text.max(max, { error: 'validation.maxLength' });
}

/** A password as chosen by the player: at least 5 characters, at most what login accepts. */
const newPassword = textOfLength(5, 100);
const personName = textOfLength(2, 100).regex(/^\p{L}+(?: \p{L}+)*$/u, {
  error: 'validation.lettersOnly',
});
const phoneNumber = textOfLength(5, 20).regex(/^\d+$/, { error: 'validation.digitsOnly' });
const smsCode = requiredText().regex(/^\d{6}$/, { error: 'validation.smsCode' });
const birthDatePart = (digits: number) =>
  requiredText().regex(new RegExp(`^\\d{${digits}}$`), { error: 'validation.birthDate' });

/** Adds the group-level `validation.passwordMismatch` on `confirmation`, once both are valid. */
function withMatchingPasswords<S extends z.ZodObject>(
  schema: S,
  password: string & keyof S['shape'],
  confirmation: string & keyof S['shape'],
): S {
  const pair = z.object({
    [password]: schema.shape[password] as z.ZodType,
    [confirmation]: schema.shape[confirmation] as z.ZodType,
  });
  return schema.refine(
    (value) => {
      const fields = value as Record<string, unknown>;
      return fields[password] === fields[confirmation];
    },
    {
      error: 'validation.passwordMismatch',
      path: [confirmation],
      when: (payload) => pair.safeParse(payload.value).success,
    },
  );
}

/** Login form and `auth/login` body. */
export const loginRules = z.object({
  username: textOfLength(1, 50),
  password: textOfLength(3, 100),
});
export type LoginRequest = z.infer<typeof loginRules>;

/**
 * The solved proof-of-work challenge a call past its attempt limits was asked for (see
 * `challengeRequiredData`); left out otherwise.
 */
const withChallengeSolution = { altcha: challengeSolution.optional() };

/** `auth/login` body: the login form, plus the solved challenge when one was asked. */
export const loginRequest = loginRules.extend(withChallengeSolution);
export type LoginCall = z.infer<typeof loginRequest>;

const registrationFields = {
  name: personName,
  surname: personName,
  username: textOfLength(5, 30).regex(/^[A-Za-z0-9]+$/, { error: 'validation.alphanumeric' }),
  email: textOfLength(5, 100).pipe(z.email({ error: 'validation.email' })),
  phone: phoneNumber,
  country: z
    .number({ error: 'validation.required' })
    .int()
    .positive({ error: 'validation.required' }),
  PersonalNo: requiredText()
    .regex(/^\d{11}$/, { error: 'validation.personalNo' })
    .refine((value) => !/^\d{11}$/.test(value) || isValidPersonalNo(value), {
      error: 'validation.personalNoChecksum',
    }),
  password: newPassword,
  // The confirmation only has to match: a short one says 'do not match', not 'too short'.
  password2: requiredText(),
  birthDateDay: birthDatePart(2),
  birthDateMonth: birthDatePart(2),
  birthDateYear: birthDatePart(4),
  refId: z.number().int().positive().optional(),
};

const birthDateParts = z.object({
  birthDateDay: registrationFields.birthDateDay,
  birthDateMonth: registrationFields.birthDateMonth,
  birthDateYear: registrationFields.birthDateYear,
});

/** Adds `validation.invalidDate` on `birthDateDay` when the three parts are no real past day. */
function withRealBirthDate<S extends z.ZodObject>(schema: S): S {
  return schema.refine(
    (value) => {
      const parts = value as z.infer<typeof birthDateParts>;
      return isPastCalendarDay(parts.birthDateYear, parts.birthDateMonth, parts.birthDateDay);
    },
    {
      error: 'validation.invalidDate',
      path: ['birthDateDay'],
      when: (payload) => birthDateParts.safeParse(payload.value).success,
    },
  );
}

/**
 * The sign-up form as the player fills it in (birth date in three masked inputs), with the
 * required terms and 18+ consent.
 */
export const registrationFormRules = withRealBirthDate(
  withMatchingPasswords(
    z.object({
      ...registrationFields,
      trialBonus: z.boolean(),
      termsAccepted: z.boolean().refine((accepted) => accepted, {
        error: 'validation.termsRequired',
      }),
    }),
    'password',
    'password2',
  ),
);
export type RegistrationFormInput = z.input<typeof registrationFormRules>;
export type RegistrationForm = z.infer<typeof registrationFormRules>;

// The zod-free defaults (`registration-defaults.ts`) are a valid sign-up form, field for field.
registrationFormDefaults satisfies RegistrationForm;

/** `auth/register` body (SPEC §3): the form plus `birthDate` (YYYY-MM-DD) and `currencyId`. */
export const registerRequest = withMatchingPasswords(
  z
    .object({
      ...registrationFields,
      currencyId: z.number().int().positive().default(defaultCurrencyId),
      birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.birthDate' }),
      trialBonus: z.union([z.literal(0), z.literal(1)]),
      /**
       * The player ticked the terms and 18+ consent. Optional in the schema so that a sign-up
       * without it is refused with its own sentence (`terms_required`), not a schema error.
       */
      termsAccepted: z.boolean().optional(),
      ...withChallengeSolution,
    })
    .refine(
      (value) =>
        value.birthDate ===
          `${value.birthDateYear}-${value.birthDateMonth}-${value.birthDateDay}` &&
        isPastCalendarDay(value.birthDateYear, value.birthDateMonth, value.birthDateDay),
      { error: 'validation.invalidDate', path: ['birthDate'] },
    ),
  'password',
  'password2',
);
export type RegisterRequest = z.infer<typeof registerRequest>;

/** Builds the `auth/register` body from the sign-up form values. */
export function toRegisterRequest(form: RegistrationForm): RegisterRequest {
  const { trialBonus, ...fields } = form;
  const birthDateDay = fields.birthDateDay.padStart(2, '0');
  const birthDateMonth = fields.birthDateMonth.padStart(2, '0');
  return {
    ...fields,
    birthDateDay,
    birthDateMonth,
    birthDate: `${fields.birthDateYear}-${birthDateMonth}-${birthDateDay}`,
    currencyId: defaultCurrencyId,
    trialBonus: trialBonus ? 1 : 0,
  };
}

/** Phone verification, step 1 (send the code). */
export const phoneNumberRules = z.object({ phone: phoneNumber });
/** The SMS code alone (the phone is known by then): exactly 6 digits. */
export const smsCodeRules = z.object({ code: smsCode });
/** Phone verification, step 2 (the 6-digit SMS code for that phone). */
export const phoneCodeRules = phoneNumberRules.extend(smsCodeRules.shape);

/** Phone verification form and `customer/updatephone` body: the step decides whether a code goes. */
export const phoneVerificationRules = z.discriminatedUnion('step', [
  phoneNumberRules.extend({ step: z.literal(1) }),
  phoneCodeRules.extend({ step: z.literal(2) }),
]);
export type PhoneVerificationRequest = z.infer<typeof phoneVerificationRules>;

/** The rules of the phone verification forms' two steps, as their `rules` prop takes them. */
export const phoneVerificationFormRules = { phone: phoneNumberRules, code: smsCodeRules };

/** Recovery step 1 and `auth/sendresetpassword` body. */
export const recoveryUsernameRules = z.object({ username: textOfLength(2, 20) });
/** Recovery step 2 (the reset code). */
export const recoveryCodeRules = z.object({ code: textOfLength(3, 20) });
/** Recovery step 3 (the new password twice). */
export const recoveryPasswordRules = withMatchingPasswords(
  z.object({ password: newPassword, password2: requiredText() }),
  'password',
  'password2',
);

/** The rules of the recovery form's three steps, as `RecoveryForm`'s `rules` takes them. */
export const recoveryFormRules = {
  username: recoveryUsernameRules,
  code: recoveryCodeRules,
  password: recoveryPasswordRules,
};

export type RecoveryUsername = z.infer<typeof recoveryUsernameRules>;
export type RecoveryCode = z.infer<typeof recoveryCodeRules>;
export type RecoveryPassword = z.infer<typeof recoveryPasswordRules>;

/** `auth/sendresetpassword` body: recovery step 1, plus the solved challenge when one was asked. */
export const sendResetPasswordRequest = recoveryUsernameRules.extend(withChallengeSolution);
export type SendResetPasswordRequest = z.infer<typeof sendResetPasswordRequest>;

/** `auth/checkresetcode` body. */
export const checkResetCodeRequest = z.object({
  ...recoveryCodeRules.shape,
  ...recoveryUsernameRules.shape,
  ...withChallengeSolution,
});
/** `auth/changepasswordwithcode` body. */
export const changePasswordWithCodeRequest = withMatchingPasswords(
  z.object({
    password: newPassword,
    password2: requiredText(),
    ...recoveryUsernameRules.shape,
    ...recoveryCodeRules.shape,
    ...withChallengeSolution,
  }),
  'password',
  'password2',
);

export type CheckResetCodeRequest = z.infer<typeof checkResetCodeRequest>;
export type ChangePasswordWithCodeRequest = z.infer<typeof changePasswordWithCodeRequest>;

/** Change-password page and `customer/changepassword` body. */
export const changePasswordRules = withMatchingPasswords(
  z.object({ oldPassword: newPassword, password: newPassword, confirmPassword: newPassword }),
  'password',
  'confirmPassword',
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRules>;
