export type { AccountServices } from './account-services';
export { argon2idOptions, createArgon2Hasher, type PasswordHasher } from './password-hasher';
export { defaultMinimumAge, maskPersonalNo } from './player-records';
export { registerAccounts } from './register-accounts';
export {
  codeLifetimeMs,
  codeMaxAttempts,
  createVerificationCodes,
  type VerificationCodes,
} from './verification-codes';
