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
  sendPhoneCode,
  skipPhoneVerification,
  verifyPhoneCode,
} from './phone-verification';
export {
  changePasswordWithCode,
  checkResetCode,
  loginAfterRecoveryDelayMs,
  sendResetCode,
} from './recovery';
export { SessionKeeper, useSessionKeeper } from './session-keeper';
export { celebrationDelayMs, register } from './sign-up';
