import type { Kysely } from 'kysely';
import { testPersonalNo } from '../accounts/test-personal-numbers';
import type { Database } from '../db';

let serial = 0;

/**
 * Inserts `count` bare players (no session, no password to check) for wallet and payment tests,
 * with Türkiye as their country, and returns their ids.
 */
export async function insertTestPlayers(db: Kysely<Database>, count: number): Promise<number[]> {
  await db
    .insertInto('country')
    .values({ id: 235, iso_code: 'TR', name_tr: 'Türkiye', name_en: 'Türkiye' })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const rows = await db
    .insertInto('player')
    .values(
      Array.from({ length: count }, () => {
        serial += 1;
        const unique = `${process.pid}${String(serial).padStart(5, '0')}`;
        return {
          usercode: `w${unique}`,
          username: `cuzdan${unique}`,
          email: `cuzdan${unique}@zar.test`,
          phone: `90${unique}`,
          name: 'Cüzdan',
          surname: 'Deneme',
          country_id: 235,
          currency_id: 1,
          birth_date: '1990-01-01',
          // Numbers of their own, far from the ones test-players.ts draws.
          personal_no: testPersonalNo(500_000_000 + serial),
          password_hash: '-',
          trial_bonus_requested: false,
          locale: 'tr',
        };
      }),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
