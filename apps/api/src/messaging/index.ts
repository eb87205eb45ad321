export { registerDevOutbox } from './dev-outbox-endpoint';
export { createOutboxSender, type MessageSender, type OutgoingMessage } from './message-sender';
