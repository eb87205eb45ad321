import type { Kysely } from 'kysely';
import type { Database } from '../db';

/**
 * The countries the operator takes no sign-ups from: the `restrictedCountries` site option, a
 * list of country ids or ISO 3166-1 alpha-2 codes separated by commas (e.g. `236, US`); empty,
 * disabled or missing means none. Read per call, so the operator's change applies at once.
 */
export async function restrictedCountryIds(db: Kysely<Database>): Promise<Set<number>> {
  const option = await db
    .selectFrom('site_option')
    .select('value')
    .where('key', '=', 'restrictedCountries')
    .where('status', '=', true)
    .executeTakeFirst();
  const entries = (option?.value ?? '')
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().toUpperCase())
    .filter((entry) => entry !== '');
  const ids = entries.filter((entry) => /^\d{1,9}$/.test(entry)).map(Number);
  const codes = entries.filter((entry) => /^[A-Z]{2}$/.test(entry));
  if (ids.length === 0 && codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('country')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
        ...(codes.length > 0 ? [eb('iso_code', 'in', codes)] : []),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}
