import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AliasedExpression, CompiledQuery, ExpressionBuilder, Selectable } from 'kysely';
import type { Database, DatabaseHandle } from '../db';
import {
  ApiError,
  type MaybePromise,
  type PlayerSession,
  type ServerKey,
  whenReady,
} from '../http';
import { deviceName } from './device-name';
import {
  createSessionCache,
  type SessionCacheControl,
  type SessionCacheOptions,
} from './session-cache';

export type { SessionCacheControl };

import type { PlayerSessionTable } from './session-tables';
import { hashSessionToken, newSessionToken } from './session-token';

/** A session unused for this long is over (the player logs in again). */
export const sessionIdleLimitMs = 30 * 24 * 60 * 60_000;
/**
 * A session is over this long after its login however busy it is (the player logs in again), so a
 * token that leaked stops working at the latest then. The idle limit can only end a session
 * sooner once it is shorter than this.
 */
export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;
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

/** A live session and the moment its lifetime ends (`sessionLifetimeMs` after its login). */
export interface LiveSession extends PlayerSession {
  lifetimeEndsAt: Date;
}

/** Sessions that were just revoked, all of one player. */
export interface RevokedSessions {
  playerId: number;
  sessionIds: number[];
}

/**
 * A value of the session's player read in the same statement as the session, e.g. a scalar
 * subquery on `player_session.player_id`, aliased `value`. The statement is compiled once per
 * function and reused, so it may not depend on anything but the session row.
 */
export type SessionRead<T> = (
  eb: ExpressionBuilder<Database, 'player_session'>,
) => AliasedExpression<T, 'value'>;

/** Opens, checks, lists and revokes player sessions. */
export interface SessionStore {
  /** Starts a session for the request's browser; returns the token to hand to the player once. */
  open(playerId: number, request: FastifyRequest): Promise<{ token: string; sessionId: number }>;
  /**
   * The live session of a token used by `request`, or null; at once, without a promise, when the
   * session is cached. Throws (or rejects with) the 401 of a session its time limit just ended.
   */
  resolve(token: string, request: FastifyRequest): MaybePromise<PlayerSession | null>;
  /**
   * `resolve`, reading `read` of the session's player in the same database round trip; the value
   * is only handed out with a live session. At once when both are cached.
   */
  resolveWith<T>(
    token: string,
    request: FastifyRequest,
    read: SessionRead<T>,
  ): MaybePromise<(PlayerSession & { value: T }) | null>;
  /**
   * Session `sessionId` when it is still live for `fingerprint` (see `clientFingerprint`), with
   * the moment its lifetime ends, or null.
   */
  resolveId(sessionId: number, fingerprint: string): Promise<LiveSession | null>;
  /** Ends one session (logout). */
  revoke(sessionId: number): Promise<void>;
  /** Ends every live session of the player except `keepSessionId`. */
  revokeAll(playerId: number, keepSessionId?: number): Promise<void>;
  /** Ends every live session whose session time limit has run out; returns how many. */
  revokeTimedOut(): Promise<number>;
  /** The player's logins, newest first. */
  history(player: PlayerSession, page: { skip: number; take: number }): Promise<SessionEntry[]>;
  /**
   * Calls `listener` after `revoke` or `revokeAll` ended sessions (the hub closes their sockets);
   * it must not throw. Returns the function that removes it.
   */
  onRevoked(listener: (revoked: RevokedSessions) => void): () => void;
  /**
   * The process's cache of sessions and of `resolveWith`'s values. It starts switched off; the
   * hub switches it on while it hears every process's changes (migration 0014 announces them).
   */
  readonly cache: SessionCacheControl;
}

/** Why a call's session ended when the player's own session time limit closed it. */
export const sessionTimeLimitReached = 'serverHttp:sessionTimeLimitReached' satisfies ServerKey;

/** A live session as the store finds it, before it is handed out. */
type Found = PlayerSession & { createdAt: Date };

const withoutValue = ({ playerId, sessionId }: PlayerSession): PlayerSession => ({
  playerId,
  sessionId,
});

/** What deciding whether a session is live reads of it. */
type SessionRow = Pick<
  Selectable<PlayerSessionTable>,
  'id' | 'player_id' | 'fingerprint' | 'created_at' | 'last_seen_at' | 'revoked_at' | 'ends_at'
>;

/** The fingerprint of a request's client: its `fingerprint` header, or see `clientFingerprint`. */
export function requestFingerprint(request: FastifyRequest): string {
  return clientFingerprint(request.headers.fingerprint, request.headers['user-agent']);
}

