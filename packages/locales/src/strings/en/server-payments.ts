import type { SameKeys } from '../../define-namespace';
import type { serverPayments as tr } from '../tr/server-payments';

export const serverPayments: SameKeys<typeof tr> = {
  methodUnknown: 'This payment method was not found or is not available right now.',
  methodUnavailable:
    '{{method}} is not available on this site right now; please choose another payment method.',
  idempotencyKeyReused:
    'This Idempotency-Key was used for a different payment request; send a new key with each new request.',
  fieldUnknown: '"{{field}}" is not a field of this payment method.',
  fieldRequired: 'The {{field}} field is required.',
  textInvalid: 'Enter text for {{field}}.',
  fieldTooLong: 'The {{field}} can have at most {{max}} characters.',
  fieldMask: 'The {{field}} must have the format {{mask}}.',
  ibanInvalid: 'The IBAN is not valid: its check digits do not match.',
  cardInvalid: 'The card number is not valid; please check it.',
  cardExpiryInvalid: 'Enter the month of {{field}} as 01 to 12.',
  cardExpired: 'This card has expired; please use a card that is still valid.',
  numberInvalid: 'Enter a number for {{field}}.',
  wholeNumberInvalid: 'Enter a whole number for {{field}}.',
  numberOutOfRange: 'The {{field}} must be between {{min}} and {{max}}.',
  amountInvalid: 'The amount must be a number above zero with at most 2 decimals.',
  wholeAmountInvalid: 'With this method the amount must be a whole number above zero.',
  amountOutOfRange: 'The amount must be between {{min}} and {{max}}.',
  optionInvalid: 'Choose one of the listed options for {{field}}.',
  booleanInvalid: 'The {{field}} must be yes or no.',
  dateTimeInvalid: 'Enter a valid date and time for {{field}}.',
  insufficientBalance: 'Your balance is not enough for this withdrawal.',
  depositPageReady: 'Confirm your deposit of {{amount}} on the payment page that opens.',
  depositReceived:
    'Your deposit request of {{amount}} was received; it is added to your balance once approved.',
  withdrawalReceived: 'Your withdrawal request of {{amount}} was received and is being reviewed.',
  withdrawalCancelled:
    'Your withdrawal request of {{amount}} was cancelled; the amount is back in your balance.',
  withdrawalNotCancellable:
    'Your withdrawal request #{{id}} can no longer be cancelled: it was {{status}}.',
  paymentNotFound: 'There is no {{kind}} request #{{id}}.',
  alreadySettled: '{{kind}} request #{{id}} was already settled ({{status}}); nothing changed.',
  awaitingPlayer:
    'Deposit #{{id}} is waiting for the player to confirm it on the payment page; an operator cannot approve it.',
  depositApproved: 'Deposit #{{id}} approved; {{amount}} was added to the player’s balance.',
  depositRejected: 'Deposit #{{id}} rejected; the balance did not change.',
  withdrawalApproved: 'Withdrawal #{{id}} approved; {{amount}} was paid out.',
  withdrawalRejected: 'Withdrawal #{{id}} rejected; {{amount}} went back to the player’s balance.',
  sandboxPage: {
    title: 'Zar Sandbox Payment',
    sandboxNote: 'This is a test payment page; no real payment is taken.',
    confirmHeading: 'Confirm your payment',
    amount: 'Amount',
    method: 'Payment method',
    reference: 'Reference',
    confirm: 'Pay and confirm',
    cancel: 'Cancel',
    confirmedHeading: 'Payment complete',
    confirmedText:
      '{{amount}} was added to your balance. You can close this tab and return to the site.',
    cancelledHeading: 'Payment cancelled',
    cancelledText: 'Nothing was added to your balance. You can close this tab.',
    pausedHeading: 'Payment not taken',
    pausedText:
      'This payment was not taken and has been cancelled; nothing was added to your balance.',
    unknownHeading: 'This payment link is not valid',
    unknownText: 'The link may be wrong. Start a new deposit on the site.',
    language: 'Language',
  },
  words: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
  },
  statuses: {
    '0': 'none',
    '1': 'confirmed',
    '2': 'pending',
    '3': 'merged',
    '4': 'rejected',
    '5': 'cancelled',
    '6': 'created',
  },
};
