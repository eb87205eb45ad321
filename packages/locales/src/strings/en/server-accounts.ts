import type { SameKeys } from '../../define-namespace';
import type { serverAccounts as tr } from '../tr/server-accounts';

export const serverAccounts: SameKeys<typeof tr> = {
  registered: 'Your account has been created. Have fun!',
  loginSucceeded: 'Welcome, {{name}}!',
  loginFailed: 'Wrong username or password.',
  loggedOut: 'You have logged out.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'An account with this e-mail address already exists.',
  phoneTaken: 'This phone number is already registered to another account.',
  personalNoTaken: 'An account with this TC number already exists.',
  tooYoung: 'You must be at least {{age}} years old to sign up.',
  termsRequired: 'To sign up you must accept the terms of use and confirm that you are over 18.',
  unknownCountry: 'Choose a valid country.',
  restrictedCountry: 'We do not accept sign-ups from this country.',
  resetCodeSent:
    'If the username is registered, we have sent a reset code to its phone and e-mail.',
  resetCodeWrong: 'The reset code is wrong or has expired.',
  resetCodeAccepted: 'Code verified, choose a new password.',
  passwordChanged: 'Your password has been changed.',
  oldPasswordWrong: 'Your current password is wrong.',
  smsSent: 'A verification code was sent to {{phone}}.',
  smsWrong: 'The verification code is wrong or has expired.',
  phoneVerified: 'Your phone number has been successfully verified!',
  outgoing: {
    resetSms:
      'Your password reset code: {{code}}. It is valid for {{minutes}} minutes. Never share it.',
    resetEmailSubject: 'Your password reset code',
    resetEmail:
      'Hello {{name}},\n\nYour code to reset your password: {{code}}\nIt is valid for {{minutes}} minutes. If you did not ask for this, ignore this e-mail.',
    phoneSms: 'Your phone verification code: {{code}}. It is valid for {{minutes}} minutes.',
  },
};
