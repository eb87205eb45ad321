import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { migrateToLatest } from './migrations';
import { openTestDatabase } from './test-database';

describe("the run's PGlite copies", () => {
  it('are set up for this project, and a test database starts from the migrated one', async () => {
    const images = inject('zarPgliteImages');
    expect(images?.migrated).toMatch(/migrated\.tar\.gz$/);
    const database = await openTestDatabase('pglite');
    try {
      // Every migration is there already: bringing it up to date applies none.
      expect(await migrateToLatest(database)).toEqual([]);
      const tables = await sql<{ count: number }>`
        select count(*)::int as count from information_schema.tables where table_schema = 'public'
      `.execute(database.db);
      expect(tables.rows[0]?.count).toBeGreaterThan(20);
    } finally {
      await database.close();
    }
  });

  it('start a database that is not to be migrated from the new one, and each test has its own', async () => {
    const empty = await openTestDatabase('pglite', { migrate: false });
    const other = await openTestDatabase('pglite');
    try {
      const applied = await migrateToLatest(empty);
      expect(applied.length).toBeGreaterThan(20);
      // What one test writes is not in another's database.
      await sql`create table only_here (id int)`.execute(empty.db);
      const found = await sql<{ count: number }>`
        select count(*)::int as count from information_schema.tables where table_name = 'only_here'
      `.execute(other.db);
      expect(found.rows[0]?.count).toBe(0);
    } finally {
      await empty.close();
      await other.close();
    }
  });
});
