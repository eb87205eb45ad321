import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db';
import type { Lifecycle } from './lifecycle';
import { seedDatabase } from './seed';

async function start(): Promise<void> {
  const config = loadConfig();
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
  });
  const lifecycle: Lifecycle = { stopping: false };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateToLatest(database);
    await seedDatabase(database);
    app = await buildApp({ config, database, lifecycle });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }

  const { port } = app.server.address() as AddressInfo;
  process.stdout.write(
    `Zar is running at http://${config.host}:${port}/ (database: ${database.kind})\n`,
  );

  const running = app;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C means "now".
      process.exit(1);
    }
    stopping = true;
    const drainMs = config.shutdownDrainMs;
    running.log.info({ signal, drainMs }, 'Stopping');
    try {
      // Still serving, but not ready: the balancer's health check takes this process out of
      // rotation before it stops listening, so no request is sent to a closing port.
      lifecycle.stopping = true;
      if (drainMs > 0) await new Promise((wake) => setTimeout(wake, drainMs));
      // Stops listening, answers the requests it took, tells hub sockets to reconnect to another
      // process (allowReconnect), then the database closes.
      await running.close();
      await database.close();
    } catch (error) {
      running.log.error({ err: error }, 'Could not stop cleanly');
      process.exitCode = 1;
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

start().catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  process.stderr.write(`Zar could not start: ${reason}${cause}\n`);
  process.exitCode = 1;
});
