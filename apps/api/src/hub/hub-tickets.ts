import type { DatabaseHandle } from '../db';
import type { PlayerSession } from '../http';
import {
  hashSessionToken,
  type LiveSession,
  newSessionToken,
  type SessionStore,
} from '../sessions';

/** How long a hub ticket opens the hub after it was handed out. */
export const hubTicketLifetimeMs = 30_000;

// A dot never occurs in a base64url session token, so a ticket is told apart without a lookup.
const ticketPrefix = 'ticket.';

/** True when the hub was given a ticket rather than a session token. */
export function isHubTicket(token: string): boolean {
  return token.startsWith(ticketPrefix);
}

/** Single-use tickets that open the hub for a session, so the session token stays out of URLs. */
export interface HubTickets {
  /** A new ticket for the session, valid `hubTicketLifetimeMs`. */
  issue(session: PlayerSession): Promise<string>;
  /**
   * Uses the ticket up: its session when the ticket is unused and unexpired and the session is
   * still live for `fingerprint`, else null. A ticket is used up by its first redemption, whether
   * that one succeeds or not.
   */
  redeem(ticket: string, fingerprint: string): Promise<LiveSession | null>;
}

/**
 * Tickets in `hub_ticket`, kept as SHA-256 like session tokens; in the database, so a ticket
 * handed out by one API process opens the hub on any other.
 */
export function createHubTickets(
  database: DatabaseHandle,
  sessions: SessionStore,
  clock: () => Date,
): HubTickets {
  const { db } = database;
  return {
    async issue(session) {
      const now = clock();
      await db.deleteFrom('hub_ticket').where('expires_at', '<=', now).execute();
      const ticket = `${ticketPrefix}${newSessionToken()}`;
      await db
        .insertInto('hub_ticket')
        .values({
          ticket_hash: hashSessionToken(ticket),
          session_id: session.sessionId,
          expires_at: new Date(now.getTime() + hubTicketLifetimeMs),
        })
        .execute();
      return ticket;
    },

    async redeem(ticket, fingerprint) {
      // Deleting is the redeeming: of two concurrent uses only one gets the row back.
      const row = await db
        .deleteFrom('hub_ticket')
        .where('ticket_hash', '=', hashSessionToken(ticket))
        .returning(['session_id', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.expires_at.getTime() <= clock().getTime()) return null;
      return sessions.resolveId(row.session_id, fingerprint);
    },
  };
}
