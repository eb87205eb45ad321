import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { formatMoney } from '@zar/locales/money';
import * as z from 'zod';
import { resolveDataDir } from '../config';
import { BackupError, type RestoreTarget, restoreDatabase } from './backup';

/** How the operator command reaches the running server. */
export interface OperatorCliOptions {
  /** The API's origin, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** ZAR_OPERATOR_TOKEN, sent as a bearer token when set. */
  token?: string | undefined;
  /** The language of the server's answers. */
  locale: 'tr' | 'en';
  /** The fetch to use; default the global one. */
  fetch?: typeof globalThis.fetch;
  /**
   * Where a relative backup file is: the folder the command was typed in (pnpm's INIT_CWD, as
   * `pnpm --filter` runs it in apps/api); default the process's.
   */
  workingDir?: string;
  /** The database `restore` writes to; default DATABASE_URL, DATABASE_SCHEMA, ZAR_DATA_DIR. */
  restoreTarget?: RestoreTarget;
}

/** What the command prints, and its exit code: 0 done, 1 refused or unreachable, 2 misused. */
export interface OperatorCliResult {
  exitCode: number;
  output: string;
}

/** The command's help, printed when the arguments make no sense. */
export const operatorUsage = `Usage: pnpm --filter @zar/api operator <command>

  withdrawal approve <id>   pay a pending withdrawal out (its held amount leaves the wallet)
  withdrawal reject <id>    refuse a pending withdrawal (its held amount returns to the balance)
  deposit approve <id>      credit a pending bank-transfer deposit to the player's wallet
  deposit reject <id>       refuse a pending bank-transfer deposit (nothing is credited)
  pending                   list the deposits and withdrawals waiting for a decision
  messages failed           list the SMS and e-mails whose delivery failed (newest first)
  notify all "<title>" "<body>"
                            send a System notification to every player
  notify <username> "<title>" "<body>"
                            send a System notification to one player
  sportsbook settle         settle every sports bet whose matches are over, now
  backup <file>             write a consistent snapshot of the database to <file>
  restore <file>            load a backup into an EMPTY database; the API must be stopped

It calls the running API at ZAR_OPERATOR_URL (default http://127.0.0.1:$PORT, PORT 8080),
sending ZAR_OPERATOR_TOKEN when set. Each request is settled once; a second decision is refused.
restore alone works without the API: it writes to DATABASE_URL (schema DATABASE_SCHEMA), else
to PGlite's folder under ZAR_DATA_DIR (default .data), and refuses a database holding anything.`;

const envelope = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
  data: z.unknown().optional(),
});

const pendingList = z.array(
  z.object({
    id: z.number(),
    kind: z.string(),
    amount: z.number(),
    method: z.string(),
    username: z.string(),
    createdAt: z.string(),
  }),
);

const failedList = z.array(
  z.object({
    id: z.number(),
    channel: z.string(),
    to: z.string(),
    attempts: z.number(),
    error: z.string(),
    createdAt: z.string(),
  }),
);

type Command =
  | { kind: 'pending' }
  | { kind: 'failed-messages' }
  | { kind: 'deposits' | 'withdrawals'; decision: 'approve' | 'reject'; id: number }
  | { kind: 'notify'; to: string; title: string; body: string }
  | { kind: 'sportsbook' }
  | { kind: 'backup' | 'restore'; file: string };

/** Reads the command line's arguments; null when they are not a command. */
export function parseOperatorCommand(args: readonly string[]): Command | null {
  const words = args[0] === '--' ? args.slice(1) : args;
  if (words.length === 1 && words[0] === 'pending') return { kind: 'pending' };
  if (words.length === 2 && words[0] === 'messages' && words[1] === 'failed') {
    return { kind: 'failed-messages' };
  }
  if (words[0] === 'notify') return parseNotify(words.slice(1));
  if (words.length === 2 && (words[0] === 'backup' || words[0] === 'restore') && words[1]) {
    return { kind: words[0], file: words[1] };
  }
  if (words.length === 2 && words[0] === 'sportsbook' && words[1] === 'settle') {
    return { kind: 'sportsbook' };
  }
  const [subject, decision, id, ...rest] = words;
  const kind = subject === 'deposit' ? 'deposits' : subject === 'withdrawal' ? 'withdrawals' : null;
  if (!kind || rest.length > 0 || (decision !== 'approve' && decision !== 'reject')) return null;
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return { kind, decision, id: Number(id) };
}

function parseNotify([to, title, body, ...rest]: readonly string[]): Command | null {
  if (!to?.trim() || !title?.trim() || !body?.trim() || rest.length > 0) return null;
  return { kind: 'notify', to, title, body };
}

/** The options the environment gives: ZAR_OPERATOR_URL, PORT, ZAR_OPERATOR_TOKEN, LANG. */
export function operatorOptionsFromEnvironment(env: NodeJS.ProcessEnv): OperatorCliOptions {
  const language = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return {
    baseUrl: env.ZAR_OPERATOR_URL || `http://127.0.0.1:${env.PORT || 8080}`,
    token: env.ZAR_OPERATOR_TOKEN || undefined,
    locale: language.toLowerCase().startsWith('tr') ? 'tr' : 'en',
    workingDir: env.INIT_CWD || process.cwd(),
    restoreTarget: restoreTargetOf(env),
  };
}

