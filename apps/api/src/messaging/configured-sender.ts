import type { Config } from '../config';
import type { DatabaseHandle } from '../db';
import { createDeliveringSender, type DeliveryLog } from './delivering-sender';
import { createOutboxSender, type MessageSender } from './message-sender';
import { createSmtpSender } from './smtp-sender';
import { createTwilioSender } from './twilio-sender';

/**
 * The sender the configuration asks for: with SMTP or Twilio set, real delivery (recorded in the
 * outbox); with neither, which config.ts allows only outside production, the outbox alone.
 * `close` stops pending retries and the SMTP connections when the app closes.
 */
export function configuredSender({
  config,
  database,
  clock,
  log,
}: {
  config: Pick<Config, 'smtp' | 'sms'>;
  database: DatabaseHandle;
  clock: () => Date;
  log: DeliveryLog;
}): { sender: MessageSender; close(): Promise<void> } {
  if (!config.smtp && !config.sms) {
    return { sender: createOutboxSender(database, clock), close: async () => {} };
  }
  const email = config.smtp ? createSmtpSender(config.smtp) : undefined;
  const sender = createDeliveringSender({
    database,
    clock,
    log,
    transports: { email, sms: config.sms ? createTwilioSender(config.sms) : undefined },
  });
  return {
    sender,
    async close() {
      await sender.close();
      email?.close();
    },
  };
}
