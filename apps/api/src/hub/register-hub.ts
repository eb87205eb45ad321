import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { WebSocketServer } from 'ws';
import type { DatabaseHandle } from '../db';
import type { SessionStore } from '../sessions';
import { createConnectionRegistry } from './connection-registry';
import { createLocalHubBus, type HubBus, type HubEvent } from './hub-bus';
import { type HubTimings, openHubConnection } from './hub-connection';
import { authenticateHub } from './hub-credentials';
import { invocationRecord } from './hub-protocol';
import { balancePush, createHubPublisher, type HubPublisher } from './hub-publisher';
import { registerHubTicket } from './hub-ticket-endpoint';
import { createHubTickets } from './hub-tickets';
import { handleHubUpgrades } from './hub-upgrade';
import {
  type CacheInvalidation,
  cacheInvalidation,
  createPostgresHubBus,
  hubChannel,
} from './postgres-hub-bus';

/** Where the notification hub listens. */
export const hubPath = '/hub/frnotify';

/** The client method every push invokes (DESIGN "Real time"). */
export const notifyMessageTarget = 'NotifyMessage';

/** ASP.NET's defaults, which SPEC §9's client settings (30 s server timeout) rely on. */
export const defaultHubTimings: HubTimings = {
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
};

/** The tick of the hub's clocks: 1 s as ASP.NET's, finer when a test shortens the timings. */
function heartbeatMs({ keepAliveIntervalMs, clientTimeoutMs, handshakeTimeoutMs }: HubTimings) {
  return Math.max(
    10,
    Math.min(1000, keepAliveIntervalMs / 4, clientTimeoutMs / 4, handshakeTimeoutMs / 4),
  );
}

// Client messages are pings, Close and the odd invocation; nothing legitimate comes near this.
const maxClientMessageBytes = 64 * 1024;
/**
 * Sockets one session (one login in one browser) may hold open on one API process: one per tab,
 * and more tabs than anyone keeps open at once. The next is refused after its handshake, with no
 * reconnect (issue 20: 3,000 sockets were accepted on one session).
 */
export const maxSocketsPerSession = 10;
/** The Close error of a socket past `maxSocketsPerSession`. */
export const tooManySocketsError = `Too many connections for this session (at most ${maxSocketsPerSession}).`;
/** The Close error of a socket whose session ended (logout, revocation, lifetime). */
const sessionEndedError = 'Session ended.';
// How long a closing app waits for clients to answer its Close before cutting them off.
const closeGraceMs = 1000;

/** The hub as the rest of the app sees it. */
export interface NotifyHub extends HubPublisher {
  /**
   * A player's wallet changed (a committed ledger post). The database announces such a change to
   * every process (the wallet trigger), and the process holding the player's sockets reads and
   * pushes the balance when the announcement comes. `announced: false` says the writer kept the
   * trigger quiet (a decided round, migration 0025): this announces it, in batches, after the
   * commit. While this process does not hear the announcements, it also reads the balance here and
   * publishes it to every process, as before.
   */
  balanceChanged(playerId: number, change?: { announced: boolean }): Promise<void>;
  /** Asks every client of this process to reconnect, e.g. to move them off before a restart. */
  reconnectAll(): void;
  /** How many clients are connected to this process. */
  connectionCount(): number;
  /** Pushes not yet sent to this process's sockets: waiting to be published, or heard (`/metrics`). */
  pushBacklog(): number;
  /** Bytes written to this process's sockets that their clients have not read yet. */
  bufferedBytes(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes to players' notification sockets; set by `registerHub`. */
    notifyHub: NotifyHub;
  }
}

/** What the hub is built from. */
export interface HubOptions {
  database: DatabaseHandle;
  sessions: SessionStore;
  clock: () => Date;
  /**
   * The PostgreSQL connection string of `database`: with it, API processes on one PostgreSQL share
   * pushes and session ends through LISTEN/NOTIFY; without it (PGlite) they stay in this process.
   */
  databaseUrl: string | undefined;
  timings?: Partial<HubTimings>;
}

/**
 * The real-time hub at `/hub/frnotify` (SignalR JSON hub protocol over WebSocket) and
 * GET /api/customer/hubticket. Sockets of a session close as soon as it is revoked (logout,
 * password change), on any process. Sessions must be registered first. Decorates the app with
 * `notifyHub` and returns it.
 */
