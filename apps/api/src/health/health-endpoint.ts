import { health } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type DatabaseHandle, migrations } from '../db';
import { ApiError, registerEndpoint } from '../http';
import type { Lifecycle } from '../lifecycle';
import { apiVersion } from '../version';

/** The newest migration: the database is ready once it is applied. */
const newestMigration = Object.keys(migrations).sort().at(-1) ?? '';

/**
 * GET /api/health: answers ok with the database kind when the database runs `select 1`,
 * else 503, so a load balancer takes a process without its database out of rotation.
 * GET /api/health/live: the process answers (a supervisor restarts it when it stops).
 * GET /api/health/ready: 200 once the database answers and every migration is applied, else 503
 * with the reason (`database`, `migrations`, or `stopping` once SIGTERM came and the process
 * drains): the balancer's check.
 */
export function registerHealth(
  app: FastifyInstance,
  { database, lifecycle }: { database: DatabaseHandle; lifecycle?: Lifecycle },
) {
  registerEndpoint(app, health, async () => {
    try {
      await database.ping();
    } catch (cause) {
      throw new ApiError({
        status: 503,
        code: 'database_unavailable',
        text: 'serverHttp:databaseUnavailable',
        cause,
      });
    }
    return {
      success: true,
      message: null,
      data: {
        status: 'ok' as const,
        database: database.kind,
        version: apiVersion,
        uptimeSeconds: Math.floor(process.uptime()),
      },
    };
  });

  app.get('/api/health/live', { exposeHeadRoute: false }, async () => ({ status: 'live' }));

  // Migrations never come undone: once seen applied, only the database's answer is checked.
  let migrated = false;
  app.get('/api/health/ready', { exposeHeadRoute: false }, async (request, reply) => {
    let state: 'ready' | 'database' | 'migrations' | 'stopping';
    try {
      if (lifecycle?.stopping) throw new StoppingError();
      if (!migrated) migrated = await newestMigrationApplied(database);
      else await database.ping();
      state = migrated ? 'ready' : 'migrations';
    } catch (error) {
      if (error instanceof StoppingError) state = 'stopping';
      else {
        request.log.warn({ err: error }, 'Not ready: the database does not answer');
        state = 'database';
      }
    }
    if (state === 'ready') return { status: 'ready', database: database.kind };
    return reply.code(503).send({ status: 'unavailable', reason: state });
  });
}

/** The process is draining before it stops (main.ts, on SIGTERM). */
class StoppingError extends Error {}

/** Whether the newest migration is recorded in this schema's migration table. */
async function newestMigrationApplied({ db, schema }: DatabaseHandle): Promise<boolean> {
  const found = await sql<{ present: boolean }>`
    select to_regclass(${`"${schema}".kysely_migration`}) is not null as present
  `.execute(db);
  if (found.rows[0]?.present !== true) return false;
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(`${schema}.kysely_migration`)} where name = ${newestMigration}
  `.execute(db);
  return rows.length === 1;
}
