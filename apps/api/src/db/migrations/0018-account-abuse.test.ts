import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { openTestDatabase } from '../test-database';
import { migrateToLatest, migrations } from './index';

/** A bare player row as the API wrote them before migration 0018. */
function player(serial: number, personalNo: string) {
  return {
    usercode: `u${serial}`,
    username: `eski${serial}`,
    email: `eski${serial}@zar.test`,
    phone: `9050000000${serial}`,
    name: 'Eski',
    surname: 'Oyuncu',
    country_id: 235,
    currency_id: 1,
    birth_date: '1990-01-01',
    personal_no: personalNo,
    password_hash: '-',
    trial_bonus_requested: false,
    locale: 'tr',
  };
}

describe('migration 0018 on a database whose players already share TC numbers', () => {
  let database: DatabaseHandle;
  afterEach(() => database.close());

  it('keeps every account, marks all but the oldest holder of a number, and lets no new account take one', async () => {
    database = await openTestDatabase('pglite', { migrate: false });
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: database.schema,
    });
    expect((await migrator.migrateTo('0014_cache_invalidation')).error).toBeUndefined();
    const { db } = database;
    await db
      .insertInto('country')
      .values({ id: 235, iso_code: 'TR', name_tr: 'Türkiye', name_en: 'Türkiye' })
      .execute();
    for (const [serial, personalNo] of [
      [1, '10000000146'],
      [2, '10000000146'],
      [3, '12345678950'],
      [4, '10000000146'],
    ] as const) {
      await db.insertInto('player').values(player(serial, personalNo)).execute();
    }

    expect(await migrateToLatest(database)).toContain('0018_account_abuse');

    const rows = await db
      .selectFrom('player')
      .select(['username', 'personal_no_duplicate'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { username: 'eski1', personal_no_duplicate: false },
      { username: 'eski2', personal_no_duplicate: true },
      { username: 'eski3', personal_no_duplicate: false },
      { username: 'eski4', personal_no_duplicate: true },
    ]);
    await expect(
      db.insertInto('player').values(player(5, '10000000146')).execute(),
    ).rejects.toMatchObject({ code: '23505', constraint: 'player_personal_no_key' });
    await expect(
      db.insertInto('player').values(player(6, '12345678950')).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
