export type { RegistrationFormProps } from './registration-form';
export { RegistrationForm } from './registration-form';
export type { RegistrationCountry, RegistrationValues } from './registration-values';
