export type { LoginFormProps, LoginValues } from './login-form';
export { LoginForm } from './login-form';
