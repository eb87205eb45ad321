#!/usr/bin/env node
// Money transactions against the database's ceiling (issue 26, point 1). Players spin the demo
// slot through the real game path of the built API over HTTP: a launch through the casino's
// launch call, then `slot/spin` calls, each of which opens a round row (seed pair nonce taken),
// takes the stake through the seamless wallet (ledger entry, game transaction), decides the
// round and pays the win through the wallet (ledger entry when it wins, game transaction), and
// marks the round settled. Next to it, on the same PostgreSQL server and with the same number of
// clients, pgbench runs its built-in simple-update transaction (`-b simple-update`, i.e. `-N`).
//
// Each run is a pair, alternating: spins at their maximum (every client one spin in flight),
// spins paced at 80 % of that maximum (an open load: latency counts from when a spin was due, so
// a stall is not hidden by the clients waiting), then pgbench. It prints spins/s over pgbench
// transactions/s and the spin p99 at 80 %, the median of the runs with their spread. The API's
// fresh database is analyzed after the warm-up, as autovacuum soon does on a running one. Each
// run also times the round's SQL alone: pgbench calling `play_decided_round` as the API does,
// the bound the data model sets whatever the API costs, and a batch's SQL alone: one pgbench
// client calling `play_decided_rounds` with a round of every player, as one API process sends
// the rounds that waited (one batch at a time), in rounds/s.
// Build apps/api first (cd apps/api && pnpm run build).
//
//   node bench/spins.mjs [--runs 5] [--clients 8] [--seconds 10] [--quick]
//
// PostgreSQL is BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
// the run creates two databases on that server (the API's and pgbench's) and drops them again.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { percentile } from './api-load.mjs';
import { postgresUnreachable } from './api-servers.mjs';
import {
  cpuMilliseconds,
  createScratchDatabase,
  insertPlayers,
  startApi,
  walletsAgainstLedger,
} from './hub-players.mjs';
import { median, number } from './paired.mjs';

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    runs: { type: 'string' },
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string' },
    scale: { type: 'string', default: '10' },
  },
});
const runs = Number(options.runs ?? (options.quick ? 1 : 5));
const clients = Number(options.clients);
const seconds = Number(options.seconds ?? (options.quick ? 3 : 10));
const warmupSeconds = options.quick ? 1 : 3;
const loadShare = 0.8;
const target = { ratio: 0.5, p99AtLoad: 50 };
/** The stake of every spin, in kuruş (1 TL, the slot's smallest bet). */
const betKurus = 100;
/** What each bench player is given before it spins, in kuruş: enough never to run out. */
const fundKurus = 100_000_000n;
const pgbenchBin = '/usr/lib/postgresql/15/bin/pgbench';
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const run = promisify(execFile);

const cleanups = [];
async function cleanup() {
  for (const step of cleanups.reverse()) await step().catch(() => undefined);
  cleanups.length = 0;
}
process.once('SIGINT', async () => {
  process.stderr.write('\nInterrupted: stopping the API and dropping the bench databases\n');
  await cleanup();
  process.exit(130);
});

/**
 * Puts `fundKurus` on each player's balance as a ledger deposit with nothing behind it, in one
 * statement, as the API's tests fund their players (apps/api/src/test-wallet.ts): the benchmark
 * measures what players do with money, not how it arrives.
 */
async function fundPlayers(databaseUrl, players) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with entry as (
         insert into wallet_ledger (player_id, kind, pocket, amount_kurus, held_change_kurus,
           balance_after, held_after, idempotency_key, reference)
         select id, 'deposit', 'cash', $2::bigint, 0, $2::bigint, 0, 'seed:bench-spins:' || id, null
         from unnest($1::int[]) as ids(id)
         returning player_id)
       insert into wallet_account (player_id, balance_kurus)
       select player_id, $2::bigint from entry`,
      [players.map((player) => player.id), String(fundKurus)],
    );
  } finally {
    await client.end();
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

/** One HTTP call on the keep-alive agent: its status and parsed JSON. */
function request(baseUrl, { method, path, headers = {}, body }) {
  const target = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method,
        agent,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: response.statusCode, json, text });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Launches the demo slot for `player` as the site does; answers the launch id. */
async function launchSlot(baseUrl, player) {
  const answer = await request(baseUrl, {
    method: 'POST',
    path: '/api/casino/dtlaunchurl',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${player.token}`,
      fingerprint: player.fingerprint,
      locale: 'tr',
    },
    body: JSON.stringify({ code: 'zar-slot' }),
  });
  const address = answer.status === 200 ? /https?:\/\/[^"\\\s]+/.exec(answer.json?.data) : null;
  if (!address) throw new Error(`the slot launch answered ${answer.status}: ${answer.text}`);
  const launch = new URL(address[0]).searchParams.get('launch');
  if (!launch) throw new Error(`the slot launch gave no launch id: ${address[0]}`);
  return launch;
}

