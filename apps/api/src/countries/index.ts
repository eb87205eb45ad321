export { registerRegistrationForm } from './registration-form-endpoint';
export { restrictedCountryIds } from './restricted-countries';
