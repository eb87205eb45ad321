import type { IncomingMessage } from 'node:http';
import { clientFingerprint, type LiveSession } from '../sessions';
import { type HubTickets, isHubTicket } from './hub-tickets';

/** What a hub upgrade request proves who it is with. */
export interface HubCredentials {
  /** What the client sent as its token; only a hub ticket opens the hub. */
  token: string | null;
  fingerprint: string;
}

/**
 * The credentials of an upgrade request: the browser client sends the token its
 * `accessTokenFactory` returns as the `access_token` query, the Node client as
 * `Authorization: Bearer`; the fingerprint comes as the `fingerprint` query (or header).
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

/**
 * The live session the credentials open the hub for, or null. Only a single-use hub ticket opens
 * it (issue 20): a session token is refused wherever it is sent, without being looked up, so it
 * never belongs in a socket's URL, where proxies and browsers keep addresses.
 */
export function authenticateHub(
  { token, fingerprint }: HubCredentials,
  { tickets }: { tickets: HubTickets },
): Promise<LiveSession | null> {
  if (!token || !isHubTicket(token)) return Promise.resolve(null);
  return tickets.redeem(token, fingerprint);
}
