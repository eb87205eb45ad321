import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './app';
import { testChallengeDifficulty } from './challenges/solve-challenge';
import {
  type Config,
  defaultMediaDir,
  developmentChallengeSecret,
  developmentGameWalletSecret,
  developmentSportsbookSecret,
  inMemoryDataDir,
} from './config';
import type { DatabaseHandle } from './db';
import { openTestDatabase } from './db/test-database';
import type { LogSettings } from './http';
import { seedDatabase } from './seed';

/** A configuration for tests: in-memory PGlite, test mode, no site unless given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databaseSchema: undefined,
    dataDir: inMemoryDataDir,
    siteDir: '/nonexistent/zar-site',
    mediaDir: defaultMediaDir,
    environment: 'test',
    operatorToken: undefined,
    gameWalletSecret: developmentGameWalletSecret,
    trustedProxies: [],
    shutdownDrainMs: 0,
    corsOrigins: [],
    frameOrigins: [],
    sportsbookSecret: developmentSportsbookSecret,
    challengeSecret: developmentChallengeSecret,
    sandboxPayments: true,
    publicUrl: undefined,
    smtp: undefined,
    sms: undefined,
    ...overrides,
  };
}

/**
 * The whole API on a fresh migrated and seeded database (unless `seed: false`), for
 * `app.inject`; `close()` ends both.
 */
export async function openTestApp({
  kind = 'pglite',
  config,
  log,
  seed = true,
  app: appOptions = {},
}: {
  kind?: 'pglite' | 'postgres';
  config?: Partial<Config>;
  log?: LogSettings;
  seed?: boolean;
  /**
   * Clock, password hasher, message sender, demo games' wallet, challenge difficulty or the
   * process's lifecycle to use instead of the real ones. Challenges default to
   * `testChallengeDifficulty`: tests solve every one they are asked for, so they stay small.
   */
  app?: Pick<
    BuildAppOptions,
    | 'clock'
    | 'passwordHasher'
    | 'messageSender'
    | 'demoGameWallet'
    | 'challengeDifficulty'
    | 'lifecycle'
  >;
} = {}): Promise<{
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}> {
  const database = await openTestDatabase(kind);
  if (seed) await seedDatabase(database);
  const app = await buildApp({
    config: testConfig(config),
    database,
    challengeDifficulty: testChallengeDifficulty,
    ...appOptions,
    ...(log ? { log } : {}),
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
