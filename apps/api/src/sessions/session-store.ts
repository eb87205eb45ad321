import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db';
import type { PlayerSession } from '../http';
import { deviceName } from './device-name';
import { hashSessionToken, newSessionToken } from './session-token';

/** A session unused for this long is over (the player logs in again). */
export const sessionIdleLimitMs = 30 * 24 * 60 * 60_000;
// Writing last_seen_at on every call would be a write per balance poll; once a minute is enough.
const lastSeenResolutionMs = 60_000;

/** A login as the session history shows it. */
export interface SessionEntry {
  id: number;
  startedAt: string;
  lastSeenAt: string;
  ip: string;
  device: string | null;
  active: boolean;
  current: boolean;
}

/** Sessions that were just revoked, all of one player. */
export interface RevokedSessions {
  playerId: number;
  sessionIds: number[];
}

/** Opens, checks, lists and revokes player sessions. */
export interface SessionStore {
  /** Starts a session for the request's browser; returns the token to hand to the player once. */
  open(playerId: number, request: FastifyRequest): Promise<{ token: string; sessionId: number }>;
  /** The live session of a token used by `request`, or null. */
  resolve(token: string, request: FastifyRequest): Promise<PlayerSession | null>;
  /**
   * The live session of a token sent with `fingerprint` (null: none), or null; for callers that
   * read the fingerprint elsewhere than the header, as the hub does from its query.
   */
  resolveToken(token: string, fingerprint: string | null): Promise<PlayerSession | null>;
  /** Session `sessionId` when it is still live for `fingerprint`, or null. */
  resolveId(sessionId: number, fingerprint: string | null): Promise<PlayerSession | null>;
  /** Ends one session (logout). */
  revoke(sessionId: number): Promise<void>;
  /** Ends every live session of the player except `keepSessionId`. */
  revokeAll(playerId: number, keepSessionId?: number): Promise<void>;
  /** The player's logins, newest first. */
  history(player: PlayerSession, page: { skip: number; take: number }): Promise<SessionEntry[]>;
  /**
   * Calls `listener` after `revoke` or `revokeAll` ended sessions (the hub closes their sockets);
   * it must not throw. Returns the function that removes it.
   */
  onRevoked(listener: (revoked: RevokedSessions) => void): () => void;
}

/** The fingerprint header the site sends with every call (SPEC §7), or null. */
export function requestFingerprint(request: FastifyRequest): string | null {
  return fingerprintValue(request.headers.fingerprint);
}

/** A fingerprint as sessions keep it (trimmed, at most 200 characters), from a header or query value. */
export function fingerprintValue(raw: string | string[] | null | undefined): string | null {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, 200) : null;
}

/**
 * Sessions in `player_session`. A token is tied to the fingerprint it logged in with: when the
 * session has one, a request carrying another (or none) is refused, as a token copied to another
 * browser would be.
 */
export function createSessionStore(database: DatabaseHandle, clock: () => Date): SessionStore {
  const { db } = database;
  const revocationListeners = new Set<(revoked: RevokedSessions) => void>();

  const announceRevoked = (rows: Array<{ id: number; player_id: number }>) => {
    const first = rows[0];
    if (!first) return;
    const revoked = { playerId: first.player_id, sessionIds: rows.map((row) => row.id) };
    for (const listener of revocationListeners) listener(revoked);
  };

  // The one place that says whether a session is live: not revoked, not idle too long, and used
  // from the browser it was opened in when it was opened with a fingerprint.
  const resolveLive = async (
    session: { id: number } | { tokenHash: string },
    fingerprint: string | null,
  ): Promise<PlayerSession | null> => {
    const row = await db
      .selectFrom('player_session')
      .select(['id', 'player_id', 'fingerprint', 'last_seen_at', 'revoked_at'])
      .where((eb) =>
        'id' in session ? eb('id', '=', session.id) : eb('token_hash', '=', session.tokenHash),
      )
      .executeTakeFirst();
    const now = clock();
    if (!row || row.revoked_at !== null) return null;
    if (now.getTime() - row.last_seen_at.getTime() > sessionIdleLimitMs) return null;
    if (row.fingerprint !== null && row.fingerprint !== fingerprint) return null;
    if (now.getTime() - row.last_seen_at.getTime() >= lastSeenResolutionMs) {
      await db
        .updateTable('player_session')
        .set({ last_seen_at: now })
        .where('id', '=', row.id)
        .execute();
    }
    return { playerId: row.player_id, sessionId: row.id };
  };

  return {
    async open(playerId, request) {
      const token = newSessionToken();
      const now = clock();
      const row = await db
        .insertInto('player_session')
        .values({
          player_id: playerId,
          token_hash: hashSessionToken(token),
          fingerprint: requestFingerprint(request),
          ip: request.ip,
          user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
          created_at: now,
          last_seen_at: now,
          revoked_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { token, sessionId: row.id };
    },

    resolve(token, request) {
      return resolveLive({ tokenHash: hashSessionToken(token) }, requestFingerprint(request));
    },

    resolveToken(token, fingerprint) {
      return resolveLive({ tokenHash: hashSessionToken(token) }, fingerprint);
    },

    resolveId(sessionId, fingerprint) {
      return resolveLive({ id: sessionId }, fingerprint);
    },

    async revoke(sessionId) {
      const revoked = await db
        .updateTable('player_session')
        .set({ revoked_at: clock() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .returning(['id', 'player_id'])
        .execute();
      announceRevoked(revoked);
    },

    async revokeAll(playerId, keepSessionId) {
      let query = db
        .updateTable('player_session')
        .set({ revoked_at: clock() })
        .where('player_id', '=', playerId)
        .where('revoked_at', 'is', null);
      if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
      announceRevoked(await query.returning(['id', 'player_id']).execute());
    },

    async history(player, { skip, take }) {
      const rows = await db
        .selectFrom('player_session')
        .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent', 'revoked_at'])
        .where('player_id', '=', player.playerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(skip)
        .limit(take)
        .execute();
      const now = clock().getTime();
      return rows.map((row) => ({
        id: row.id,
        startedAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        ip: row.ip,
        device: deviceName(row.user_agent),
        active: row.revoked_at === null && now - row.last_seen_at.getTime() <= sessionIdleLimitMs,
        current: row.id === player.sessionId,
      }));
    },

    onRevoked(listener) {
      // Wrapped so the same function added twice is two subscriptions, each removable once.
      const entry = (revoked: RevokedSessions) => listener(revoked);
      revocationListeners.add(entry);
      return () => {
        revocationListeners.delete(entry);
      };
    },
  };
}