/** One spin as the game page sends it (text/plain JSON, no credentials but the launch id). */
async function spin(baseUrl, launch) {
  const answer = await request(baseUrl, {
    method: 'POST',
    path: '/api/games/demo/api/slot/spin',
    headers: { 'content-type': 'text/plain', origin: 'null' },
    body: JSON.stringify({ launch, bet: betKurus }),
  });
  if (answer.status !== 200 || answer.json?.success !== true) {
    return `HTTP ${answer.status}: ${answer.json?.message ?? answer.text.slice(0, 80)}`;
  }
  return null;
}

/**
 * Spins for `seconds`. Without `rate`, each launch keeps one spin in flight (the maximum).
 * With `rate` (spins/s), spins fall due evenly spaced and go to the first launch that is free;
 * a spin's latency counts from when it was due, so queueing behind a slow spin counts too.
 */
async function spinLoad(baseUrl, launches, { seconds, rate, pid }) {
  const latencies = [];
  const failures = new Map();
  const fail = (reason) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  const cpuBefore = pid ? await cpuMilliseconds(pid) : 0;
  const oneSpin = async (launch, dueAt) => {
    try {
      const refused = await spin(baseUrl, launch);
      if (refused) fail(refused);
      else latencies.push(performance.now() - dueAt);
    } catch (error) {
      fail(error.code ?? error.message);
    }
  };

  if (rate === undefined) {
    await Promise.all(
      launches.map(async (launch) => {
        while (performance.now() < endsAt) await oneSpin(launch, performance.now());
      }),
    );
  } else {
    const free = [...launches];
    const due = [];
    const pending = new Set();
    let sent = 0;
    const dispatch = () => {
      while (free.length > 0 && due.length > 0) {
        const launch = free.shift();
        const dueAt = due.shift();
        const done = oneSpin(launch, dueAt).finally(() => {
          pending.delete(done);
          free.push(launch);
          dispatch();
        });
        pending.add(done);
      }
    };
    await new Promise((resolve) => {
      // A timer per spin would drift; each tick queues what the clock says is due.
      const timer = setInterval(() => {
        const now = performance.now();
        const dueCount = Math.floor(((Math.min(now, endsAt) - started) / 1000) * rate);
        while (sent < dueCount) due.push(started + (sent++ * 1000) / rate);
        dispatch();
        if (now >= endsAt) {
          clearInterval(timer);
          resolve();
        }
      }, 1);
    });
    // Spins already due still count, and are waited for.
    while (due.length > 0 || pending.size > 0) await Promise.race([...pending]);
  }

  const elapsedSeconds = (performance.now() - started) / 1000;
  const cpuUsed = pid ? (await cpuMilliseconds(pid)) - cpuBefore : Number.NaN;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsedSeconds,
    spins: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures: [...failures.values()].reduce((sum, count) => sum + count, 0),
    failureReasons: Object.fromEntries(failures),
    apiCpuShare: cpuUsed / 1000 / elapsedSeconds,
  };
}

/**
 * pgbench's simple-update transaction (or the `script` file) for `seconds` with `clients`
 * clients: its tps and latency.
 */
