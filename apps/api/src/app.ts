import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { registerContent } from './content';
import { registerRegistrationForm } from './countries';
import type { DatabaseHandle } from './db';
import { registerHealth } from './health';
import { type LogSettings, loggerOptions, registerErrorHandling } from './http';
import { openMediaLibrary, registerMedia } from './media';
import { registerSite, siteFallback } from './site';

/** What the API is built from; the database is opened (and migrated) by the caller. */
export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Log level and destination, e.g. a stream a test reads. */
  log?: LogSettings;
}

/**
 * The player API and the built site on one Fastify instance, ready to `listen` or to `inject`
 * requests in tests. Closing it leaves the database open.
 */
export async function buildApp({
  config,
  database,
  log,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(config.environment, log) });
  app.decorate('contractChecks', config.environment !== 'production');

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses on the fly at gzip speed; the default 11 is for build-time work.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerErrorHandling(app, { fallback: siteFallback({ siteDir: config.siteDir }) });

  registerHealth(app, { database });
  const media = await openMediaLibrary(config.mediaDir);
  await registerMedia(app, { media });
  registerContent(app, { database, media });
  registerRegistrationForm(app, { database });
  await registerSite(app, { siteDir: config.siteDir });

  return app;
}
