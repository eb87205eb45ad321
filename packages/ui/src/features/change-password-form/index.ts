export type { ChangePasswordFormProps } from './change-password-form';
export { ChangePasswordForm } from './change-password-form';
