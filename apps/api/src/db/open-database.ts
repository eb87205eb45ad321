import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { inMemoryDataDir } from '../config';
import { type ConnectionCounts, countedDialect } from './counted-dialect';
import type { Database, DatabaseHandle } from './database';

/** Where the database is: a PostgreSQL server, else PGlite under `dataDir`. */
export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `<dataDir>/pglite`; `memory://` keeps them in memory. */
  dataDir: string;
  /** Tables live in this schema (created if missing) instead of `public`; tests use it to isolate. */
  schema?: string | undefined;
  /**
   * PGlite only: start from this copy of a data folder (a `dumpDataDir` tarball) instead of
   * creating an empty one. Tests start from one migrated copy made once per run
   * (`test-database-images.ts`), which skips PGlite's initdb, about 3 s on a 2-core host.
   */
  pgliteImage?: Blob | undefined;
}

const int8TypeId = 20;
const schemaNamePattern = /^[a-z_][a-z0-9_]{0,62}$/;

// Money is bigint minor units: both engines hand int8 back as a JS bigint (pg would give a string,
// PGlite a lossy number), so the same query code behaves the same on either.
const parseInt8 = (value: string) => BigInt(value);

/** Opens the API's database: PostgreSQL when `databaseUrl` is given, else PGlite. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const schema = options.schema ?? 'public';
  if (!schemaNamePattern.test(schema)) {
    throw new Error(`Invalid database schema name "${schema}": use lower-case letters, digits, _`);
  }
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, schema)
    : openPglite(options.dataDir, schema, options.pgliteImage);
}

async function openPostgres(connectionString: string, schema: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: 5_000,
    types: {
      getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
        typeId === int8TypeId && format !== 'binary'
          ? parseInt8
          : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
    },
  });
  const searchPath = CompiledQuery.raw(`set search_path to "${schema}"`);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool,
      // Every pooled connection looks in the same schema, whichever the pool hands out.
      onCreateConnection: async (connection) => {
        await connection.executeQuery(searchPath);
      },
    }),
  });
  try {
    await ensureSchema(db, schema);
  } catch (error) {
    await db.destroy();
    throw new Error('Could not connect to PostgreSQL at DATABASE_URL', { cause: error });
  }
  const ping = pingConnection(connectionString);
  return {
    db,
    kind: 'postgres',
    schema,
    close: async () => {
      await ping.close();
      await db.destroy();
    },
    ping: ping.ping,
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** How long the health checks' own connection waits for the database at most. */
const pingTimeoutMs = 2_000;

/**
 * A connection of the health checks' own, opened on the first ping and again after it failed;
 * pings asked meanwhile share the one under way.
 */
function pingConnection(connectionString: string) {
  let client: pg.Client | undefined;
  let pending: Promise<void> | undefined;
  const drop = () => {
    const old = client;
    client = undefined;
    old?.end().catch(() => undefined);
  };
  const once = async () => {
    if (!client) {
      const opened = new pg.Client({
        connectionString,
        connectionTimeoutMillis: pingTimeoutMs,
        query_timeout: pingTimeoutMs,
      });
      // A connection lost between pings is replaced by the next one.
      opened.on('error', () => {
        if (client === opened) drop();
      });
      client = opened;
      try {
        await opened.connect();
      } catch (error) {
        drop();
        throw error;
      }
    }
    try {
      await client.query('select 1');
    } catch (error) {
      drop();
      throw error;
    }
  };
  return {
    ping(): Promise<void> {
      pending ??= once().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    async close() {
      await pending?.catch(() => undefined);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

// Checked before creating: `create schema if not exists` needs the CREATE privilege on the
// database even when the schema is there, which a production role may rightly lack.
async function ensureSchema(db: Kysely<Database>, schema: string): Promise<void> {
  const found = await sql<{ found: number }>`
    select 1 as found from pg_catalog.pg_namespace where nspname = ${schema}
  `.execute(db);
  if (found.rows.length === 0) {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  }
}

async function openPglite(
  dataDir: string,
  schema: string,
  image: Blob | undefined,
): Promise<DatabaseHandle> {
  let location = inMemoryDataDir;
  if (dataDir !== inMemoryDataDir) {
    location = join(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, {
    parsers: { [int8TypeId]: parseInt8 },
    ...(image && { loadDataDir: image }),
  });
  // PGlite has one connection, so the search path is set once for good.
  await pglite.exec(`create schema if not exists "${schema}"; set search_path to "${schema}";`);
  const counts: ConnectionCounts = { held: 0, waiting: 0 };
  const db = new Kysely<Database>({ dialect: countedDialect(new PGliteDialect(pglite), counts) });
  return {
    db,
    kind: 'pglite',
    schema,
    close: () => db.destroy(),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    listen: (channel, listener) => pglite.listen(channel, listener),
    poolUse: () => ({ total: 1, idle: counts.held > 0 ? 0 : 1, waiting: counts.waiting }),
    // Taken holding the one connection, so no transaction is half done, after a checkpoint: the
    // copy starts as a cleanly stopped database would.
    dumpDataDir: () =>
      db.connection().execute(async (connection) => {
        await sql`checkpoint`.execute(connection);
        return pglite.dumpDataDir('gzip');
      }),
  };
}
