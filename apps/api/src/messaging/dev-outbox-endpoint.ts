import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { Environment } from '../config';
import type { DatabaseHandle } from '../db';
import { ApiError } from '../http';

const outboxQuery = z.object({
  to: z.string().min(1).optional(),
  take: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * GET /api/dev/outbox?to=…: the newest messages the outbox sender wrote (optionally to one phone
 * or e-mail address), so tests and developers can read SMS and reset codes. Mounted only in
 * development and test; in production the path does not exist (404).
 */
export function registerDevOutbox(
  app: FastifyInstance,
  { database, environment }: { database: DatabaseHandle; environment: Environment },
): void {
  if (environment === 'production') return;
  app.get('/api/dev/outbox', async (request) => {
    const parsed = outboxQuery.safeParse(request.query);
    if (!parsed.success)
      throw new ApiError({ status: 400, code: 'bad_query', text: 'serverHttp:badRequest' });
    const { to, take } = parsed.data;
    let query = database.db
      .selectFrom('outbox')
      .select(['id', 'channel', 'recipient', 'subject', 'body', 'locale', 'created_at'])
      .orderBy('id', 'desc')
      .limit(take);
    if (to !== undefined) query = query.where('recipient', '=', to);
    const rows = await query.execute();
    return {
      success: true,
      message: null,
      data: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        locale: row.locale,
        createdAt: row.created_at.toISOString(),
      })),
    };
  });
}
