/**
 * SPEC §9's defaults of the sign-up form, with no zod: the root entry exports them, so a form
 * starts from them without bringing the rules. `rules.ts` checks them against its schema.
 */

/** Country preselected in the registration form (Türkiye). */
export const defaultCountryId = 235;
/** Currency every registration uses unless told otherwise. */
export const defaultCurrencyId = 1;

/** Initial values of the sign-up form (SPEC §9: Türkiye, 01-01-1970). */
export const registrationFormDefaults = {
  name: '',
  surname: '',
  username: '',
  email: '',
  phone: '',
  country: defaultCountryId,
  PersonalNo: '',
  password: '',
  password2: '',
  birthDateDay: '01',
  birthDateMonth: '01',
  birthDateYear: '1970',
  trialBonus: false,
  termsAccepted: false,
};