async function pgbenchLoad(url, { seconds, script, connections = clients }) {
  const { stdout } = await run(
    pgbenchBin,
    [
      script ? `--file=${script}` : '--builtin=simple-update',
      `--client=${connections}`,
      `--jobs=${Math.min(connections, os.cpus().length)}`,
      `--time=${seconds}`,
      '--no-vacuum',
      url,
    ],
    { env: { ...process.env, PGAPPNAME: 'bench-spins-pgbench' } },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { perSecond: Number(tps[1]), latencyAverage: latency ? Number(latency[1]) : Number.NaN };
}

/**
 * Gathers the planner's statistics of the API's fresh database after the warm-up, as autovacuum
 * does within its first minute on any database that runs. Without them the planner takes
 * `game_transaction` for a table of one row and checks a bet's id through the
 * (provider, reference) index with only the provider as its condition: every spin reads every
 * earlier one, the runs before autovacuum's first pass measured a third to a half slower than
 * those after, and the first run's paced p50 reached 0.4–0.8 s.
 */
async function analyze(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/**
 * The round's SQL alone: each pgbench client plays its own player's slot rounds by calling
 * `play_decided_round` (migration 0025) directly, as the API does for a spin, with no HTTP, no
 * Node and no outcome drawn (a quarter of the rounds win 1.50 TL). What the database can do for
 * a spin with a free API: the bound the data model sets, beside pgbench's. Writes the clients'
 * table and the script; answers the script's path.
 */
async function roundScript(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      create table bench_spinner as
      select (row_number() over (order by launch.created_at, launch.id) - 1)::int as client,
             encode(sha256(convert_to(launch.token, 'UTF8')), 'hex') as token_hash,
             launch.id as launch_id, launch.user_code, pair.id as pair_id, pair.client_seed
        from demo_launch launch
        join demo_seed_pair pair on pair.user_code = launch.user_code and pair.rotated_at is null`);
  } finally {
    await client.end();
  }
  const path = join(os.tmpdir(), `zar-bench-round-${process.pid}.sql`);
  writeFileSync(
    path,
    `\\set win random(0, 3)
select round.o_status
  from bench_spinner spinner,
       lateral play_decided_round(
         spinner.token_hash, now(), now() - interval '1 day', 'zar-demo', spinner.pair_id,
         (select nonce from demo_seed_pair where id = spinner.pair_id), spinner.launch_id,
         spinner.user_code, 'zar-slot', 'slot', spinner.client_seed, '{"bet":100}', 100, '{}',
         case when :win = 0 then 150 else 0 end) round
 where spinner.client = :client_id;
`,
  );
  cleanups.push(async () => rmSync(path, { force: true }));
  return path;
}

/**
 * A batch's SQL alone: one pgbench client plays a round of every player in one call of
 * `play_decided_rounds` (migration 0027, as sets since 0028), as the API sends the rounds that
 * waited for the call before; a quarter of the rounds win 1.50 TL. What one backend running the
 * batches, one at a time as a process sends them, can do: the bound of the spins while the
 * cores are not full. Answers the script's path.
 */
function batchScript() {
  const path = join(os.tmpdir(), `zar-bench-batch-${process.pid}.sql`);
  writeFileSync(
    path,
    `select count(*)
  from play_decided_rounds('zar-demo', (
    select json_agg(json_build_object(
             'index', spinner.client, 'token_hash', spinner.token_hash, 'at', now(),
             'login_born_after', now() - interval '1 day', 'seed_pair_id', spinner.pair_id,
             'nonce', (select nonce from demo_seed_pair where id = spinner.pair_id),
             'launch_id', spinner.launch_id, 'user_code', spinner.user_code,
             'game_code', 'zar-slot', 'engine', 'slot', 'client_seed', spinner.client_seed,
             'bet', '{"bet":100}', 'stake', 100, 'outcome', '{}',
             'win', case when random() < 0.25 then 150 else 0 end))
      from bench_spinner spinner));
`,
  );
  cleanups.push(async () => rmSync(path, { force: true }));
  return path;
}

/** Settled rounds in the API's database, to count those the round's SQL played. */
async function settledRounds(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as count from demo_round where status = 'settled'`,
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/** Transactions committed in `database` so far (pg_stat_database), to count them per spin. */
async function commits(url, database) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The statistics a backend sends arrive within a moment; ask for a fresh snapshot.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      'select xact_commit::bigint as commits from pg_stat_database where datname = $1',
      [database],
    );
    return Number(rows[0]?.commits ?? Number.NaN);
  } finally {
    await client.end();
  }
}

/**
 * What the spins left in the database, checked against the spins answered: every answered spin
 * has a settled round with its bet (and its win when it won) in `game_transaction`, none is left
 * unfinished, and each wallet equals its funding less its stakes plus its wins, equals its
 * ledger's last balance. Answers the problems found (none when the money held).
 */
