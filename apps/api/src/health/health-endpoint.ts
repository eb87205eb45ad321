import { health } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db';
import { ApiError, registerEndpoint } from '../http';
import { apiVersion } from '../version';

/**
 * GET /api/health: answers ok with the database kind when the database runs `select 1`,
 * else 503, so a load balancer takes a process without its database out of rotation.
 */
export function registerHealth(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  registerEndpoint(app, health, async () => {
    try {
      await sql`select 1`.execute(database.db);
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
}
