export { formatAmount, paymentMessages } from './payment-messages';
export type { PaymentServices } from './payment-services';
export { registerPayments } from './register-payments';
export { type Decision, type SettledPayment, settlePayment } from './settlement';
