// The API process and the players the hub benchmark talks to: a throwaway PostgreSQL database,
// the built server started on it, and players with live sessions written straight into it (signing
// up 10,000 players over HTTP would time 10,000 argon2 hashes, not the hub).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchPersonalNo } from './personal-numbers.mjs';
import { productionEnv } from './production-env.mjs';

const apiMain = fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url));

/** `url` with its database replaced by `database`. */
function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Creates the database `name` on the server of `adminUrl` and returns its URL and the function
 * that drops it, so the database the admin URL names is never written to.
 */
export async function createScratchDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Starts `node apps/api/dist/main.js` in production mode on `databaseUrl` (it migrates and seeds
 * the empty database) and resolves once it listens: its pid, base URL and operator token.
 * `environment` replaces the fresh production secrets, e.g. to give several processes the same
 * ones, and adds variables such as ZAR_TRUSTED_PROXIES.
 */
export async function startApi(databaseUrl, environment = productionEnv()) {
  const operatorToken = randomBytes(24).toString('hex');
  const logPath = join(
    tmpdir(),
    `zar-bench-api-${process.pid}-${randomBytes(4).toString('hex')}.log`,
  );
  const logFile = { path: logPath, fd: openSync(logPath, 'w') };
  // BENCH_API_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the API under load.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, apiMain], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      ...environment,
      ZAR_OPERATOR_TOKEN: operatorToken,
    },
    // Production logs every request at info, to standard error. Into a pipe the load generator
    // (this busy process) reads, a full pipe would block the API's writes and count as its
    // latency; a file takes them as a log collector would.
    stdio: ['ignore', 'pipe', logFile.fd],
  });
  // The child has its own copy of the descriptor.
  closeSync(logFile.fd);
  const tail = () => readFileSync(logFile.path, 'utf8').slice(-4000);
  const baseUrl = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      output += text;
      const found = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`The API exited (${code}): ${tail()}`)));
  });
  child.once('exit', () => rmSync(logFile.path, { force: true }));
  return {
    pid: child.pid,
    baseUrl,
    operatorToken,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The resident set size of process `pid`, in bytes. */
export async function residentBytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!kilobytes) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes[1]) * 1024;
}

/**
 * The CPU time process `pid` has used, user and system, in milliseconds (at the kernel's usual
 * 100 ticks a second): unlike wall time, it hardly moves when other work shares the machine.
 */
export async function cpuMilliseconds(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime is the
  // 14th field of the line, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Writes `count` players, each with one live session tied to a fingerprint, in two statements.
 * Returns `{ username, token, fingerprint }` for each; tokens are stored as SHA-256, as the API does.
 */
export async function insertPlayers(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into player (usercode, username, email, phone, name, surname, country_id,
         currency_id, birth_date, personal_no, password_hash, trial_bonus_requested, locale)
       select 'B' || n, 'bench' || n, 'bench' || n || '@bench.invalid', '+90555' || lpad(n::text, 7, '0'),
         'Bench', 'Player', (select min(id) from country), 1, date '1990-01-01', personal_no,
         'not-a-password-hash', false, 'tr'
       from unnest($1::text[]) with ordinality as numbers (personal_no, n)
       returning id, username`,
      // A TC number belongs to one account.
      [Array.from({ length: count }, (_, index) => benchPersonalNo(700_000_000 + index))],
    );
    const players = rows.map((row) => ({
      id: row.id,
      username: row.username,
      token: randomBytes(32).toString('base64url'),
      fingerprint: `bench-${row.id}`,
    }));
    await client.query(
      `insert into player_session (player_id, token_hash, fingerprint, ip, user_agent, created_at, last_seen_at)
       select player_id, token_hash, fingerprint, '127.0.0.1', 'hub-sockets bench', now(), now()
       from unnest($1::int[], $2::text[], $3::text[]) as s(player_id, token_hash, fingerprint)`,
      [
        players.map((player) => player.id),
        players.map((player) => createHash('sha256').update(player.token).digest('hex')),
        players.map((player) => player.fingerprint),
      ],
    );
    return players;
  } finally {
    await client.end();
  }
}

/**
 * Each bench player's wallet next to what its money should be: its balance, its ledger's last
 * balance, the net of its game transactions (wins − bets) and how many bets and rollbacks it has.
 * A wallet is right when balance = funding + game net = ledger balance.
 */
export async function walletsAgainstLedger(client, playerIds) {
  const { rows } = await client.query(
    `select account.player_id, account.balance_kurus::text as balance,
       (select balance_after from wallet_ledger ledger where ledger.player_id = account.player_id
        order by ledger.id desc limit 1)::text as ledger_balance,
       (select coalesce(sum(case when kind = 'win' then amount_kurus
                                 when kind = 'bet' then -amount_kurus else 0 end), 0)
        from game_transaction game where game.player_id = account.player_id)::text as game_net,
       (select count(*) from game_transaction game
        where game.player_id = account.player_id and kind = 'bet')::int as bets,
       (select count(*) from game_transaction game
        where game.player_id = account.player_id and kind = 'rollback')::int as rollbacks
     from wallet_account account where account.player_id = any($1::int[])`,
    [playerIds],
  );
  return rows;
}
