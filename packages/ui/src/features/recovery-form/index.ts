export type { RecoveryFormProps, RecoveryStep } from './recovery-form';
export { RecoveryForm } from './recovery-form';
export type {
  RecoveryCodeValues,
  RecoveryPasswordValues,
  RecoveryRules,
  RecoveryUsernameValues,
} from './recovery-steps';
