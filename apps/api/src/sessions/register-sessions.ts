import { sessionHistory } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http';
import type { SessionCacheControl, SessionStore } from './session-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's cache of sessions and balances (whether it is on, how full). */
    sessionCache: SessionCacheControl;
  }
}

/**
 * Lets `registerEndpoint` check bearer tokens against `sessions` (call it before any endpoint
 * with `auth: true`), and serves POST /api/customer/sessions, the player's session history.
 */
export function registerSessions(
  app: FastifyInstance,
  { sessions }: { sessions: SessionStore },
): void {
  app.decorate('sessionResolver', (token, request) => sessions.resolve(token, request));
  app.decorate('sessionCache', sessions.cache);

  registerEndpoint(app, sessionHistory, async (page, context) => ({
    success: true,
    message: null,
    data: await sessions.history(context.session, page),
  }));
}