async function moneyProblems(url, players, answeredSpins) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const problems = [];
    const { rows: rounds } = await client.query(
      'select status, count(*)::int as count from demo_round group by status',
    );
    const count = (status) => rounds.find((row) => row.status === status)?.count ?? 0;
    if (count('settled') !== answeredSpins) {
      problems.push(`${count('settled')} settled rounds for ${answeredSpins} answered spins`);
    }
    for (const status of ['open', 'running', 'settling', 'void']) {
      if (count(status) > 0) problems.push(`${count(status)} rounds left ${status}`);
    }
    const wallets = await walletsAgainstLedger(
      client,
      players.map((player) => player.id),
    );
    let bets = 0;
    for (const wallet of wallets) {
      bets += wallet.bets;
      const expected = fundKurus + BigInt(wallet.game_net);
      if (BigInt(wallet.balance) !== expected || wallet.ledger_balance !== wallet.balance) {
        problems.push(
          `player ${wallet.player_id}: balance ${wallet.balance}, ledger ${wallet.ledger_balance}, funding and games ${expected}`,
        );
      }
    }
    if (bets !== answeredSpins) problems.push(`${bets} bets for ${answeredSpins} answered spins`);
    return problems;
  } finally {
    await client.end();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Median with the spread of the runs, e.g. `0.52 (0.48–0.55)`. */
function spread(values, digits) {
  const finite = values.filter(Number.isFinite);
  if (finite.length <= 1) return number(finite[0], digits);
  return `${number(median(finite), digits)} (${number(Math.min(...finite), digits)}–${number(Math.max(...finite), digits)})`;
}
const failed = ({ failures, failureReasons }) =>
  failures === 0
    ? ''
    : ` (${failures} failed: ${Object.entries(failureReasons)
        .map(([reason, count]) => `${count} × ${reason}`)
        .join(', ')})`;
const mark = (ok) => (ok ? '✔' : '✘');

async function main() {
  if (!existsSync(pgbenchBin)) throw new Error(`pgbench is not at ${pgbenchBin}`);
  const unreachable = await postgresUnreachable(adminUrl);
  if (unreachable) {
    console.log(`Skipped: PostgreSQL not reachable (${unreachable})`);
    return;
  }
  const suffix = randomBytes(4).toString('hex');
  const apiDatabaseName = `zar_bench_spins_${suffix}`;
  const apiDatabase = await createScratchDatabase(adminUrl, apiDatabaseName);
  cleanups.push(() => apiDatabase.drop());
  const pgbenchDatabase = await createScratchDatabase(adminUrl, `zar_bench_pgbench_${suffix}`);
  cleanups.push(() => pgbenchDatabase.drop());
  await run(pgbenchBin, [
    '--initialize',
    `--scale=${options.scale}`,
    '--quiet',
    pgbenchDatabase.url,
  ]);

  const api = await startApi(apiDatabase.url);
  cleanups.push(() => api.stop());
  const players = await insertPlayers(apiDatabase.url, clients);
  await fundPlayers(apiDatabase.url, players);
  const launches = [];
  for (const player of players) launches.push(await launchSlot(api.baseUrl, player));

  console.log(
    `Spins against pgbench — ${clients} clients each, ${seconds} s per load, ${runs} run(s) after` +
      ` ${warmupSeconds} s of warm-up; pgbench scale ${options.scale}; Node ${process.version},` +
      ` ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  const warmup = await spinLoad(api.baseUrl, launches, { seconds: warmupSeconds });
  if (warmup.spins === 0) throw new Error(`no spin succeeded${failed(warmup)}`);
  await pgbenchLoad(pgbenchDatabase.url, { seconds: warmupSeconds });
  await analyze(apiDatabase.url);
  const script = await roundScript(apiDatabase.url);
  const batch = batchScript();

  let answeredSpins = warmup.spins;
  const results = [];
  for (let index = 0; index < runs; index += 1) {
    const commitsBefore = await commits(adminUrl, apiDatabaseName);
    const maximum = await spinLoad(api.baseUrl, launches, { seconds, pid: api.pid });
    await sleep(500);
    const commitsPerSpin =
      ((await commits(adminUrl, apiDatabaseName)) - commitsBefore) / maximum.spins;
    const rate = Math.max(1, Math.round(maximum.perSecond * loadShare));
    const paced = await spinLoad(api.baseUrl, launches, { seconds, rate, pid: api.pid });
    const pgbench = await pgbenchLoad(pgbenchDatabase.url, { seconds });
    const roundsBefore = await settledRounds(apiDatabase.url);
    const sqlOnly = await pgbenchLoad(apiDatabase.url, { seconds, script });
    const sqlRounds = (await settledRounds(apiDatabase.url)) - roundsBefore;
    const batchOnly = await pgbenchLoad(apiDatabase.url, {
      seconds,
      script: batch,
      connections: 1,
    });
    const batchRounds = (await settledRounds(apiDatabase.url)) - roundsBefore - sqlRounds;
    batchOnly.roundsPerSecond = batchRounds / seconds;
    answeredSpins += maximum.spins + paced.spins + sqlRounds + batchRounds;
    const result = { maximum, rate, paced, pgbench, commitsPerSpin, sqlOnly, batchOnly };
    results.push(result);
    console.log(
      `run ${index + 1}: spins ${number(maximum.perSecond)}/s${failed(maximum)} (p99 ${number(maximum.p99, 1)} ms,` +
        ` ${number(commitsPerSpin, 1)} transactions a spin, API CPU ${number(maximum.apiCpuShare * 100)} %),` +
        ` pgbench ${number(pgbench.perSecond)} tps (latency ${number(pgbench.latencyAverage, 2)} ms),` +
        ` ratio ${number(maximum.perSecond / pgbench.perSecond, 3)};` +
        ` the round's SQL alone ${number(sqlOnly.perSecond)}/s (${number(sqlOnly.perSecond / pgbench.perSecond, 3)});` +
        ` batches of ${clients} from one connection ${number(batchOnly.roundsPerSecond)} rounds/s;` +
        ` at ${number(rate)}/s: ${number(paced.perSecond)}/s served${failed(paced)}, p50 ${number(paced.p50, 1)} ms, p99 ${number(paced.p99, 1)} ms`,
    );
  }

  const ratios = results.map((result) => result.maximum.perSecond / result.pgbench.perSecond);
  const pacedP99 = results.map((result) => result.paced.p99);
  console.log('');
  console.log(`| Figure (median of ${runs} run(s), spread) | Value | Goal |`);
  console.log('|---|---|---|');
  console.log(
    `| Spins/s at the maximum (${clients} clients) | ${spread(
      results.map((result) => result.maximum.perSecond),
      0,
    )} | |`,
  );
  console.log(
    `| pgbench simple-update tps (${clients} clients) | ${spread(
      results.map((result) => result.pgbench.perSecond),
      0,
    )} | |`,
  );
  console.log(
    `| **Spins / pgbench** | ${spread(ratios, 3)} | ≥ ${target.ratio} ${mark(median(ratios) >= target.ratio)} |`,
  );
  console.log(
    `| The round's SQL alone (\`play_decided_round\` from pgbench, ${clients} clients), /s | ${spread(
      results.map((result) => result.sqlOnly.perSecond),
      0,
    )} | |`,
  );
  console.log(
    `| The round's SQL alone / pgbench (the bound of the data model) | ${spread(
      results.map((result) => result.sqlOnly.perSecond / result.pgbench.perSecond),
      3,
    )} | |`,
  );
  console.log(
    `| A batch's SQL alone (\`play_decided_rounds\`, ${clients} rounds a call, one connection), rounds/s | ${spread(
      results.map((result) => result.batchOnly.roundsPerSecond),
      0,
    )} | |`,
  );
  console.log(
    `| Spin p99 at the maximum, ms | ${spread(
      results.map((result) => result.maximum.p99),
      1,
    )} | |`,
  );
  console.log(
    `| **Spin p99 at 80 % of the maximum (paced), ms** | ${spread(pacedP99, 1)} | < ${target.p99AtLoad} ${mark(median(pacedP99) < target.p99AtLoad)} |`,
  );
  console.log(
    `| Spin p50 at 80 % of the maximum, ms | ${spread(
      results.map((result) => result.paced.p50),
      1,
    )} | |`,
  );
  console.log(
    `| Database transactions per spin (read-only ones included) | ${spread(
      results.map((result) => result.commitsPerSpin),
      1,
    )} | |`,
  );
  const failures = results.reduce(
    (sum, result) => sum + result.maximum.failures + result.paced.failures,
    0,
  );
  console.log(`| Failed spins | ${failures} | 0 ${mark(failures === 0)} |`);
  const problems = await moneyProblems(apiDatabase.url, players, answeredSpins);
  console.log(
    `| Rounds and money after ${number(answeredSpins)} answered spins | ${
      problems.length === 0
        ? 'every round settled, every wallet = funding − stakes + wins = its ledger'
        : problems.slice(0, 5).join('; ')
    } | ${mark(problems.length === 0)} |`,
  );
  if (failures > 0 || problems.length > 0) process.exitCode = 1;
  console.log(
    `\nLoad average at the end: ${os.loadavg()[0].toFixed(1)} (other work on the machine makes the figures noisy).`,
  );
}

try {
  await main();
} finally {
  agent.destroy();
  await cleanup();
}
