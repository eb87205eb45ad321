import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { DatabaseHandle } from '../db';
import type { SessionStore } from '../sessions';
import { createConnectionRegistry } from './connection-registry';
import { createLocalHubBus, type HubBus, type HubEvent } from './hub-bus';
import { type HubTimings, openHubConnection } from './hub-connection';
import { authenticateHub } from './hub-credentials';
import { invocationRecord } from './hub-protocol';
import { createHubPublisher, type HubPublisher } from './hub-publisher';
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
  // The session cache is on only while this process hears every change of sessions and wallets,
  // which database triggers announce (migration 0014): on PostgreSQL while the listener is
  // connected, on PGlite (one process) always; never on PostgreSQL without the listener.
  const forget = ({ kind, playerId }: CacheInvalidation) => {
    if (kind === 'balance') sessions.cache.forgetValues(playerId);
    else sessions.cache.forgetSessions(playerId);
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
      },
      onLost: () => sessions.cache.suspend(),
      onInvalidation: forget,
      log,
    });
    sessions.cache.resume();
  } else {
    bus = createLocalHubBus(deliver);
    if (database.listen) {
      unlisten = await database.listen(hubChannel(database.schema), (payload) => {
        const invalidation = cacheInvalidation(payload);
        if (invalidation) forget(invalidation);
      });
      sessions.cache.resume();
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
  const hub: NotifyHub = {
    ...publisher,
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
