export {
  celebrationCloseDelayMs,
  claimTrialBonus,
  useCelebrationTrialBonus,
} from './celebration';
export { logIn } from './log-in';
export {
  type LogOutContext,
  logOut,
  logoutReloadDelayMs,
  pageReload,
  useLogOut,
} from './log-out';
export {
  changePhoneNumber,
  resendPhoneCode,
  sendPhoneCode,
  skipPhoneVerification,
  verifyPhoneCode,
} from './phone-verification';
export {
  backToRecoveryUsername,
  changePasswordWithCode,
  checkResetCode,
  loginAfterRecoveryDelayMs,
  resendResetCode,
  sendResetCode,
} from './recovery';
export { SessionKeeper, useSessionKeeper } from './session-keeper';
export { celebrationDelayMs, register } from './sign-up';