/**
 * The fingerprint a session is tied to, from the value the client sent (the `fingerprint` header
 * the site sends with every call, SPEC §7, or the hub's query): trimmed, at most 200 characters.
 * A client that sends none still gets one, derived from its user agent (`agent:` and a hash), so
 * a login without a fingerprint is not a token that works with any fingerprint: it works only
 * for calls that send none either, from the same user agent.
 */
export function clientFingerprint(
  sent: string | string[] | null | undefined,
  userAgent: string | undefined,
): string {
  const value = (Array.isArray(sent) ? sent[0] : sent)?.trim();
  if (value) return value.slice(0, 200);
  const agentHash = createHash('sha256')
    .update(userAgent ?? '')
    .digest('base64url');
  return `agent:${agentHash}`;
}

/**
 * Sessions in `player_session`. A token is tied to the fingerprint it logged in with (see
 * `clientFingerprint`): a request carrying another is refused, as a token copied to another
 * browser would be.
 */
export function createSessionStore(
  database: DatabaseHandle,
  clock: () => Date,
  cacheOptions?: SessionCacheOptions,
): SessionStore {
  const { db } = database;
  const revocationListeners = new Set<(revoked: RevokedSessions) => void>();
  const cache = createSessionCache(cacheOptions);

  const announceRevoked = (rows: Array<{ id: number; player_id: number }>) => {
    // Forgotten here before any caller answers; other processes hear it from the database.
    for (const row of rows) cache.forgetSessions(row.player_id);
    // The sweep may end many players' sessions in one statement: one announcement per player.
    const byPlayer = new Map<number, number[]>();
    for (const row of rows) {
      const ids = byPlayer.get(row.player_id);
      if (ids) ids.push(row.id);
      else byPlayer.set(row.player_id, [row.id]);
    }
    for (const [playerId, sessionIds] of byPlayer) {
      for (const listener of revocationListeners) listener({ playerId, sessionIds });
    }
  };

  // Every call of a logged-in player looks its session up, and building that statement with the
  // query builder costs more than running it: it is compiled once per key and `read`, then run
  // with the token's hash (or the session id) in place of a marker parameter.
  const keyMarker = '\u0000session-key';
  const compiledLookups = new Map<string, Map<SessionRead<unknown> | undefined, CompiledQuery>>();
  const lookUp = async <T>(
    key: 'id' | 'token_hash',
    value: number | string,
    read?: SessionRead<T>,
  ): Promise<(SessionRow & { value?: T }) | undefined> => {
    const byRead =
      compiledLookups.get(key) ?? new Map<SessionRead<unknown> | undefined, CompiledQuery>();
    compiledLookups.set(key, byRead);
    let compiled = byRead.get(read);
    if (!compiled) {
      const query = db
        .selectFrom('player_session')
        .select([
          'id',
          'player_id',
          'fingerprint',
          'created_at',
          'last_seen_at',
          'revoked_at',
          'ends_at',
        ])
        .where(key, '=', keyMarker as never);
      compiled = (read ? query.select(read) : query).compile();
      byRead.set(read, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter === keyMarker ? value : parameter,
    );
    const result = await db.executeQuery<SessionRow & { value?: T }>({ ...compiled, parameters });
    return result.rows[0];
  };

  // A token's session (and `read`'s value) from the cache, at once, else from the database,
  // filling the cache with a session that was live when read. Revoked sessions are not kept: a
  // revocation forgets them on every process, and a token that is not cached is read again.
  const lookUpToken = <T>(
    tokenHash: string,
    read?: SessionRead<T>,
  ): MaybePromise<(SessionRow & { value?: T }) | undefined> => {
    const cached = cache.session(tokenHash);
    const value = cached && read ? cache.value(read, cached.player_id) : undefined;
    if (cached && (!read || value))
      return { ...cached, revoked_at: null, value: value?.value as T };
    return readToken(tokenHash, read);
  };
  const readToken = async <T>(
    tokenHash: string,
    read?: SessionRead<T>,
  ): Promise<(SessionRow & { value?: T }) | undefined> => {
    const ticket = cache.ticket();
    const row = await lookUp('token_hash', tokenHash, read);
    if (!row || row.revoked_at !== null) return row;
    const { id, player_id, fingerprint, created_at, last_seen_at, ends_at } = row;
    cache.fillSession(
      tokenHash,
      { id, player_id, fingerprint, created_at, last_seen_at, ends_at },
      ticket,
    );
    if (read) cache.fillValue(read, player_id, row.value ?? null, ticket);
    return row;
  };

  // The one place that says whether a session is live: not revoked, not idle too long, within its
  // lifetime and the player's session time limit, and used from the client (fingerprint) it was
  // opened in. A session opened before every login had a fingerprint has none and is over. A
  // session whose time limit has run out is revoked here, so its
  // sockets close at once; `timedOut` tells the caller why. `read` rides along in the same
  // statement and is handed out only with a live session. A cached session needs no promise
  // unless its last use is to be written.
  const resolveLive = <T = undefined>(
    session: { id: number } | { tokenHash: string },
    fingerprint: string,
    read?: SessionRead<T>,
  ): MaybePromise<(Found & { value: T }) | 'timedOut' | null> =>
    whenReady(
      'id' in session ? lookUp('id', session.id, read) : lookUpToken(session.tokenHash, read),
      (row) => liveSession(row, session, fingerprint),
    );
  const liveSession = <T>(
    row: (SessionRow & { value?: T }) | undefined,
    session: { id: number } | { tokenHash: string },
    fingerprint: string,
  ): MaybePromise<(Found & { value: T }) | 'timedOut' | null> => {
    const now = clock();
    if (!row || row.revoked_at !== null) return null;
    if (now.getTime() - row.last_seen_at.getTime() > sessionIdleLimitMs) return null;
    if (now.getTime() - row.created_at.getTime() >= sessionLifetimeMs) return null;
    if (row.fingerprint !== fingerprint) return null;
    if (row.ends_at !== null && row.ends_at <= now) {
      return revokeWhere((query) => query.where('id', '=', row.id)).then(() => 'timedOut');
    }
    // Without `read` there is no value; T is then undefined.
    const live = {
      playerId: row.player_id,
      sessionId: row.id,
      createdAt: row.created_at,
      value: row.value as T,
    };
    if (now.getTime() - row.last_seen_at.getTime() < lastSeenResolutionMs) return live;
    return markSeen(row.id, session, now).then(() => live);
  };
  const markSeen = async (
    id: number,
    session: { id: number } | { tokenHash: string },
    now: Date,
  ): Promise<void> => {
    await db
      .updateTable('player_session')
      .set({ last_seen_at: now })
      .where('id', '=', id)
      .execute();
    // The cached session is the same object when it came from the cache: it is now seen again.
    const cached = 'tokenHash' in session ? cache.session(session.tokenHash) : undefined;
    if (cached?.id === id) cached.last_seen_at = now;
  };

  type LiveSessions = ReturnType<typeof liveSessions>;
  const liveSessions = () =>
    db.updateTable('player_session').set({ revoked_at: clock() }).where('revoked_at', 'is', null);
  const revokeWhere = async (narrow: (query: LiveSessions) => LiveSessions) => {
    const rows = await narrow(liveSessions()).returning(['id', 'player_id']).execute();
    announceRevoked(rows);
    return rows.length;
  };
  const liveOrNull = async (
    find: () => MaybePromise<Found | 'timedOut' | null>,
  ): Promise<LiveSession | null> => {
    const session = await find();
    if (session === 'timedOut' || session === null) return null;
    const { playerId, sessionId, createdAt } = session;
    return {
      playerId,
      sessionId,
      lifetimeEndsAt: new Date(createdAt.getTime() + sessionLifetimeMs),
    };
  };
  const liveOrTimeLimit = <S>(session: S | 'timedOut' | null): S | null => {
    if (session !== 'timedOut') return session;
    throw new ApiError({
      status: 401,
      code: 'session_time_limit',
      text: sessionTimeLimitReached,
    });
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
          ends_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { token, sessionId: row.id };
    },

    resolve(token, request) {
      return whenReady(
        resolveLive({ tokenHash: hashSessionToken(token) }, requestFingerprint(request)),
        (found) => {
          const session = liveOrTimeLimit(found);
          return session && withoutValue(session);
        },
      );
    },

    resolveWith(token, request, read) {
      return whenReady(
        resolveLive({ tokenHash: hashSessionToken(token) }, requestFingerprint(request), read),
        liveOrTimeLimit,
      );
    },

    resolveId(sessionId, fingerprint) {
      return liveOrNull(() => resolveLive({ id: sessionId }, fingerprint));
    },

    async revoke(sessionId) {
      await revokeWhere((query) => query.where('id', '=', sessionId));
    },

    async revokeAll(playerId, keepSessionId) {
      await revokeWhere((query) => {
        const mine = query.where('player_id', '=', playerId);
        return keepSessionId === undefined ? mine : mine.where('id', '!=', keepSessionId);
      });
    },

    revokeTimedOut() {
      return revokeWhere((query) => query.where('ends_at', '<=', clock()));
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
        active:
          row.revoked_at === null &&
          now - row.last_seen_at.getTime() <= sessionIdleLimitMs &&
          now - row.created_at.getTime() < sessionLifetimeMs,
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

    cache,
  };
}
