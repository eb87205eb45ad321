import { sql } from 'kysely';
import type { DatabaseHandle } from './db';

/** A secret a test submitted or was handed, by a name that says what it is. */
export interface Canary {
  name: string;
  value: string;
}

/** One place a text was read from: a database column, the log, or one served response. */
export interface ScannedText {
  /** `table.column`, `log`, or `METHOD /path` of a response. */
  where: string;
  text: string;
}

/** A canary found where it may not be, in one of its spellings. */
export interface Leak {
  canary: string;
  where: string;
  spelling: string;
}

/**
 * The spellings a leaked secret may take: as given, without spaces, lower and upper case,
 * URL-encoded, and base64 / base64url at each of the three byte offsets it may start at inside a
 * longer encoded text (only the groups of 3 bytes wholly inside the secret, which read the same
 * whatever surrounds it).
 */
export function spellingsOf(value: string): string[] {
  const compact = value.replace(/\s+/g, '');
  const plain = new Set<string>();
  for (const form of [value, compact]) {
    plain.add(form.toLowerCase());
    plain.add(encodeURIComponent(form).toLowerCase());
    plain.add(encodeURIComponent(form).replace(/%20/g, '+').toLowerCase());
  }
  const encoded = new Set<string>();
  for (const form of [value, compact, compact.toLowerCase(), compact.toUpperCase()]) {
    for (const offset of [0, 1, 2]) {
      const bytes = Buffer.concat([Buffer.alloc(offset), Buffer.from(form)]);
      const start = offset === 0 ? 0 : 3;
      const whole = bytes.subarray(start, bytes.length - (bytes.length % 3));
      if (whole.length < 6) continue;
      encoded.add(whole.toString('base64'));
      encoded.add(whole.toString('base64url'));
    }
  }
  return [...plain, ...encoded];
}

/**
 * Every canary found in `texts` in any of its spellings, except where `allowed(canary, where)`
 * says that place is meant to hold it.
 */
export function findLeaks(
  canaries: Canary[],
  texts: ScannedText[],
  allowed: (canary: string, where: string) => boolean = () => false,
): Leak[] {
  const searched = canaries.map((canary) => ({ canary, spellings: spellingsOf(canary.value) }));
  const leaks: Leak[] = [];
  for (const { where, text } of texts) {
    const lower = text.toLowerCase();
    for (const { canary, spellings } of searched) {
      if (allowed(canary.name, where)) continue;
      const spelling = spellings.find((form) => contains(text, lower, form));
      if (spelling !== undefined) leaks.push({ canary: canary.name, where, spelling });
    }
  }
  return leaks;
}

/**
 * Whether `text` holds `form`: base64 exactly, other spellings in any case, and a number only as
 * a whole number, so a 6-digit code is not "found" inside a timestamp's digits.
 */
function contains(text: string, lower: string, form: string): boolean {
  if (/^\d+$/.test(form)) return new RegExp(`(?<!\\d)${form}(?!\\d)`).test(text);
  return /[A-Z]/.test(form) || form.includes('/') ? text.includes(form) : lower.includes(form);
}

const binaryTypes = new Set(['bytea']);

/**
 * Every non-null value of every column of every table in the database's current schema, as text
 * (`bytea` decoded with `encode(…, 'escape')`, so printable bytes read as themselves), found
 * through information_schema rather than a list that could miss a new table.
 */
export async function databaseTexts({ db }: DatabaseHandle): Promise<ScannedText[]> {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const texts: ScannedText[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns.rows) {
    const value = binaryTypes.has(type)
      ? sql`encode(${sql.ref(column)}, 'escape')`
      : sql`${sql.ref(column)}::text`;
    const rows = await sql<{ value: string }>`
      select ${value} as value from ${sql.table(table)} where ${sql.ref(column)} is not null`.execute(
      db,
    );
    for (const row of rows.rows) texts.push({ where: `${table}.${column}`, text: row.value });
  }
  return texts;
}

/** How many distinct tables and columns `texts` came from. */
export function columnsScanned(texts: ScannedText[]): { tables: number; columns: number } {
  const columns = new Set(texts.map((text) => text.where));
  const tables = new Set([...columns].map((where) => where.split('.')[0]));
  return { tables: tables.size, columns: columns.size };
}
