import type { SameKeys } from '../../define-namespace';
import type { paymentForm as tr } from '../tr/payment-form';

/** The server-driven payment forms and their dialogs on the site. */
export const paymentForm: SameKeys<typeof tr> = {
  depositTitle: 'Deposit Money',
  withdrawTitle: 'Withdraw Money',
  submitDeposit: 'Deposit',
  submitWithdraw: 'Request Withdrawal',
  loading: 'Loading the form...',
  noData: 'No data found',
  withdrawSent: 'Your withdrawal request has been received.',
  validation: {
    required: '{{label}} is required.',
    mask: 'Enter {{label}} in the format {{format}}.',
    number: 'Enter a valid number.',
    min: 'Enter at least {{min}}.',
    max: 'Enter at most {{max}}.',
    iban: 'This IBAN is not valid. Check its digits.',
    luhn: 'This card number is not valid. Check its digits.',
    expiryMonth: 'Enter the month as 01 to 12.',
    expired: 'This card has expired. Use a card that is still valid.',
  },
  action: {
    paste: 'Paste {{label}} from the clipboard',
    increment: 'Increase {{label}}',
    decrement: 'Decrease {{label}}',
    quickAmounts: 'Quick amounts for {{label}}',
  },
  select: {
    placeholder: 'Select…',
  },
};
