import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { maskRecipient } from '../messaging';

/** How many failed deliveries `operator messages failed` shows, newest first. */
const failedShown = 100;

/**
 * GET /api/operator/messages/failed: the newest SMS and e-mails whose delivery failed after its
 * last attempt, with the recipient masked and the provider's error; never the text, which holds
 * codes. Registered inside the operator scope, behind its token or loopback check.
 */
export function registerFailedMessages(
  scope: FastifyInstance,
  { database }: { database: DatabaseHandle },
): void {
  scope.get('/api/operator/messages/failed', async () => {
    const rows = await database.db
      .selectFrom('outbox')
      .select(['id', 'channel', 'recipient', 'attempts', 'last_error', 'created_at'])
      .where('status', '=', 'failed')
      .orderBy('id', 'desc')
      .limit(failedShown)
      .execute();
    return {
      success: true,
      message: null,
      data: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: maskRecipient(row.recipient),
        attempts: row.attempts,
        error: row.last_error ?? '',
        createdAt: row.created_at.toISOString(),
      })),
    };
  });
}
