export type { RecoveryFormProps, RecoveryStep } from './recovery-form';
export { RecoveryForm } from './recovery-form';
