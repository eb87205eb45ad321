import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, inMemoryDataDir } from './config';
import type { DatabaseHandle } from './db';
import { openTestDatabase } from './db/test-database';
import type { LogSettings } from './http';

/** A configuration for tests: in-memory PGlite, test mode, no site unless given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: inMemoryDataDir,
    siteDir: '/nonexistent/zar-site',
    environment: 'test',
    ...overrides,
  };
}

/** The whole API on a fresh migrated database, for `app.inject`; `close()` ends both. */
export async function openTestApp({
  kind = 'pglite',
  config,
  log,
}: {
  kind?: 'pglite' | 'postgres';
  config?: Partial<Config>;
  log?: LogSettings;
} = {}): Promise<{
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}> {
  const database = await openTestDatabase(kind);
  const app = await buildApp({ config: testConfig(config), database, ...(log ? { log } : {}) });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
