export type { RegistrationFormProps } from './registration-form';
export { RegistrationForm } from './registration-form';
