/** A country of the sign-up form's dropdown (from `auth/form`). */
export interface RegistrationCountry {
  id: number;
  name: string;
}

/**
 * What the sign-up form holds (SPEC §2): the birth date in three parts, the trial bonus choice
 * and the terms and 18+ consent. The contract's `toRegisterRequest` builds the `auth/register`
 * body from it.
 */
export interface RegistrationValues {
  name: string;
  surname: string;
  username: string;
  email: string;
  /** 90 and 10 digits once complete, e.g. `905898043082`. */
  phone: string;
  /** The id of a `RegistrationCountry`. */
  country: number;
  PersonalNo: string;
  password: string;
  password2: string;
  /** Two digits. */
  birthDateDay: string;
  /** Two digits. */
  birthDateMonth: string;
  /** Four digits. */
  birthDateYear: string;
  /** The referrer's id, when the player came through a referral. */
  refId?: number;
  trialBonus: boolean;
  termsAccepted: boolean;
}
