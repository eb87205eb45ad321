import type { SameKeys } from '../../define-namespace';
import type { phoneVerification as tr } from '../tr/phone-verification';

export const phoneVerification: SameKeys<typeof tr> = {
  form: {
    title: 'Phone Validation',
    phone: 'Set Phone Number',
    phoneHint: 'We will send a 6-digit verification code to this number by SMS.',
    sendCode: 'Send Code',
    changePhone: 'Change Phone',
    changePhoneNumber: 'Change Phone Number',
    code: 'Set Sms Code',
    codeSentTo: 'Enter the 6-digit code sent to {{phone}}.',
    validate: 'Validate',
    skip: 'Skip Verification',
    successTitle: 'Congratulations!',
    success: 'Your Phone Number has been successfully verified!',
    close: 'Close',
  },
  panel: {
    title: 'Phone Verification',
    notVerified: 'Not Verified',
    verified: 'Verified',
    notVerifiedIntro: 'Verify your phone number with an SMS code to keep your account secure.',
    updateIntro: 'Enter your new phone number and request a verification code.',
    codeIntro: 'Enter the 6-digit code we sent to your phone by SMS.',
    verifiedIntro: 'Your phone number is verified.',
    phone: 'Phone Number',
    code: 'SMS Code',
    sendCode: 'Send Code',
    verify: 'Verify',
    updateNumber: 'Update Number',
    resendIn: 'You can request a new code in {{seconds}} s.',
    resend: "Didn't get a code? Click to resend.",
    resendReady: 'You can now request a new code.',
  },
  reminder: {
    label: 'Phone verification reminder',
    text: 'Your phone number is not verified yet. Verify it by SMS code to keep your account safe.',
    action: 'Verify Phone',
    dismiss: 'Dismiss the reminder',
  },
};
