export type { PhoneNumberValues, PhoneVerificationRules, SmsCodeValues } from './phone-fields';
export type { PhoneReminderBannerProps } from './phone-reminder-banner';
export { PhoneReminderBanner } from './phone-reminder-banner';
export type {
  PhoneVerificationFormProps,
  PhoneVerificationStep,
  PhoneVerificationVariant,
} from './phone-verification-form';
export { PhoneVerificationForm } from './phone-verification-form';
export type {
  PhoneVerificationCode,
  PhoneVerificationPanelProps,
  PhoneVerificationStatus,
} from './phone-verification-panel';
export { PhoneVerificationPanel } from './phone-verification-panel';
