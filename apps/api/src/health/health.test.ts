import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrations } from '../db';
import { postgresUnavailableReason } from '../db/test-database';
import { openTestApp } from '../test-app';
import { apiVersion } from '../version';

const postgresSkipReason = await postgresUnavailableReason();
if (postgresSkipReason) console.warn(`Skipping PostgreSQL health tests: ${postgresSkipReason}`);

const engines = [
  { kind: 'pglite' as const, skipReason: null },
  { kind: 'postgres' as const, skipReason: postgresSkipReason },
];

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

for (const { kind, skipReason } of engines) {
  const title = skipReason
    ? `GET /api/health on ${kind} (skipped: ${skipReason})`
    : `GET /api/health on ${kind}`;

  describe.skipIf(skipReason !== null)(title, () => {
    it(`answers ok with database ${kind}`, async () => {
      const testApp = await openTestApp({ kind });
      close = testApp.close;

      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: null,
        data: {
          status: 'ok',
          database: kind,
          version: apiVersion,
          uptimeSeconds: expect.any(Number),
        },
      });
    });
  });
}

describe('GET /api/health/live and /api/health/ready', () => {
  it('is live, and ready only once the newest migration is applied', async () => {
    const testApp = await openTestApp({ seed: false });
    close = testApp.close;
    const { app, database } = testApp;
    const get = (url: string) => app.inject({ method: 'GET', url });

    // As if the API had not finished migrating: the newest migration is not recorded yet.
    const newest = Object.keys(migrations).sort().at(-1) ?? '';
    const applied = await sql<{ name: string; timestamp: string }>`
      delete from kysely_migration where name = ${newest} returning name, timestamp
    `.execute(database.db);
    expect(applied.rows).toHaveLength(1);

    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const early = await get('/api/health/ready');
    expect(early.statusCode).toBe(503);
    expect(early.json()).toEqual({ status: 'unavailable', reason: 'migrations' });

    const [row] = applied.rows;
    await sql`insert into kysely_migration (name, timestamp) values (${row?.name}, ${row?.timestamp})`.execute(
      database.db,
    );
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'pglite' });

    await database.close();
    const closed = await get('/api/health/ready');
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toEqual({ status: 'unavailable', reason: 'database' });
    expect((await get('/api/health/live')).statusCode).toBe(200);
    close = () => app.close();
  });
});

describe('GET /api/health/ready while the process stops', () => {
  it('turns 503 once SIGTERM came, while the process still answers everything else', async () => {
    const lifecycle = { stopping: false };
    const testApp = await openTestApp({ seed: false, app: { lifecycle } });
    close = testApp.close;
    const get = (url: string) => testApp.app.inject({ method: 'GET', url });
    expect((await get('/api/health/ready')).statusCode).toBe(200);

    lifecycle.stopping = true;
    const draining = await get('/api/health/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'unavailable', reason: 'stopping' });
    expect((await get('/api/health/live')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 with a failure envelope when the database does not answer', async () => {
    const lines: string[] = [];
    const { app, database } = await openTestApp({
      log: { stream: { write: (line) => lines.push(line) } },
    });
    close = () => app.close();
    await database.close();

    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { locale: 'en' },
    });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: 'The database cannot be reached right now.',
      data: null,
    });
    expect(lines.join('')).toContain('database_unavailable');
  });
});

describe.skipIf(postgresSkipReason !== null)(
  'GET /api/health/ready on PostgreSQL while every pooled connection is busy',
  () => {
    it('answers ready from a connection of its own, so a busy process stays in rotation', async () => {
      const testApp = await openTestApp({ kind: 'postgres' });
      close = testApp.close;
      const { app, database } = testApp;
      // The balancer has been checking since the process started: the migrations are known applied.
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Players' calls holding every connection of the pool (node-postgres' 10), each in a transaction.
      const busy = Array.from({ length: 10 }, () =>
        database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await released;
        }),
      );
      await vi.waitFor(() => expect(database.poolUse()).toMatchObject({ total: 10, idle: 0 }));

      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      release();
      await Promise.all(busy);

      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'postgres' });
      expect(health.statusCode, health.body).toBe(200);
    });
  },
);
