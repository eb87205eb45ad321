export type { LoginFormProps } from './login-form';
export { LoginForm } from './login-form';
