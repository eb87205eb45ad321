import { notifications, readNotification } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { registerEndpoint } from '../http';
import { listNotifications, markNotificationsRead } from './notification-records';

/**
 * POST /api/customer/notification (a page of the player's notifications, newest first) and
 * POST /api/customer/readnotification (marks the player's own among the ids read; any other id is
 * ignored). Sessions must be registered first.
 */
export function registerNotifications(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): void {
  const { db } = database;

  registerEndpoint(app, notifications, async (page, context) => ({
    success: true,
    message: null,
    data: await listNotifications(db, context.session.playerId, page, context.locale),
  }));

  registerEndpoint(app, readNotification, async ({ id }, context) => {
    await markNotificationsRead(db, context.session.playerId, id);
    return { success: true, message: null, data: null };
  });
}
