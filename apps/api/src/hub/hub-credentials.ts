import type { IncomingMessage } from 'node:http';
import type { PlayerSession } from '../http';
import { clientFingerprint, type SessionStore } from '../sessions';
import { type HubTickets, isHubTicket } from './hub-tickets';

/** What a hub upgrade request proves who it is with. */
export interface HubCredentials {
  /** A session token or a hub ticket. */
  token: string | null;
  fingerprint: string;
}

/**
 * The credentials of an upgrade request: the browser client sends the token as the
 * `access_token` query, the Node client as `Authorization: Bearer`; the fingerprint comes as the
 * `fingerprint` query (or header).
 */
export function hubCredentials(request: IncomingMessage, url: URL): HubCredentials {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  return {
    token: url.searchParams.get('access_token') || bearer || null,
    fingerprint: clientFingerprint(
      url.searchParams.get('fingerprint') ?? request.headers.fingerprint,
      request.headers['user-agent'],
    ),
  };
}

/** The live session the credentials open the hub for, or null. */
export function authenticateHub(
  { token, fingerprint }: HubCredentials,
  { sessions, tickets }: { sessions: SessionStore; tickets: HubTickets },
): Promise<PlayerSession | null> {
  if (!token) return Promise.resolve(null);
  return isHubTicket(token)
    ? tickets.redeem(token, fingerprint)
    : sessions.resolveToken(token, fingerprint);
}
