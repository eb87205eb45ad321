import { setTimeout as sleepFor } from 'node:timers/promises';
import type { DatabaseHandle } from '../db';
import { messageDeliveries } from '../metrics/domain-metrics';
import { DeliveryError } from './delivery-error';
import { maskRecipient, scrubbed } from './masking';
import type { MessageSender, OutgoingMessage } from './message-sender';

/** The pauses before the second and third attempts: three tries over about five seconds. */
export const defaultRetryDelaysMs = [1_000, 4_000] as const;

/** What the delivering sender logs through; Fastify's logger fits. */
export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface DeliveringSenderOptions {
  database: DatabaseHandle;
  clock: () => Date;
  /** The real provider of each channel; a channel without one is recorded as failed. */
  transports: Partial<Record<OutgoingMessage['channel'], MessageSender>>;
  log: DeliveryLog;
  /** The pause before each retry; its length bounds the retries. */
  retryDelaysMs?: readonly number[];
  /** Waits `ms` or until `signal` aborts (then rejects); tests pass one that does not wait. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** A sender whose deliveries run after `send` answers; `close` stops their retries. */
export interface DeliveringSender extends MessageSender {
  /** Resolves when every delivery started so far has finished (sent or failed). */
  settled(): Promise<void>;
  /** Stops waiting for retries (those deliveries are recorded failed) and waits for the rest. */
  close(): Promise<void>;
}

/**
 * Every message is first written to the outbox (`queued`), the record the operator reads, then
 * handed to the channel's provider in the background: the player's request does not wait for a
 * provider, and a delivery that fails does not fail the request (the code is stored; the player
 * can ask again). A refusal that may pass later is retried after each of `retryDelaysMs`; a
 * permanent one (invalid number, unknown mailbox) stops at once. The row ends `sent` or
 * `failed` with its attempts and the provider's last error. Neither the row nor the logs hold
 * the text; logs name the row and the masked recipient.
 */
export function createDeliveringSender({
  database,
  clock,
  transports,
  log,
  retryDelaysMs = defaultRetryDelaysMs,
  sleep = (ms, signal) => sleepFor(ms, undefined, { signal }),
}: DeliveringSenderOptions): DeliveringSender {
  const { db } = database;
  const pending = new Set<Promise<void>>();
  const stopping = new AbortController();

  async function record(
    id: number,
    attempts: number,
    outcome: 'sent' | 'failed' | 'queued',
    error?: string,
  ) {
    await db
      .updateTable('outbox')
      .set({
        status: outcome,
        attempts,
        last_error: error ?? null,
        sent_at: outcome === 'sent' ? clock() : null,
      })
      .where('id', '=', id)
      .execute();
  }

  async function deliver(id: number, message: OutgoingMessage, transport: MessageSender) {
    const details = { messageId: id, channel: message.channel, to: maskRecipient(message.to) };
    for (let attempt = 1; ; attempt += 1) {
      // Only the provider's failure is retried: a message it took is never sent twice, even if
      // recording it fails.
      const failure = await transport.send(message).then(
        () => null,
        (error: unknown) => error ?? new Error('unknown failure'),
      );
      if (failure === null) {
        messageDeliveries.inc({ channel: message.channel, outcome: 'sent' });
        await record(id, attempt, 'sent');
        log.info({ ...details, attempt }, 'Message delivered');
        return;
      }
      const error = scrubbed(failure instanceof Error ? failure.message : String(failure));
      const permanent = failure instanceof DeliveryError && failure.permanent;
      const delay = retryDelaysMs[attempt - 1];
      if (permanent || delay === undefined) {
        messageDeliveries.inc({ channel: message.channel, outcome: 'failed' });
        await record(id, attempt, 'failed', error);
        log.warn({ ...details, attempt, error }, 'Message delivery failed');
        return;
      }
      messageDeliveries.inc({ channel: message.channel, outcome: 'retried' });
      await record(id, attempt, 'queued', error);
      log.warn(
        { ...details, attempt, error, retryInMs: delay },
        'Message delivery will be retried',
      );
      try {
        // Closed while this attempt ran: no pause would ever end.
        stopping.signal.throwIfAborted();
        await sleep(delay, stopping.signal);
      } catch {
        messageDeliveries.inc({ channel: message.channel, outcome: 'failed' });
        await record(id, attempt, 'failed', `${error} (stopped: the server shut down)`);
        return;
      }
    }
  }

  function track(work: Promise<void>) {
    const tracked = work.catch((error: unknown) =>
      // The database went away under a delivery: the row stays `queued` for the operator.
      log.warn({ err: error }, 'Message delivery could not be recorded'),
    );
    pending.add(tracked);
    tracked.finally(() => pending.delete(tracked));
  }

  async function settled() {
    while (pending.size > 0) await Promise.all(pending);
  }

  return {
    async send(message) {
      const transport = transports[message.channel];
      const row = await db
        .insertInto('outbox')
        .values({
          channel: message.channel,
          recipient: message.to,
          subject: message.subject ?? null,
          // Not the text: codes stay hashed in verification_code, and whoever reads this table
          // (a backup, a report) must not find a working reset code. The delivery holds the text
          // in memory for its retries.
          body: '',
          locale: message.locale,
          created_at: clock(),
          status: transport ? 'queued' : 'failed',
          last_error: transport ? null : `no ${message.channel} provider is configured`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        messageDeliveries.inc({ channel: message.channel, outcome: 'failed' });
        log.warn(
          { messageId: row.id, channel: message.channel, to: maskRecipient(message.to) },
          'Message not delivered: no provider for its channel',
        );
        return;
      }
      track(deliver(row.id, message, transport));
    },
    settled,
    async close() {
      stopping.abort();
      await settled();
    },
  };
}
