export { formatAmount, paymentMessages } from './payment-messages';
export {
  operatorProvider,
  type PaymentProvider,
  type PaymentProviders,
  paymentProviders,
} from './payment-providers';
export type { PaymentServices } from './payment-services';
export { registerPayments } from './register-payments';
export { sandboxProvider } from './sandbox-provider';
export { type Decision, type SettledPayment, settlePayment } from './settlement';
export { emailWithdrawalDecision } from './withdrawal-email';
