import type { SameKeys } from '../../define-namespace';
import type { serverMessages as tr } from '../tr/server-messages';

export const serverMessages: SameKeys<typeof tr> = {
  welcome: {
    subject: 'Welcome to Zar',
    body: 'Hello {{name}},\n\nYour Zar account is ready; your username is {{username}}.\nRemember to verify your phone number: ask for a code and enter the one we text you.\n\nPlay responsibly: set your limits under My account > Responsible gaming.',
  },
  withdrawalApproved: {
    subject: 'Your withdrawal was approved',
    body: 'Hello {{name}},\n\nYour withdrawal of {{amount}} (no. {{id}}) was approved and the payment is on its way.',
  },
  withdrawalRejected: {
    subject: 'Your withdrawal was rejected',
    body: 'Hello {{name}},\n\nYour withdrawal of {{amount}} (no. {{id}}) was rejected; the amount is back in your balance. Write to live support if you have questions.',
  },
};
