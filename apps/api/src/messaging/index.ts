export { configuredSender } from './configured-sender';
export { createDeliveringSender, type DeliveringSender } from './delivering-sender';
export { DeliveryError } from './delivery-error';
export { registerDevOutbox } from './dev-outbox-endpoint';
export { maskRecipient } from './masking';
export { createOutboxSender, type MessageSender, type OutgoingMessage } from './message-sender';
export { createSmtpSender } from './smtp-sender';
export { createTwilioSender } from './twilio-sender';
