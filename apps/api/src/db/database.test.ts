import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { migrateToLatest, migrations } from './migrations';
import { openDatabase } from './open-database';
import { openTestDatabase, postgresUnavailableReason } from './test-database';

const postgresSkipReason = await postgresUnavailableReason();
if (postgresSkipReason) console.warn(`Skipping PostgreSQL database tests: ${postgresSkipReason}`);

const engines = [
  { kind: 'pglite' as const, skipReason: null },
  { kind: 'postgres' as const, skipReason: postgresSkipReason },
];

for (const { kind, skipReason } of engines) {
  const title = skipReason ? `database on ${kind} (skipped: ${skipReason})` : `database on ${kind}`;

  describe.skipIf(skipReason !== null)(title, () => {
    let database: DatabaseHandle | undefined;

    afterEach(async () => {
      await database?.close();
      database = undefined;
    });

    it('applies every migration once, and a second run changes nothing', async () => {
      database = await openTestDatabase(kind, { migrate: false });

      expect(await migrateToLatest(database)).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(database)).toEqual([]);

      const tables = await sql<{ table_name: string }>`
        select table_name from information_schema.tables
        where table_schema = ${database.schema} and table_name = 'site_option'
      `.execute(database.db);
      expect(tables.rows).toEqual([{ table_name: 'site_option' }]);
    });

    it('creates site_option with an enabled status and a timestamp by default', async () => {
      database = await openTestDatabase(kind);

      await database.db
        .insertInto('site_option')
        .values({ key: 'siteName', value: 'Zar' })
        .execute();
      const option = await database.db
        .selectFrom('site_option')
        .selectAll()
        .where('key', '=', 'siteName')
        .executeTakeFirstOrThrow();

      expect(option).toMatchObject({ key: 'siteName', value: 'Zar', status: true });
      expect(option.updated_at).toBeInstanceOf(Date);
      await expect(
        database.db.insertInto('site_option').values({ key: 'siteName', value: 'again' }).execute(),
      ).rejects.toThrow();
    });

    it('hands int8 values back as bigint', async () => {
      database = await openTestDatabase(kind, { migrate: false });

      const result = await sql<{ amount: bigint }>`
        select ${9_007_199_254_740_993n}::int8 as amount
      `.execute(database.db);

      expect(result.rows[0]?.amount).toBe(9_007_199_254_740_993n);
    });
  });
}

describe.skipIf(postgresSkipReason !== null)('database schema isolation on postgres', () => {
  it('keeps the tables of an isolated schema out of public and drops them on close', async () => {
    const database = await openTestDatabase('postgres');
    const schema = database.schema;
    const probe = await openTestDatabase('postgres', { migrate: false });
    try {
      const where = await sql<{ table_schema: string }>`
        select table_schema from information_schema.tables where table_name = 'site_option'
        and table_schema in (${schema}, ${probe.schema})
      `.execute(probe.db);
      expect(where.rows).toEqual([{ table_schema: schema }]);
    } finally {
      await database.close();
    }
    const left = await sql<{ nspname: string }>`
      select nspname from pg_catalog.pg_namespace where nspname = ${schema}
    `.execute(probe.db);
    expect(left.rows).toEqual([]);
    await probe.close();
  });
});

describe('database on a persistent PGlite folder', () => {
  const folders: string[] = [];

  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('creates <dataDir>/pglite and keeps rows across a reopen', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'zar-api-db-'));
    folders.push(dataDir);

    const first = await openDatabase({ dataDir });
    await migrateToLatest(first);
    await first.db.insertInto('site_option').values({ key: 'currency', value: 'TRY' }).execute();
    await first.close();

    expect((await stat(join(dataDir, 'pglite'))).isDirectory()).toBe(true);

    const second = await openDatabase({ dataDir });
    try {
      expect(await migrateToLatest(second)).toEqual([]);
      const option = await second.db
        .selectFrom('site_option')
        .select('value')
        .where('key', '=', 'currency')
        .executeTakeFirst();
      expect(option).toEqual({ value: 'TRY' });
    } finally {
      await second.close();
    }
  });
});
