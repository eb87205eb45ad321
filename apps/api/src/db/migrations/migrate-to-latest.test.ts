import { PGlite } from '@electric-sql/pglite';
import { type DatabaseIntrospector, type Dialect, Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../database';
import { migrateToLatest, migrations } from '.';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/**
 * A new PGlite whose catalog reads (Kysely's introspector) fail `times` times as they do on
 * PostgreSQL when another client drops a schema while Kysely reads every schema's tables.
 */
function databaseLosingASchema(times: number) {
  const pglite = new PGlite();
  const inner = new PGliteDialect(pglite);
  let left = times;
  const dialect: Dialect = {
    createAdapter: () => inner.createAdapter(),
    createDriver: () => inner.createDriver(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector(db): DatabaseIntrospector {
      const real = inner.createIntrospector(db);
      return {
        getSchemas: () => real.getSchemas(),
        async getTables(options) {
          if (left > 0) {
            left -= 1;
            throw Object.assign(new Error('schema "zar_test_dropped" does not exist'), {
              code: '3F000',
            });
          }
          return real.getTables(options);
        },
      };
    },
  };
  const db = new Kysely<Database>({ dialect });
  close = async () => {
    await db.destroy();
    await pglite.close().catch(() => undefined);
  };
  return { db, schema: 'public' };
}

describe('migrateToLatest', () => {
  it('reads the catalog again when another schema went while it was read', async () => {
    const applied = await migrateToLatest(databaseLosingASchema(2));
    expect(applied).toEqual(Object.keys(migrations));
  });
});
