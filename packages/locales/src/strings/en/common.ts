import type { SameKeys } from '../../define-namespace';
import type { common as tr } from '../tr/common';

export const common: SameKeys<typeof tr> = {
  close: 'Close',
  loading: 'Loading...',
  retry: 'Try again',
  loadFailed: 'The content could not be loaded.',
  translationsFailed: 'The translations could not be loaded. Please reload the page.',
  requestFailed: 'The request could not be completed. Check your connection and try again.',
  validation: {
    required: 'This field is required.',
    minLength: 'Enter at least {{minimum}} characters.',
    maxLength: 'Enter at most {{maximum}} characters.',
    lettersOnly: 'Use letters only, with single spaces between words.',
    alphanumeric: 'Use letters and digits only.',
    digitsOnly: 'Enter digits only.',
    email: 'Enter a valid e-mail address.',
    personalNo: 'The TC number must have 11 digits.',
    personalNoChecksum: 'Enter a valid TC number.',
    birthDate: 'Enter the birth date as DD MM YYYY.',
    invalidDate: 'Enter a valid date.',
    smsCode: 'The verification code must have 6 digits.',
    passwordMismatch: 'The passwords do not match.',
    money: 'Enter a valid amount (at most 2 decimals).',
    minutes: 'Enter whole minutes between 1 and 1440.',
    dateRange: 'The end cannot be before the start, and the period can be at most 366 days.',
    invalid: 'Enter a valid value.',
    termsRequired: 'To sign up, accept the terms of use and confirm that you are over 18.',
  },
};
