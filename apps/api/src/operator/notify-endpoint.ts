import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { DatabaseHandle } from '../db';
import { ApiError, bodyLimitOf, requestLocale, serverMessage } from '../http';
import {
  type BroadcastAudience,
  broadcastMessages,
  broadcastNotification,
  commitThenEmit,
  type PlayerEvents,
} from '../notifications';

const titleMax = 100;
const bodyMax = 1000;

const notifyBody = z.object({
  /** `all`, or one player's username. */
  to: z.string().trim().min(1).max(50),
  title: z.string().trim().min(1).max(titleMax),
  body: z.string().trim().min(1).max(bodyMax),
});

/**
 * POST /api/operator/notifications `{ to, title, body }`: a System notification, written as
 * given, to every player (`to: "all"`) or to the player with that username (any letter case;
 * 404 when there is none). Mount it inside the operator scope, behind its access check.
 */
export function registerNotifyEndpoint(
  scope: FastifyInstance,
  {
    database,
    clock,
    events,
  }: { database: DatabaseHandle; clock: () => Date; events: PlayerEvents },
): void {
  scope.post(
    '/api/operator/notifications',
    { bodyLimit: bodyLimitOf(notifyBody) },
    async (request) => {
      const parsed = notifyBody.safeParse(request.body);
      if (!parsed.success) {
        throw new ApiError({
          status: 400,
          code: 'bad_notification',
          text: broadcastMessages.invalid,
          params: { titleMax: String(titleMax), bodyMax: String(bodyMax) },
        });
      }
      const { to, title, body } = parsed.data;
      const audience: BroadcastAudience =
        to.toLowerCase() === 'all' ? { everyone: true } : { username: to };
      const reached = await commitThenEmit(database.db, events, (trx, pending) =>
        broadcastNotification(trx, pending, { audience, title, body, now: clock() }),
      );
      if ('username' in audience && reached === 0) {
        throw new ApiError({
          status: 404,
          code: 'player_not_found',
          text: broadcastMessages.playerUnknown,
          params: { username: to },
        });
      }
      const locale = requestLocale(request.headers);
      return {
        success: true,
        message:
          'username' in audience
            ? serverMessage(broadcastMessages.sentToPlayer, locale, { username: to })
            : serverMessage(broadcastMessages.sentToAll, locale, { count: String(reached) }),
        data: { players: reached },
      };
    },
  );
}
