export { registerRegistrationForm } from './registration-form-endpoint';
