import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import type { MaybePromise } from './maybe-promise';

/** The logged-in player behind a request's bearer token. */
export interface PlayerSession {
  playerId: number;
  /** The session (one login) the token belongs to. */
  sessionId: number;
}

/**
 * Finds the live session of a bearer token sent with `request` (whose fingerprint header it may
 * check), or null when the token is unknown, revoked, expired or used from another browser. It
 * may answer at once, without a promise (a session the process has cached), and may throw an
 * `ApiError` (or reject with one) to refuse with its own reason.
 */
export type SessionResolver<S extends PlayerSession = PlayerSession> = (
  token: string,
  request: FastifyRequest,
) => MaybePromise<S | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the sessions domain; endpoints with `auth: true` cannot be mounted without it. */
    sessionResolver: SessionResolver;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The 401 answer for a call without a live session. */
export function sessionRequired(): ApiError {
  return new ApiError({
    status: 401,
    code: 'session_required',
    text: 'serverHttp:sessionRequired',
  });
}
