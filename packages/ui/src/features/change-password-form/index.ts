export type { ChangePasswordFormProps, ChangePasswordValues } from './change-password-form';
export { ChangePasswordForm } from './change-password-form';