/** The database the environment names, as the API opens it. */
function restoreTargetOf(env: NodeJS.ProcessEnv): RestoreTarget {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    schema: env.DATABASE_SCHEMA || 'public',
    dataDir: resolveDataDir(env.ZAR_DATA_DIR || undefined),
  };
}

/** Runs one operator command against the running API and says what happened. */
export async function runOperatorCommand(
  args: readonly string[],
  options: OperatorCliOptions,
): Promise<OperatorCliResult> {
  const command = parseOperatorCommand(args);
  if (!command) return { exitCode: 2, output: operatorUsage };
  if (command.kind === 'backup' || command.kind === 'restore') {
    command.file = resolve(options.workingDir ?? process.cwd(), command.file);
  }
  if (command.kind === 'restore') {
    const target = options.restoreTarget ?? restoreTargetOf(process.env);
    return restore(command.file, target);
  }
  const { path, body: requestBody } = operatorRequest(command);
  const url = new URL(path, options.baseUrl);
  const doFetch = options.fetch ?? globalThis.fetch;

  let response: Response;
  try {
    response = await doFetch(url, {
      method: ['pending', 'failed-messages', 'backup'].includes(command.kind) ? 'GET' : 'POST',
      headers: {
        locale: options.locale,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(requestBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(requestBody ? { body: requestBody } : {}),
    });
  } catch (error) {
    const reason =
      error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    return {
      exitCode: 1,
      output: `Could not reach the Zar API at ${url.origin} (${reason}). Is it running? Start it with ./zar start or pnpm --filter @zar/api dev, or set ZAR_OPERATOR_URL.`,
    };
  }

  if (command.kind === 'backup' && response.ok && response.body) {
    return saveBackup(response, command.file);
  }
  const body = envelope.safeParse(await response.json().catch(() => null));
  if (!response.ok || !body.success || !body.data.success) {
    const message = body.success ? body.data.message : null;
    return { exitCode: 1, output: message ?? `The API answered HTTP ${response.status}.` };
  }
  if (command.kind === 'failed-messages') {
    return { exitCode: 0, output: describeFailed(failedList.parse(body.data.data)) };
  }
  if (command.kind !== 'pending') return { exitCode: 0, output: body.data.message ?? 'Done.' };
  return {
    exitCode: 0,
    output: describePending(pendingList.parse(body.data.data), options.locale),
  };
}

/** The operator endpoint a command calls, and its JSON body if it has one. */
function operatorRequest(command: Command): { path: string; body?: string } {
  switch (command.kind) {
    case 'pending':
      return { path: '/api/operator/pending' };
    case 'failed-messages':
      return { path: '/api/operator/messages/failed' };
    case 'sportsbook':
      return { path: '/api/operator/sportsbook/settle' };
    case 'backup':
    case 'restore':
      return { path: '/api/operator/backup' };
    case 'notify': {
      const { to, title, body } = command;
      return { path: '/api/operator/notifications', body: JSON.stringify({ to, title, body }) };
    }
    default:
      return { path: `/api/operator/${command.kind}/${command.id}/${command.decision}` };
  }
}

/** Writes the backup the server streams to `file`, which appears only once it is complete. */
async function saveBackup(response: Response, file: string): Promise<OperatorCliResult> {
  const partial = `${file}.partial`;
  try {
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    const reason = error instanceof Error ? error.message : String(error);
    return { exitCode: 1, output: `The backup was not written (${reason}).` };
  }
  const format = response.headers.get('x-zar-backup-format') ?? 'unknown';
  return { exitCode: 0, output: `Wrote a ${format} backup to ${file}.` };
}

async function restore(file: string, target: RestoreTarget): Promise<OperatorCliResult> {
  try {
    return { exitCode: 0, output: await restoreDatabase(file, target) };
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    return { exitCode: 1, output: error.message };
  }
}

function describePending(rows: z.infer<typeof pendingList>, locale: 'tr' | 'en'): string {
  if (rows.length === 0) return 'Nothing is waiting for a decision.';
  return rows
    .map((row) =>
      [
        `#${row.id}`.padEnd(7),
        row.kind.padEnd(11),
        formatMoney(row.amount, locale).padStart(14),
        row.method.padEnd(16),
        row.username.padEnd(16),
        row.createdAt,
      ].join('  '),
    )
    .join('\n');
}

function describeFailed(rows: z.infer<typeof failedList>): string {
  if (rows.length === 0) return 'No message delivery has failed.';
  return rows
    .map((row) =>
      [
        `#${row.id}`.padEnd(7),
        row.channel.padEnd(5),
        row.to.padEnd(24),
        `${row.attempts} ${row.attempts === 1 ? 'attempt ' : 'attempts'}`,
        row.createdAt,
        row.error,
      ].join('  '),
    )
    .join('\n');
}
