import type { DatabaseHandle } from '../db';
import type { Locale } from '../http';
import { messageDeliveries } from '../metrics/domain-metrics';

/** One SMS or e-mail to a player. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** A phone number (digits) or an e-mail address. */
  to: string;
  /** E-mail subject; unused for SMS. */
  subject?: string;
  body: string;
  /** The language the text is written in. */
  locale: Locale;
}

/** Delivers SMS and e-mail; a real provider plugs in here. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The default sender: every message is written to the `outbox` table, where the dev/test-only
 * `GET /api/dev/outbox` reads it, so sign-up and recovery work without an SMS or mail provider.
 */
export function createOutboxSender(database: DatabaseHandle, clock: () => Date): MessageSender {
  return {
    async send({ channel, to, subject, body, locale }) {
      await database.db
        .insertInto('outbox')
        .values({
          channel,
          recipient: to,
          subject: subject ?? null,
          body,
          locale,
          created_at: clock(),
          // The table is this sender's delivery: what is written is sent.
          status: 'sent',
          sent_at: clock(),
        })
        .execute();
      messageDeliveries.inc({ channel, outcome: 'recorded' });
    },
  };
}
