import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { inMemoryDataDir } from '../config';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrations';
import { openDatabase } from './open-database';
import type { PgliteImageKind } from './test-database-images';

/** The PostgreSQL server tests use when it answers (DATABASE_URL, else the local `test` database). */
export const postgresTestUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Null when the test PostgreSQL answers, else why not (shown in the skipped suite's name). */
export async function postgresUnavailableReason(url = postgresTestUrl): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    const safeUrl = url.replace(/\/\/[^@/]*@/, '//');
    return `PostgreSQL not reachable at ${safeUrl}: ${error instanceof Error ? error.message : error}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A fresh database for one test: PGlite in memory, or a new PostgreSQL schema that `close()`
 * drops again. Migrated unless `migrate: false`.
 */
export async function openTestDatabase(
  kind: 'pglite' | 'postgres',
  { migrate = true }: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  if (kind === 'postgres') {
    const database = await openIsolatedPostgres();
    if (migrate) await migrateToLatest(database);
    return database;
  }
  // The run's copies of a new and a migrated PGlite (test-database-images.ts), where the test
  // project set them up; else a new one, migrated here.
  const image = await pgliteImage(migrate ? 'migrated' : 'empty');
  const database = await openDatabase({ dataDir: inMemoryDataDir, pgliteImage: image });
  if (migrate && !image) await migrateToLatest(database);
  return database;
}

async function openIsolatedPostgres(): Promise<DatabaseHandle> {
  const schema = `zar_test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({
    databaseUrl: postgresTestUrl,
    dataDir: inMemoryDataDir,
    schema,
  });
  return {
    ...database,
    async close() {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    },
  };
}

const gzipType = 'application/x-gzip';
const loaded = new Map<PgliteImageKind, Promise<Blob>>();

/**
 * This run's copy of a new (`empty`) or migrated PGlite data folder, read once per test file; or
 * undefined where the test project has no such setup (its databases are then created anew).
 */
export async function pgliteImage(kind: PgliteImageKind): Promise<Blob | undefined> {
  const path = inject('zarPgliteImages')?.[kind];
  if (!path) return undefined;
  let image = loaded.get(kind);
  if (!image) {
    image = readFile(path).then((bytes) => new Blob([bytes], { type: gzipType }));
    loaded.set(kind, image);
  }
  return image;
}
