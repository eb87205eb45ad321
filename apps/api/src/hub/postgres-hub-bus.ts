import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import * as z from 'zod';
import type { DatabaseHandle } from '../db';
import { type HubBus, type HubEvent, hubEvent } from './hub-bus';

/** Options of the PostgreSQL bus. */
export interface PostgresHubBusOptions {
  /** Where the dedicated LISTEN connection goes: the database of `database`. */
  connectionString: string;
  database: DatabaseHandle;
  /** Receives every event published by any process, in commit order. */
  deliver(event: HubEvent): void;
  /** The listener got its connection back after losing it: events in between were missed. */
  onResync(): void;
  log: FastifyBaseLogger;
}

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (in its default configuration).
const maxNotifyBytes = 7999;
const firstRetryMs = 1000;
const lastRetryMs = 30_000;
// Stored messages are read back within milliseconds; older ones only linger after a crash.
const storedMessageLifetime = sql`interval '1 minute'`;

const storedKey = z.object({ key: z.string().regex(/^\d+$/) });

/** The NOTIFY channel of a schema, so isolated test schemas on one server never hear each other. */
export function hubChannel(schema: string): string {
  return schema === 'public' ? 'frnotify' : `frnotify_${schema}`;
}

/**
 * The bus between API processes on one PostgreSQL: each process keeps one dedicated connection
 * that LISTENs on the schema's channel, and publishing is a `pg_notify`. An event too large for a
 * notify payload is stored in `hub_message` and the notify carries its key. A lost listener
 * reconnects with back-off up to 30 s, then calls `onResync`.
 */
export async function createPostgresHubBus({
  connectionString,
  database,
  deliver,
  onResync,
  log,
}: PostgresHubBusOptions): Promise<HubBus> {
  const { db } = database;
  const channel = hubChannel(database.schema);
  let listener: pg.Client | undefined;
  let closed = false;
  let retryDelay = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  // Stored events are read back asynchronously; the queue keeps every event in arrival order.
  let arrivals = Promise.resolve();

  const decode = async (payload: string): Promise<HubEvent | null> => {
    let json: unknown = JSON.parse(payload);
    const stored = storedKey.safeParse(json);
    if (stored.success) {
      const row = await db
        .selectFrom('hub_message')
        .select('payload')
        .where('id', '=', BigInt(stored.data.key))
        .executeTakeFirst();
      if (!row) return null;
      json = JSON.parse(row.payload);
    }
    const event = hubEvent.safeParse(json);
    return event.success ? event.data : null;
  };

  const arrive = (payload: string) => {
    arrivals = arrivals.then(async () => {
      try {
        const event = await decode(payload);
        if (event) deliver(event);
        else log.warn('Hub notify ignored: not a hub event');
      } catch (error) {
        log.error({ err: error }, 'Hub notify could not be delivered');
      }
    });
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (closed || client !== listener) return;
    log.warn({ err: error }, 'Hub listener lost its PostgreSQL connection; reconnecting');
    listener = undefined;
    client.end().catch(() => undefined);
    scheduleRetry();
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload) arrive(notification.payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
  };

  function scheduleRetry() {
    retryTimer = setTimeout(async () => {
      try {
        await listen();
        if (closed) {
          await listener?.end();
          return;
        }
        retryDelay = firstRetryMs;
        log.info('Hub listener reconnected');
        onResync();
      } catch (error) {
        log.warn({ err: error }, 'Hub listener could not reconnect');
        retryDelay = Math.min(retryDelay * 2, lastRetryMs);
        scheduleRetry();
      }
    }, retryDelay);
    retryTimer.unref();
  }

  await listen();

  return {
    async publish(event) {
      let payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > maxNotifyBytes) {
        await db
          .deleteFrom('hub_message')
          .where('created_at', '<', sql<Date>`now() - ${storedMessageLifetime}`)
          .execute();
        const row = await db
          .insertInto('hub_message')
          .values({ payload })
          .returning('id')
          .executeTakeFirstOrThrow();
        payload = JSON.stringify({ key: String(row.id) });
      }
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      await client?.end();
      await arrivals;
    },
  };
}