export async function registerHub(
  app: FastifyInstance,
  { database, sessions, clock, databaseUrl, timings: timingOverrides = {} }: HubOptions,
): Promise<NotifyHub> {
  const log = app.log.child({ component: 'hub' });
  const timings = { ...defaultHubTimings, ...timingOverrides };
  const registry = createConnectionRegistry();
  const reconnectAll = () => registry.closeAll({ allowReconnect: true });

  const deliver = (event: HubEvent) => {
    if (event.kind === 'revoked') {
      registry.closeSessions(event.playerId, event.sessionIds, { error: sessionEndedError });
      return;
    }
    // Every process hears every push: most are for players connected elsewhere, and cost nothing.
    if (event.playerId !== null && !registry.hasPlayer(event.playerId)) return;
    const records = invocationRecord(notifyMessageTarget, [event.command, event.message]);
    if (event.playerId === null) registry.sendToAll(records);
    else registry.sendToPlayer(event.playerId, records);
  };
  /**
   * Whether this process hears every wallet change the database announces (the wallet trigger of
   * migration 0014, on every process, the writer's too): then each process pushes the balance to
   * its own sockets of the player, one read per change for a connected player and none for the
   * others, and nothing is published (issue 26: a spin's balance publish was a read and a
   * `pg_notify` more per spin, for players connected nowhere too).
   */
  let hearsWallets = false;
  /** Players whose balance is being read for their sockets; true: changed again meanwhile. */
  const balanceReads = new Map<number, boolean>();
  async function pushBalance(playerId: number): Promise<void> {
    if (balanceReads.has(playerId)) {
      balanceReads.set(playerId, true);
      return;
    }
    try {
      // One read at a time per player, and one more after it when the balance changed during
      // it: the last push carries the last balance, and a burst of changes costs two reads.
      do {
        balanceReads.set(playerId, false);
        if (!registry.hasPlayer(playerId)) break;
        const { command, message } = await balancePush(database, playerId);
        registry.sendToPlayer(
          playerId,
          invocationRecord(notifyMessageTarget, [command, JSON.stringify(message)]),
        );
      } while (balanceReads.get(playerId));
    } catch (error) {
      log.warn({ err: error, playerId }, 'Hub could not read a balance to push');
    } finally {
      balanceReads.delete(playerId);
    }
  }
  // The session cache is on only while this process hears every change of sessions and wallets,
  // which database triggers announce (migration 0014): on PostgreSQL while the listener is
  // connected, on PGlite (one process) always; never on PostgreSQL without the listener.
  const forget = ({ kind, playerId }: CacheInvalidation) => {
    if (kind === 'balance') {
      sessions.cache.forgetValues(playerId);
      if (hearsWallets && registry.hasPlayer(playerId)) void pushBalance(playerId);
    } else {
      sessions.cache.forgetSessions(playerId);
    }
  };
  let unlisten = async () => {};
  let bus: HubBus;
  if (database.kind === 'postgres' && databaseUrl) {
    bus = await createPostgresHubBus({
      connectionString: databaseUrl,
      database,
      deliver,
      onResync: () => {
        // Pushes were missed while the listener was away: reconnecting clients refetch.
        reconnectAll();
        sessions.cache.resume();
        hearsWallets = true;
      },
      onLost: () => {
        sessions.cache.suspend();
        hearsWallets = false;
      },
      onInvalidation: forget,
      log,
    });
    sessions.cache.resume();
    hearsWallets = true;
  } else {
    bus = createLocalHubBus(deliver);
    if (database.listen) {
      unlisten = await database.listen(hubChannel(database.schema), (payload) => {
        const invalidation = cacheInvalidation(payload);
        if (invalidation) forget(invalidation);
      });
      sessions.cache.resume();
      hearsWallets = true;
    }
  }

  const tickets = createHubTickets(database, sessions, clock);
  registerHubTicket(app, { tickets });

  const stopWatchingSessions = sessions.onRevoked(({ playerId, sessionIds }) => {
    bus.publish([{ kind: 'revoked', playerId, sessionIds }]).catch((error: unknown) => {
      log.error({ err: error }, 'Hub could not publish ended sessions');
    });
  });

  // One timer runs every connection's clocks, as ASP.NET's heartbeat does: a timer or three per
  // socket cost 10,000 sockets memory and a timer-list update on every message sent. It also ends
  // the sockets of sessions whose lifetime is over, by the app's clock as the sessions read it.
  const connectionOptions = { timings, onClosed: registry.remove, log };
  const heartbeat = setInterval(() => {
    const now = Date.now();
    const sessionTime = clock().getTime();
    for (const connection of registry.all()) {
      if (connection.session.lifetimeEndsAt.getTime() <= sessionTime) {
        connection.close({ error: sessionEndedError });
      } else {
        connection.tick(now);
      }
    }
  }, heartbeatMs(timings));
  heartbeat.unref();

  const server = new WebSocketServer({
    noServer: true,
    maxPayload: maxClientMessageBytes,
    perMessageDeflate: false,
  });
  handleHubUpgrades(app, {
    path: hubPath,
    server,
    authenticate: (credentials) => authenticateHub(credentials, { tickets }),
    accept: (socket, session) => {
      const full = registry.sessionSize(session.sessionId) >= maxSocketsPerSession;
      if (full) log.info({ playerId: session.playerId }, 'Hub connection refused: too many');
      registry.add(
        openHubConnection(socket, session, connectionOptions, full ? tooManySocketsError : null),
      );
    },
    log,
  });

  // Upgraded sockets would keep the HTTP server from closing: clients are told to reconnect
  // (to another process), and whoever has not hung up after the grace period is cut off.
  app.addHook('preClose', async () => {
    reconnectAll();
    const sockets = [...server.clients];
    const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    const grace = new Promise((resolve) => setTimeout(resolve, closeGraceMs).unref());
    await Promise.race([Promise.all(closed), grace]);
    for (const socket of server.clients) socket.terminate();
  });
  app.addHook('onClose', async () => {
    sessions.cache.suspend();
    // The database may be closed already (a test, a failed start); there is nothing left to stop.
    await unlisten().catch(() => undefined);
    clearInterval(heartbeat);
    stopWatchingSessions();
    await bus.close();
    server.close();
  });

  const publisher = createHubPublisher(bus, log);
  /**
   * Wallet changes whose writers kept the trigger quiet, announced as the trigger would
   * (`~balance:<id>` on the schema's channel, heard by every process, this one included) but
   * outside their commits and many at once: PostgreSQL lets one notifying transaction commit at a
   * time, so a notify in every round's commit made the rounds take turns (issue 26: the round's
   * SQL alone ran at 2,080 a second with it, 3,630 without). Changes arriving while a batch is
   * being sent go in the next one. A process that dies between a round's commit and its
   * announcement leaves other processes a cached balance until the cache's 30 s expire.
   */
  const channel = hubChannel(database.schema);
  let unannounced: Set<number> | null = null;
  let announced: Promise<void> = Promise.resolve();
  const announce = (playerId: number): Promise<void> => {
    if (unannounced) {
      unannounced.add(playerId);
      return announced;
    }
    const batch = new Set([playerId]);
    unannounced = batch;
    const previous = announced;
    announced = (async () => {
      await previous;
      unannounced = null;
      try {
        await sql`
          select pg_notify(${channel}, '~balance:' || id)
          from json_array_elements_text(${JSON.stringify([...batch])}::json) as id
        `.execute(database.db);
      } catch (error) {
        log.error({ err: error, players: batch.size }, 'Hub could not announce balance changes');
      }
    })();
    return announced;
  };

  const hub: NotifyHub = {
    ...publisher,
    async balanceChanged(playerId, { announced: byDatabase } = { announced: true }) {
      const announcing = byDatabase ? undefined : announce(playerId);
      if (!hearsWallets) {
        await publisher.toPlayer(playerId, await balancePush(database, playerId));
      }
      await announcing;
    },
    reconnectAll,
    connectionCount: registry.size,
    pushBacklog: () => publisher.backlog() + (bus.backlog?.() ?? 0),
    bufferedBytes() {
      let bytes = 0;
      for (const connection of registry.all()) bytes += connection.bufferedBytes();
      return bytes;
    },
  };
  app.decorate('notifyHub', hub);
  return hub;
}
