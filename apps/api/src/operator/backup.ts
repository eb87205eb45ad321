import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../db';

/** What a backup file holds, told by its first bytes. */
export type BackupFormat = 'pglite' | 'pg_dump';

/** A backup refused or failed, with a message for the operator. */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/**
 * A consistent snapshot of `database`, as a stream: PGlite's data folder (gzipped tar, taken while
 * no transaction is open), or `pg_dump --format=custom` of the schema on PostgreSQL (one
 * repeatable-read snapshot; `pg_dump` must be on the PATH).
 */
export async function backupDatabase(
  database: DatabaseHandle,
  { databaseUrl }: { databaseUrl: string | undefined },
): Promise<{ format: BackupFormat; data: Buffer | Readable }> {
  if (database.dumpDataDir) {
    const dump = await database.dumpDataDir();
    return { format: 'pglite', data: Buffer.from(await dump.arrayBuffer()) };
  }
  if (!databaseUrl) throw new BackupError('The PostgreSQL database has no connection string.');
  const dump = spawn(
    'pg_dump',
    ['--format=custom', `--schema=${database.schema}`, '--no-owner', `--dbname=${databaseUrl}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  dump.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk;
  });
  // pg_dump's failure (a missing binary, a refused connection) ends the stream with an error.
  dump.on('error', (error) =>
    dump.stdout.destroy(new BackupError('pg_dump did not run', { cause: error })),
  );
  dump.on('close', (code) => {
    if (code !== 0) dump.stdout.destroy(new BackupError(`pg_dump failed: ${errors.trim()}`));
  });
  return { format: 'pg_dump', data: dump.stdout };
}

/** The format of a backup file, from its first bytes; null when it is neither. */
export async function backupFormat(file: string): Promise<BackupFormat | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    return null;
  } finally {
    await handle.close();
  }
}

/** Where `operator restore` writes: PostgreSQL (its URL and schema), else PGlite's folder. */
export interface RestoreTarget {
  databaseUrl: string | undefined;
  /** The schema the tables go to on PostgreSQL (the backup's own). */
  schema: string;
  /** PGlite's data folder parent (ZAR_DATA_DIR): the database is `<dataDir>/pglite`. */
  dataDir: string;
}

/**
 * Loads a backup into an empty database: PGlite's into a data folder that does not exist or is
 * empty, `pg_dump`'s into a PostgreSQL schema that has no tables (`pg_restore` on the PATH). A
 * database that holds anything is refused, and nothing is written to it.
 */
export async function restoreDatabase(file: string, target: RestoreTarget): Promise<string> {
  const format = await backupFormat(file).catch((error: unknown) => {
    throw new BackupError(`Cannot read ${file}.`, { cause: error });
  });
  if (format === null) throw new BackupError(`${file} is not a Zar backup.`);
  if (target.databaseUrl) {
    if (format !== 'pg_dump') {
      throw new BackupError(
        `${file} is a PGlite backup: restore it without DATABASE_URL, into ZAR_DATA_DIR.`,
      );
    }
    await restorePostgres(file, target.databaseUrl, target.schema);
    return `Restored ${file} into the empty schema "${target.schema}" on PostgreSQL.`;
  }
  if (format !== 'pglite') {
    throw new BackupError(`${file} is a pg_dump backup: restore it with DATABASE_URL set.`);
  }
  const location = join(target.dataDir, 'pglite');
  await restorePglite(file, location);
  return `Restored ${file} into ${location}.`;
}

async function restorePglite(file: string, location: string): Promise<void> {
  const present = await readdir(location).catch(() => []);
  if (present.length > 0) {
    throw new BackupError(
      `${location} already holds a database: restore needs an empty one. Stop the API and move that folder away first.`,
    );
  }
  await mkdir(location, { recursive: true });
  const dump = new Blob([await readFile(file)]);
  const pglite = await PGlite.create(location, { loadDataDir: dump });
  try {
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
}

async function restorePostgres(file: string, databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  let schemaExists: boolean;
  try {
    await client.connect();
    const tables = await client.query<{ count: string }>(
      'select count(*) as count from information_schema.tables where table_schema = $1',
      [schema],
    );
    if (Number(tables.rows[0]?.count) > 0) {
      throw new BackupError(
        `The schema "${schema}" already has tables: restore needs an empty database. Create a new database (or drop the schema) first.`,
      );
    }
    const found = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
    schemaExists = found.rows.length > 0;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError('Could not connect to PostgreSQL at DATABASE_URL.', { cause: error });
  } finally {
    await client.end().catch(() => undefined);
  }
  // The schema being there already (`public` always is), its own creation is left out.
  const work = await mkdtemp(join(tmpdir(), 'zar-restore-'));
  try {
    const listing = await run('pg_restore', ['--list', file]);
    const entries = listing
      .split('\n')
      .filter((line) => !(schemaExists && /(?: SCHEMA - | COMMENT - SCHEMA )/.test(line)));
    const list = join(work, 'entries.list');
    await writeFile(list, entries.join('\n'));
    await run('pg_restore', [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--use-list=${list}`,
      `--dbname=${databaseUrl}`,
      file,
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Runs a PostgreSQL tool and answers its output; a failure is a `BackupError` with its errors. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    child.on('error', (error) =>
      reject(new BackupError(`${command} did not run`, { cause: error })),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new BackupError(`${command} failed: ${errors.trim()}`));
    });
  });
}
