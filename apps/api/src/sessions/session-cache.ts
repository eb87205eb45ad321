/** What deciding whether a session is live reads of it, as the cache keeps it. */
export interface CachedSession {
  id: number;
  player_id: number;
  fingerprint: string | null;
  created_at: Date;
  last_seen_at: Date;
  ends_at: Date | null;
}

/** Bounds of the cache; the defaults suit one API process. */
export interface SessionCacheOptions {
  /** Sessions kept, least recently used dropped first. */
  maxSessions?: number;
  /** Values (e.g. balances) kept per read, least recently used dropped first. */
  maxValues?: number;
  /** An entry older than this is read again, however quiet the invalidations were. */
  ttlMs?: number;
}

/** What the rest of the app does with the session cache. */
export interface SessionCacheControl {
  /** The player's sessions changed elsewhere than `revoke`/`revokeAll` (e.g. their time limit). */
  forgetSessions(playerId: number): void;
  /** What `resolveWith` reads of the player changed (the wallet): read it again. */
  forgetValues(playerId: number): void;
  /** Switches the cache on, empty: every change of sessions and wallets reaches this process. */
  resume(): void;
  /** Empties the cache and switches it off: changes could be missed. */
  suspend(): void;
  readonly enabled: boolean;
  /** How many sessions and values are kept. */
  size(): { sessions: number; values: number };
}

/**
 * Sessions by token hash and per-player values (the balance) of one API process, so a logged-in
 * call usually touches no database. It starts switched off: whoever can hear every change of
 * sessions and wallets, from every process, switches it on (`resume`) and off again when it
 * cannot (`suspend`). A fill carries the ticket taken before its read: a player forgotten in
 * between is not filled with what may be the value from before the change.
 */
export interface SessionCache extends SessionCacheControl {
  /** The cached session of a token hash, or undefined (also when switched off). */
  session(tokenHash: string): CachedSession | undefined;
  /** The cached value of `read` for the player, in a box (the value may be null), or undefined. */
  value(read: unknown, playerId: number): { value: unknown } | undefined;
  /** Taken before reading what is then filled in. */
  ticket(): number;
  fillSession(tokenHash: string, session: CachedSession, ticket: number): void;
  fillValue(read: unknown, playerId: number, value: unknown, ticket: number): void;
}

interface Entry<T> {
  item: T;
  filledAt: number;
}

/** A `Map` in least-recently-used order, bounded to `max` entries. */
class LruMap<K, T> {
  readonly #entries = new Map<K, Entry<T>>();
  constructor(
    readonly max: number,
    readonly onEvict: (key: K, item: T) => void = () => {},
  ) {}

  get(key: K, now: number, ttlMs: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (now - entry.filledAt >= ttlMs) {
      this.onEvict(key, entry.item);
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.item;
  }

  set(key: K, item: T, now: number): void {
    this.delete(key);
    this.#entries.set(key, { item, filledAt: now });
    if (this.#entries.size <= this.max) return;
    const oldest = this.#entries.keys().next().value as K;
    this.delete(oldest);
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.onEvict(key, entry.item);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

const defaults = { maxSessions: 50_000, maxValues: 50_000, ttlMs: 30_000 };

export function createSessionCache(
  options: SessionCacheOptions = {},
  now: () => number = Date.now,
): SessionCache {
  const { maxSessions, maxValues, ttlMs } = { ...defaults, ...options };
  let enabled = false;
  // The token hashes of each player's cached sessions, to forget them by player.
  const hashesOfPlayer = new Map<number, Set<string>>();
  const sessions = new LruMap<string, CachedSession>(maxSessions, (tokenHash, session) => {
    const hashes = hashesOfPlayer.get(session.player_id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) hashesOfPlayer.delete(session.player_id);
  });
  const values = new Map<unknown, LruMap<number, { value: unknown }>>();

  // Tickets: `generation` counts forgets; `forgotten` holds the generation of each player's latest
  // one (bounded: what it drops raises `floor`, so an older ticket is refused for everyone).
  let generation = 0;
  let floor = 0;
  const forgotten = new Map<number, number>();
  const maxForgotten = 10_000;
  const stamp = (playerId: number) => {
    generation += 1;
    forgotten.delete(playerId);
    forgotten.set(playerId, generation);
    if (forgotten.size <= maxForgotten) return;
    const [oldest, oldestGeneration] = forgotten.entries().next().value as [number, number];
    forgotten.delete(oldest);
    floor = oldestGeneration;
  };
  const fillable = (playerId: number, ticket: number) =>
    enabled && ticket >= floor && (forgotten.get(playerId) ?? floor) <= ticket;
  const clear = () => {
    generation += 1;
    floor = generation;
    forgotten.clear();
    sessions.clear();
    hashesOfPlayer.clear();
    values.clear();
  };

  return {
    session(tokenHash) {
      return enabled ? sessions.get(tokenHash, now(), ttlMs) : undefined;
    },
    value(read, playerId) {
      return enabled ? values.get(read)?.get(playerId, now(), ttlMs) : undefined;
    },
    ticket: () => generation,
    fillSession(tokenHash, session, ticket) {
      if (!fillable(session.player_id, ticket)) return;
      sessions.set(tokenHash, session, now());
      const hashes = hashesOfPlayer.get(session.player_id) ?? new Set<string>();
      hashes.add(tokenHash);
      hashesOfPlayer.set(session.player_id, hashes);
    },
    fillValue(read, playerId, value, ticket) {
      if (!fillable(playerId, ticket)) return;
      let byPlayer = values.get(read);
      if (!byPlayer) {
        byPlayer = new LruMap(maxValues);
        values.set(read, byPlayer);
      }
      byPlayer.set(playerId, { value }, now());
    },
    forgetSessions(playerId) {
      stamp(playerId);
      for (const tokenHash of hashesOfPlayer.get(playerId) ?? []) sessions.delete(tokenHash);
    },
    forgetValues(playerId) {
      stamp(playerId);
      for (const byPlayer of values.values()) byPlayer.delete(playerId);
    },
    resume() {
      clear();
      enabled = true;
    },
    suspend() {
      enabled = false;
      clear();
    },
    get enabled() {
      return enabled;
    },
    size() {
      let valueCount = 0;
      for (const byPlayer of values.values()) valueCount += byPlayer.size;
      return { sessions: sessions.size, values: valueCount };
    },
  };
}
