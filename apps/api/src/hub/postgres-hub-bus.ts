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
  /** The listener lost its connection: from now until `onResync`, events may be missed. */
  onLost?(): void;
  /** A change a trigger announced (migration 0014), as soon as it arrives. */
  onInvalidation?(invalidation: CacheInvalidation): void;
  log: FastifyBaseLogger;
}

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (in its default configuration).
const maxNotifyBytes = 7999;
const firstRetryMs = 1000;
const lastRetryMs = 30_000;
// Stored messages are read back within milliseconds; older ones only linger after a crash.
const storedMessageLifetime = sql`interval '1 minute'`;

/** What a database trigger says changed: a player's balance, or a player's sessions. */
export interface CacheInvalidation {
  kind: 'balance' | 'sessions';
  playerId: number;
}

const invalidationPayload = /^~(balance|sessions):(\d+)$/;

/** The change a trigger's notify payload (`~balance:42`) announces, or null for a hub event. */
export function cacheInvalidation(payload: string): CacheInvalidation | null {
  const match = invalidationPayload.exec(payload);
  if (!match) return null;
  return { kind: match[1] as CacheInvalidation['kind'], playerId: Number(match[2]) };
}

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
  onLost = () => {},
  onInvalidation = () => {},
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
  let arrivalsWaiting = 0;

  const decodeOne = async (json: unknown): Promise<HubEvent | null> => {
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
    arrivalsWaiting += 1;
    arrivals = arrivals.then(async () => {
      arrivalsWaiting -= 1;
      try {
        const json: unknown = JSON.parse(payload);
        for (const item of Array.isArray(json) ? json : [json]) {
          const event = await decodeOne(item);
          if (event) deliver(event);
          else log.warn('Hub notify ignored: not a hub event');
        }
      } catch (error) {
        log.error({ err: error }, 'Hub notify could not be delivered');
      }
    });
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (closed || client !== listener) return;
    log.warn({ err: error }, 'Hub listener lost its PostgreSQL connection; reconnecting');
    listener = undefined;
    onLost();
    client.end().catch(() => undefined);
    scheduleRetry();
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client.on('notification', (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      // Invalidations skip the queue: a cached value must go before anything else is answered.
      const invalidation = cacheInvalidation(notification.payload);
      if (invalidation) onInvalidation(invalidation);
      else arrive(notification.payload);
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

  // An event too large for a notify payload is stored; the notify carries its key.
  const store = async (payload: string): Promise<string> => {
    await db
      .deleteFrom('hub_message')
      .where('created_at', '<', sql<Date>`now() - ${storedMessageLifetime}`)
      .execute();
    const row = await db
      .insertInto('hub_message')
      .values({ payload })
      .returning('id')
      .executeTakeFirstOrThrow();
    return JSON.stringify({ key: String(row.id) });
  };

  await listen();

  return {
    backlog: () => arrivalsWaiting,
    async publish(events) {
      const payloads = await packPayloads(events, store);
      if (payloads.length === 0) return;
      // One statement, one transaction: the notifies arrive in this order. (PostgreSQL delivers
      // identical payloads of one transaction once, which only drops a push that repeats itself.)
      // The payloads go as one JSON array: a text[] parameter is escaped element by element in
      // JavaScript, which for a broadcast's megabytes cost more than the statement itself.
      await sql`
        select pg_notify(${channel}, payload)
        from json_array_elements_text(${JSON.stringify(payloads)}::json) as payload
      `.execute(db);
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

/**
 * The notify payloads carrying `events` in order: consecutive events share one payload, a JSON
 * array, as long as it fits (a broadcast to 10,000 players is a few hundred notifies, not 10,000);
 * one event alone is its JSON object, as before; one too large goes through `store`.
 */
async function packPayloads(
  events: readonly HubEvent[],
  store: (payload: string) => Promise<string>,
): Promise<string[]> {
  const payloads: string[] = [];
  let pack: string[] = [];
  let packBytes = 1;
  const close = () => {
    if (pack.length === 1) payloads.push(pack[0] as string);
    else if (pack.length > 1) payloads.push(`[${pack.join(',')}]`);
    pack = [];
    packBytes = 1;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = Buffer.byteLength(json);
    if (bytes + 2 > maxNotifyBytes) {
      close();
      payloads.push(await store(json));
      continue;
    }
    if (packBytes + bytes + 1 > maxNotifyBytes) close();
    pack.push(json);
    packBytes += bytes + 1;
  }
  close();
  return payloads;
}
