#!/usr/bin/env node
// Players per machine (issue 26, point 2): whole players against the built API on PostgreSQL,
// the load generator on the same machine. Each player keeps a hub socket (a ticket, then the
// SignalR JSON protocol over a raw WebSocket, pinged every 10 s), polls its balance every 3 s
// (GET user/balance, as the site's header does), spins the demo slot every 5 s (launched once
// through casino/dtlaunchurl, then slot/spin), and now and then reads its financial activity
// (POST payment/history, every 60 s), places a sportsbook single (POST sportsbook/demo/api/place
// with an open pre-match selection of the book's own feed, every 60 s) and files a bank-transfer
// deposit (POST payment/deposit, method 2 "Havale / EFT", every 300 s: the deposit a production
// site takes; it waits for an operator, so it moves no money).
//
// The count rises in steps (50, 100, 250, 500, 1000, 2000, 3000, 4000, 5000, 6000, 8000, 10000 up to
// --max); each step holds --step-seconds, the first --warmup-seconds not counted. A step passes
// when no call failed and every kind's p99 is at most 100 ms. After the first failing step the
// count is bisected between the last passing and the failing one (--bisect times). Calls are due
// evenly spread over each period (player i at i/N of it); a call's latency counts from when it was
// due, so a slow generator or a queue shows as latency too. CPU comes from /proc: the API
// process(es), the PostgreSQL backends of the bench's database, the generator and HAProxy, next to
// the machine's total (the rest is other work, PostgreSQL's shared processes included).
//
// By default it runs one API process, then two behind HAProxy (deploy/haproxy/zar.cfg with its
// ports replaced, ZAR_TRUSTED_PROXIES=127.0.0.1), each on a fresh database; at the end of each it
// checks the money: every wallet = funding − stakes + wins = its ledger's last balance, a settled
// round for every answered spin, a slip for every answered place, a pending request for every
// answered deposit. Exits 1 when the money does not add up or a call was refused for a reason
// that is not load (an HTTP 4xx).
//
//   node bench/players.mjs [--processes 1|2|both] [--max 10000] [--step-seconds 25]
//                          [--warmup-seconds 5] [--bisect 2] [--steps 250,500,…] [--keep-going]
//                          [--connections 256] [--generator-only] [--quick]
//
// --generator-only sends the same calls to a bare server answering fixed JSON instead (no hub
// sockets), at 1,000 and 5,000 players unless --steps says otherwise: what the generator costs.
// --keep-going goes on up the steps past the first failing one while the calls are still all
// answered at the rate due, to show where the throughput itself gives out (the count printed is
// still the last passing step's). --connections is the generator's keep-alive sockets.
//
// Build apps/api first. PostgreSQL is BENCH_DATABASE_URL, else DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; the run creates its databases there and drops them
// (also on Ctrl+C). Everything stays on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { configFor, haproxyExample } from '../apps/api/src/hub/test-haproxy.ts';
import { percentile } from './api-load.mjs';
import { postgresUnreachable, startBareServer } from './api-servers.mjs';
import { freePort } from './bank-servers.mjs';
import {
  cpuMilliseconds,
  createScratchDatabase,
  insertPlayers,
  startApi,
  walletsAgainstLedger,
} from './hub-players.mjs';
import { number } from './paired.mjs';
import { productionEnv } from './production-env.mjs';

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    processes: { type: 'string', default: 'both' },
    max: { type: 'string' },
    steps: { type: 'string' },
    'step-seconds': { type: 'string' },
    'warmup-seconds': { type: 'string' },
    bisect: { type: 'string' },
    connections: { type: 'string', default: '256' },
    'keep-going': { type: 'boolean', default: false },
    'generator-only': { type: 'boolean', default: false },
  },
});
const quick = options.quick;
const maxPlayers = Number(options.max ?? (quick ? 100 : 10_000));
const ramp = (
  options.steps ?? (quick ? '50,100' : '50,100,250,500,1000,2000,3000,4000,5000,6000,8000,10000')
)
  .split(',')
  .map(Number)
  .filter((count) => count > 0 && count <= maxPlayers);
const stepSeconds = Number(options['step-seconds'] ?? (quick ? 10 : 25));
const warmupSeconds = Number(options['warmup-seconds'] ?? (quick ? 3 : 5));
const bisections = Number(options.bisect ?? (quick ? 0 : 2));
const processCounts = options.processes === 'both' ? [1, 2] : [Number(options.processes)];
const bound = { players: 5000, p99Ms: 100 };
/** Seconds between one player's calls of each kind. */
const periods = { balance: 3, spin: 5, history: 60, slip: 60, deposit: 300 };
const kinds = Object.keys(periods);
const hubPingSeconds = 10;
/** A call unanswered this long counts as failed. */
const callTimeoutMs = 30_000;
const joinConcurrency = 32;
const spinStakeKurus = 100;
const slipStakeKurus = 100;
const fundKurus = 100_000_000n;
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const recordSeparator = '\u001e';
const handshakeRequest = `{"protocol":"json","version":1}${recordSeparator}`;
const pingRecord = `{"type":6}${recordSeparator}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0)
    await cleanups
      .pop()()
      .catch(() => undefined);
}
process.once('SIGINT', async () => {
  process.stderr.write(
    '\nInterrupted: closing the players, stopping the servers, dropping the database\n',
  );
  await cleanup();
  process.exit(130);
});

// --- HTTP ------------------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(options.connections) });
let target = { host: '127.0.0.1', port: 0 };

/** One call on the keep-alive agent: `{ status, json }`; rejects on a network error or timeout. */
function call(method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: target.host,
        port: target.port,
        path,
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: callTimeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          resolve({ status: response.statusCode, json });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Why an answer is not a success, or null. */
function refusal(answer) {
  if (answer.status === 200 && answer.json?.success === true) return null;
  return `HTTP ${answer.status}: ${String(answer.json?.message ?? '').slice(0, 60)}`;
}

const playerHeaders = (player) => ({
  authorization: `Bearer ${player.token}`,
  fingerprint: player.fingerprint,
  locale: 'tr',
});
const jsonHeaders = (player) => ({ ...player.headers, 'content-type': 'application/json' });
const pageHeaders = { 'content-type': 'text/plain', origin: 'null' };

// --- What a player does ------------------------------------------------------------------------

/** The sportsbook's open pre-match singles, refreshed from its own feed while the load runs. */
let openSelections = [];
let selectionCursor = 0;
async function refreshFeed() {
  const answer = await call(
    'POST',
    '/api/sportsbook/demo/api/events',
    pageHeaders,
    JSON.stringify({ section: 'sports', lang: 'tr' }),
  );
  if (refusal(answer)) throw new Error(`the sportsbook feed answered ${refusal(answer)}`);
  const soon = Date.now() + 10 * 60_000;
  const selections = [];
  for (const event of answer.json.data.events) {
    if (!event.open || Date.parse(event.kickoff) < soon) continue;
    const market = event.markets.find((each) => each.kind === 'result' && !each.closed);
    for (const selection of market?.selections ?? []) {
      selections.push({
        matchId: event.id,
        market: 'result',
        pick: selection.pick,
        odds: selection.odds,
      });
    }
  }
  if (selections.length === 0)
    throw new Error('the sportsbook feed has no open pre-match selection');
  openSelections = selections;
}

const actions = {
  balance: (player) => call('GET', '/api/user/balance', player.headers),
  spin: (player) =>
    call(
      'POST',
      '/api/games/demo/api/slot/spin',
      pageHeaders,
      JSON.stringify({ launch: player.launch, bet: spinStakeKurus }),
    ),
  history: (player) =>
    call('POST', '/api/payment/history', jsonHeaders(player), '{"kind":0,"skip":0,"take":20}'),
  slip: (player) => {
    const selection = openSelections[selectionCursor++ % openSelections.length];
    return call(
      'POST',
      '/api/sportsbook/demo/api/place',
      pageHeaders,
      JSON.stringify({
        token: player.bookToken,
        betId: randomUUID(),
        stake: slipStakeKurus,
        selections: [selection],
        lang: 'tr',
      }),
    );
  },
  deposit: (player) =>
    call(
      'POST',
      '/api/payment/deposit',
      { ...jsonHeaders(player), 'idempotency-key': randomUUID() },
      JSON.stringify({
        id: 2,
        target: 'pay',
        detail: {
          amount: 100 + (player.id % 900),
          fullName: 'Bench Player',
          bank: 1 + (player.id % 6),
          transferDate: new Date(Date.now() - 10 * 60_000).toISOString().slice(0, 16),
          ownAccount: true,
        },
      }),
    ),
};

/** Launches the demo slot for `player` as the site does; answers the launch id. */
async function launchSlot(player) {
  const answer = await call(
    'POST',
    '/api/casino/dtlaunchurl',
    jsonHeaders(player),
    JSON.stringify({ code: 'zar-slot' }),
  );
  const address = answer.status === 200 ? /https?:\/\/[^"\\\s]+/.exec(answer.json?.data) : null;
  const launch = address ? new URL(address[0]).searchParams.get('launch') : null;
  if (!launch) throw new Error(`the slot launch answered ${answer.status}`);
  return launch;
}

let unexpectedCloses = 0;
/** Opens `player`'s hub socket with a fresh ticket, as the site does; resolves after the handshake. */
async function openHub(player) {
  const answer = await call('GET', '/api/customer/hubticket', player.headers);
  if (refusal(answer)) throw new Error(`no hub ticket: ${refusal(answer)}`);
  const query = `fingerprint=${encodeURIComponent(player.fingerprint)}&access_token=${encodeURIComponent(answer.json.data.ticket)}`;
  const socket = new WebSocket(`ws://${target.host}:${target.port}/hub/frnotify?${query}`, {
    perMessageDeflate: false,
  });
  await new Promise((resolve, reject) => {
    let shaken = false;
    socket.once('open', () => socket.send(handshakeRequest));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`the hub refused the socket: HTTP ${response.statusCode}`)),
    );
    socket.on('error', (error) => {
      if (!shaken) reject(error);
    });
    socket.on('close', () => {
      if (shaken && player.socket === socket) {
        unexpectedCloses += 1;
        player.socket = null;
      }
    });
    socket.on('message', (data) => {
      if (shaken) return;
      if (!data.toString().startsWith(`{}${recordSeparator}`)) {
        reject(new Error('the hub refused the handshake'));
        return;
      }
      shaken = true;
      player.socket = socket;
      resolve();
    });
  });
}

/**
 * Pings every open hub socket once per `hubPingSeconds`, as the SignalR client does, spread
 * evenly, between steps too (the hub drops a socket silent for 30 s). Answers the stop function.
 */
function startPinging(players) {
  const tickMs = 50;
  let cursor = 0;
  const timer = setInterval(() => {
    const perTick = Math.ceil((players.length * tickMs) / (hubPingSeconds * 1000));
    for (let index = 0; index < perTick; index += 1) {
      const socket = players[cursor++ % players.length].socket;
      if (socket?.readyState === WebSocket.OPEN) socket.send(pingRecord);
    }
  }, tickMs);
  return () => clearInterval(timer);
}

/** Makes the first `count` players active: launched, with a hub socket; closes the others'. */
async function activate(players, count) {
  for (const player of players.slice(count)) {
    const socket = player.socket;
    player.socket = null;
    socket?.close();
  }
  const joining = players.slice(0, count).filter((player) => player.socket === null);
  let next = 0;
  const worker = async () => {
    while (next < joining.length) {
      const player = joining[next++];
      player.launch ??= await launchSlot(player);
      await openHub(player);
    }
  };
  await Promise.all(Array.from({ length: joinConcurrency }, worker));
}

// --- CPU from /proc --------------------------------------------------------------------------

/** Busy and total CPU time of the whole machine, in milliseconds (all cores). */
function machineCpu() {
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0) * 10;
  const idle = (fields[3] + fields[4]) * 10;
  return { busy: total - idle, total };
}

/**
 * The backends of `database`, polled 4 times a second: the CPU each uses (each one's reading
 * kept, so a backend that ends between readings still counts up to its last one), and what the
 * busy ones (in a statement or in a transaction) are doing, by state and wait event, counted.
 */
function postgresBackends(database) {
  const client = new pg.Client({ connectionString: adminUrl });
  const latest = new Map();
  const doing = new Map();
  let samples = 0;
  let timer;
  async function poll() {
    const { rows } = await client.query(
      `select pid, state, wait_event_type, wait_event from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      [database],
    );
    samples += 1;
    for (const row of rows) {
      if (row.state === 'idle') continue;
      const what =
        row.state === 'active'
          ? row.wait_event
            ? `${row.wait_event_type}:${row.wait_event}`
            : 'running'
          : row.state === 'idle in transaction'
            ? 'in transaction, waiting for the API'
            : row.state;
      doing.set(what, (doing.get(what) ?? 0) + 1);
    }
    await Promise.all(
      rows.map(async ({ pid }) => {
        try {
          latest.set(pid, await cpuMilliseconds(pid));
        } catch {}
      }),
    );
  }
  return {
    async start() {
      await client.connect();
      await poll();
      timer = setInterval(() => poll().catch(() => undefined), 250);
    },
    async snapshot() {
      await poll();
      return { cpu: new Map(latest), doing: new Map(doing), samples };
    },
    async stop() {
      clearInterval(timer);
      await client.end();
    },
  };
}

/** The average number of busy backends between two snapshots, and what they were doing. */
function backendsBusy(before, after) {
  const samples = after.samples - before.samples;
  const doing = [...after.doing]
    .map(([what, count]) => [what, (count - (before.doing.get(what) ?? 0)) / samples])
    .filter(([, average]) => average > 0)
    .sort((a, b) => b[1] - a[1]);
  return { busy: doing.reduce((sum, [, average]) => sum + average, 0), doing };
}

// --- The load --------------------------------------------------------------------------------

/** The calls of one step: latencies and failures per kind, counted from `countFrom` on. */
function newTally() {
  return Object.fromEntries(
    kinds.map((kind) => [kind, { latencies: [], failures: new Map(), inTime: 0 }]),
  );
}

let inFlight = 0;
let answered = { spin: 0, slip: 0, deposit: 0 };
let attempted = { spin: 0, slip: 0, deposit: 0 };
let clientErrors = 0;

/**
 * Runs `count` players for `seconds`: every kind's calls fall due evenly spread over its period,
 * player k mod count at the k-th slot; a timer every 5 ms sends what is due. Calls due from
 * `warmup` seconds on are counted in the answered tally.
 */
async function runLoad(players, count, seconds, warmup, onCounting) {
  const tally = newTally();
  const started = performance.now();
  const countFrom = started + warmup * 1000;
  const endsAt = started + seconds * 1000;
  const sent = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  let counting = false;
  const fire = (kind, player, dueAt) => {
    const counted = dueAt >= countFrom;
    const entry = tally[kind];
    if (kind in attempted) attempted[kind] += 1;
    inFlight += 1;
    actions[kind](player).then(
      (answer) => {
        inFlight -= 1;
        const why = refusal(answer);
        if (why === null && kind in answered) answered[kind] += 1;
        if (why !== null && answer.status >= 400 && answer.status < 500) clientErrors += 1;
        if (!counted) return;
        if (why === null) {
          const at = performance.now();
          entry.latencies.push(at - dueAt);
          // Answered while the step still ran: what the servers kept up with.
          if (at <= endsAt) entry.inTime += 1;
        } else entry.failures.set(why, (entry.failures.get(why) ?? 0) + 1);
      },
      (error) => {
        inFlight -= 1;
        if (!counted) return;
        const why = error.code ?? error.message;
        entry.failures.set(why, (entry.failures.get(why) ?? 0) + 1);
      },
    );
  };
  let closesAtCounting = unexpectedCloses;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const now = Math.min(performance.now(), endsAt);
      if (!counting && now >= countFrom) {
        counting = true;
        closesAtCounting = unexpectedCloses;
        onCounting();
      }
      for (const kind of kinds) {
        const gap = (periods[kind] * 1000) / count;
        const due = Math.floor((now - started) / gap) + 1;
        while (sent[kind] < due) {
          const slot = sent[kind]++;
          fire(kind, players[slot % count], started + slot * gap);
        }
      }
      if (now >= endsAt) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  const loadEnded = performance.now();
  // What was sent is waited for (each call times out by itself).
  while (inFlight > 0) await sleep(20);
  const socketsLost = unexpectedCloses - closesAtCounting;
  const missing = players.slice(0, count).filter((player) => player.socket === null).length;
  return { tally, socketsLost, missing, loadEnded };
}

// --- One configuration: N API processes ------------------------------------------------------

/**
 * Runs one step of load and reads `capture()` twice: when the step's counted part starts (the
 * event loop's delay is reset then too) and once its last call was answered.
 */
async function countedStep(players, count, loopDelay, capture) {
  let before;
  let capturing;
  const load = await runLoad(players, count, stepSeconds, warmupSeconds, () => {
    loopDelay.reset();
    capturing = capture().then((value) => {
      before = value;
    });
  });
  await capturing;
  return { load, before, after: await capture() };
}

/** Debian's haproxy with deploy/haproxy/zar.cfg in front of `backends`, once every one is up. */
async function startHaproxy(backends) {
  const ports = { frontend: await freePort(), stats: await freePort() };
  const folder = mkdtempSync(join(os.tmpdir(), 'zar-bench-haproxy-'));
  const configFile = join(folder, 'zar.cfg');
  writeFileSync(configFile, configFor(readFileSync(haproxyExample, 'utf8'), backends, ports));
  const child = spawn('/usr/sbin/haproxy', ['-db', '-f', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  // Its health checks taking a process out of rotation, e.g. a ready check that timed out.
  const downs = [];
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
    for (const found of String(chunk).matchAll(
      /Server (\w+\/api\d+) is DOWN, reason: ([^,\n]+)/g,
    )) {
      downs.push(`${found[1]} (${found[2].trim()})`);
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
    try {
      const csv = await (await fetch(`http://127.0.0.1:${ports.stats}/stats;csv`)).text();
      const servers = csv.split('\n').filter((row) => /^(api|hub),api\d+,/.test(row));
      if (servers.length === backends.length * 2 && servers.every((row) => row.includes(',UP,')))
        break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not find every backend up within 30 s: ${output}`);
    }
    await sleep(200);
  }
  return { pid: child.pid, port: ports.frontend, downs, stop };
}

/** Funding, sportsbook sessions (what a login opens) for the bench's players. */
async function preparePlayers(databaseUrl, players) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = players.map((player) => player.id);
    await client.query(
      `with entry as (
         insert into wallet_ledger (player_id, kind, pocket, amount_kurus, held_change_kurus,
           balance_after, held_after, idempotency_key, reference)
         select id, 'deposit', 'cash', $2::bigint, 0, $2::bigint, 0, 'seed:bench-players:' || id, null
         from unnest($1::int[]) as ids(id)
         returning player_id)
       insert into wallet_account (player_id, balance_kurus)
       select player_id, $2::bigint from entry`,
      [ids, String(fundKurus)],
    );
    for (const player of players) player.bookToken = randomBytes(24).toString('base64url');
    await client.query(
      `insert into game_session (token_hash, player_id, player_session_id, game_code, created_at, expires_at)
       select hash, session.player_id, session.id, 'sportsbook', now(), now() + interval '12 hours'
       from unnest($1::int[], $2::text[]) as tokens(player_id, hash)
       join player_session session using (player_id)`,
      [ids, players.map((player) => createHash('sha256').update(player.bookToken).digest('hex'))],
    );
  } finally {
    await client.end();
  }
}

/**
 * What the load left, checked: answered spins each a settled round (none left unfinished),
 * answered slips each a slip row, answered deposits each a pending bank-transfer request; every
 * wallet = funding − stakes + wins (game transactions: slot and sportsbook) = its ledger.
 */
async function moneyProblems(databaseUrl, players) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const problems = [];
    const notes = [];
    const within = (what, found, kind) => {
      if (found < answered[kind] || found > attempted[kind]) {
        problems.push(`${found} ${what} for ${answered[kind]} answered (${attempted[kind]} sent)`);
      }
    };
    const { rows: rounds } = await client.query(
      'select status, count(*)::int as count from demo_round group by status',
    );
    const rounds_ = (status) => rounds.find((row) => row.status === status)?.count ?? 0;
    within('settled rounds', rounds_('settled'), 'spin');
    // A spin that failed (the pool exhausted, a timeout) may leave its round unfinished; more
    // unfinished rounds than failed spins is a fault.
    const unfinished = ['open', 'running', 'settling'].reduce(
      (sum, status) => sum + rounds_(status),
      0,
    );
    const failedSpins = attempted.spin - answered.spin;
    if (unfinished > failedSpins) {
      problems.push(`${unfinished} rounds left unfinished for ${failedSpins} failed spins`);
    } else if (unfinished > 0) {
      notes.push(`${unfinished} rounds left unfinished by the ${failedSpins} failed spins`);
    }
    const slips = (await client.query('select count(*)::int as count from sports_bet')).rows[0]
      .count;
    within('slips', slips, 'slip');
    const deposits = (
      await client.query(`select count(*)::int as count from payment_request where kind = 1`)
    ).rows[0].count;
    within('deposit requests', deposits, 'deposit');
    const wallets = await walletsAgainstLedger(
      client,
      players.map((player) => player.id),
    );
    for (const wallet of wallets) {
      const expected = fundKurus + BigInt(wallet.game_net);
      if (
        wallet.rollbacks > 0 ||
        BigInt(wallet.balance) !== expected ||
        wallet.ledger_balance !== wallet.balance
      ) {
        problems.push(
          `player ${wallet.player_id}: balance ${wallet.balance}, ledger ${wallet.ledger_balance}, funding and games ${expected}, rollbacks ${wallet.rollbacks}`,
        );
      }
    }
    problems.notes = notes;
    if (wallets.length !== players.length)
      problems.push(`${wallets.length} wallets for ${players.length} players`);
    return problems;
  } finally {
    await client.end();
  }
}

const share = (milliseconds, seconds) => `${number(milliseconds / 10 / seconds)} %`;

/** Runs the ramp against `processCount` API processes; answers the figures. */
async function measure(processCount) {
  const suffix = randomBytes(4).toString('hex');
  const databaseName = `zar_bench_players_${suffix}`;
  const database = await createScratchDatabase(adminUrl, databaseName);
  cleanups.push(() => database.drop());
  // The processes share their secrets, as a deployment's do (the book's matches, game tokens).
  const environment = {
    ...productionEnv(),
    ...(processCount > 1 ? { ZAR_TRUSTED_PROXIES: '127.0.0.1' } : {}),
  };
  const apis = [];
  for (let index = 0; index < processCount; index += 1) {
    // One after the other: the first migrates and seeds the empty database.
    const api = await startApi(database.url, environment);
    cleanups.push(() => api.stop());
    apis.push(api);
  }
  let balancer = null;
  if (processCount > 1) {
    balancer = await startHaproxy(apis.map((api) => api.baseUrl));
    cleanups.push(() => balancer.stop());
    target = { host: '127.0.0.1', port: balancer.port };
  } else {
    const address = new URL(apis[0].baseUrl);
    target = { host: address.hostname, port: Number(address.port) };
  }
  const highest = Math.max(...ramp);
  const players = (await insertPlayers(database.url, highest)).map((row) => ({
    id: row.id,
    token: row.token,
    fingerprint: row.fingerprint,
    launch: null,
    bookToken: null,
    socket: null,
    headers: null,
  }));
  for (const player of players) player.headers = playerHeaders(player);
  await preparePlayers(database.url, players);
  cleanups.push(async () => {
    for (const player of players) player.socket?.terminate();
  });
  const stopPinging = startPinging(players);
  cleanups.push(async () => stopPinging());
  await refreshFeed();
  const feedTimer = setInterval(() => refreshFeed().catch(() => undefined), 30_000);
  cleanups.push(async () => clearInterval(feedTimer));
  const backends = postgresBackends(databaseName);
  await backends.start();
  cleanups.push(() => backends.stop());
  answered = { spin: 0, slip: 0, deposit: 0 };
  attempted = { spin: 0, slip: 0, deposit: 0 };

  console.log(
    `\n${processCount} API process${processCount > 1 ? 'es behind HAProxy' : ''} on PostgreSQL — ` +
      `steps of ${stepSeconds} s (first ${warmupSeconds} s not counted); load average ${os.loadavg()[0].toFixed(1)}`,
  );
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();

  const results = [];
  async function step(count) {
    await activate(players, count);
    const pids = [...apis.map((api) => api.pid)];
    const capture = async () => ({
      at: performance.now(),
      api: (await Promise.all(pids.map(cpuMilliseconds))).reduce((sum, value) => sum + value, 0),
      haproxy: balancer ? await cpuMilliseconds(balancer.pid) : 0,
      generator: (() => {
        const usage = process.cpuUsage();
        return (usage.user + usage.system) / 1000;
      })(),
      postgres: await backends.snapshot(),
      machine: machineCpu(),
    });
    const downsBefore = balancer?.downs.length ?? 0;
    const { load, before, after } = await countedStep(players, count, loopDelay, capture);
    const loopP99 = loopDelay.percentile(99) / 1e6;
    // CPU over the counted part of the step, up to when its last call was answered.
    const seconds = (after.at - before.at) / 1000;
    let postgres = 0;
    for (const [pid, value] of after.postgres.cpu) {
      postgres += value - (before.postgres.cpu.get(pid) ?? 0);
    }
    const backends_ = backendsBusy(before.postgres, after.postgres);
    const cpu = {
      api: after.api - before.api,
      postgres,
      generator: after.generator - before.generator,
      haproxy: after.haproxy - before.haproxy,
      machine: after.machine.busy - before.machine.busy,
      machineTotal: after.machine.total - before.machine.total,
    };
    const countedSeconds = stepSeconds - warmupSeconds;
    const perKind = {};
    let failures = load.socketsLost + load.missing;
    let worstP99 = 0;
    let worstKind = null;
    for (const kind of kinds) {
      const { latencies, failures: reasons } = load.tally[kind];
      latencies.sort((a, b) => a - b);
      const failed = [...reasons.values()].reduce((sum, value) => sum + value, 0);
      failures += failed;
      const p99 = percentile(latencies, 99);
      if (latencies.length > 0 && !(p99 <= worstP99)) {
        worstP99 = p99;
        worstKind = kind;
      }
      perKind[kind] = {
        perSecond: (latencies.length + failed) / countedSeconds,
        calls: latencies.length,
        inTime: load.tally[kind].inTime,
        p50: percentile(latencies, 50),
        p99,
        failed,
        reasons: Object.fromEntries(reasons),
      };
    }
    const passed =
      failures === 0 &&
      Object.values(perKind).every((entry) => entry.calls === 0 || entry.p99 <= bound.p99Ms);
    const result = {
      count,
      perKind,
      failures,
      socketsLost: load.socketsLost,
      cpu,
      seconds,
      loopP99,
      passed,
      worstKind,
      worstP99,
      load: os.loadavg()[0],
      backends: backends_,
    };
    results.push(result);
    const kindText = kinds
      .map((kind) => {
        const entry = perKind[kind];
        const failed = entry.failed ? ` ✘${entry.failed}` : '';
        return `${kind} ${number(entry.perSecond, entry.perSecond < 10 ? 1 : 0)}/s ${number(entry.p50, 1)}/${number(entry.p99, 1)}${failed}`;
      })
      .join(' · ');
    const totalCpu = (os.cpus().length * 100).toFixed(0);
    console.log(
      `${String(count).padStart(6)} players: ${kindText} (p50/p99 ms)` +
        `${load.socketsLost || load.missing ? `; hub sockets lost ${load.socketsLost}, missing ${load.missing}` : ''}` +
        ` | CPU of ${totalCpu} %: API ${share(cpu.api, seconds)}, PostgreSQL ${share(cpu.postgres, seconds)}, ` +
        `generator ${share(cpu.generator, seconds)}${balancer ? `, HAProxy ${share(cpu.haproxy, seconds)}` : ''}, ` +
        `rest ${share(cpu.machine - cpu.api - cpu.postgres - cpu.generator - cpu.haproxy, seconds)}` +
        ` | generator loop p99 ${number(loopP99, 0)} ms, load ${os.loadavg()[0].toFixed(1)} → ${passed ? 'pass' : 'FAIL'}`,
    );
    console.log(
      `        PostgreSQL connections busy ${number(backends_.busy, 1)} on average: ${backends_.doing
        .slice(0, 4)
        .map(([what, average]) => `${what} ${number(average, 1)}`)
        .join(', ')}`,
    );
    const downs = balancer?.downs.slice(downsBefore) ?? [];
    if (downs.length > 0) {
      console.log(
        `        HAProxy took a process out ${downs.length} time(s): ${[...new Set(downs)].join('; ')}`,
      );
    }
    for (const kind of kinds) {
      const { reasons } = perKind[kind];
      for (const [why, times] of Object.entries(reasons))
        console.log(`        ${kind}: ${times} × ${why}`);
    }
    return result;
  }

  let lastPass = null;
  let firstFail = null;
  for (const count of ramp) {
    const result = await step(count);
    if (result.passed) {
      lastPass = result;
      continue;
    }
    firstFail ??= result;
    // --keep-going: on past the bound while the calls are still answered at the rate due, to
    // see where the throughput itself gives out.
    if (!options['keep-going'] || result.failures > 0 || !keptUp(result)) break;
  }
  for (let round = 0; firstFail && round < bisections; round += 1) {
    const low = lastPass?.count ?? 0;
    const middle = (low + firstFail.count) / 2;
    const count = firstFail.count - low > 200 ? Math.round(middle / 50) * 50 : Math.round(middle);
    if (count <= low || count >= firstFail.count) break;
    const result = await step(count);
    if (result.passed) lastPass = result;
    else firstFail = result;
  }
  loopDelay.disable();
  clearInterval(feedTimer);
  await activate(players, 0);
  await sleep(500);
  const problems = await moneyProblems(database.url, players);
  const figures = {
    processCount,
    lastPass,
    firstFail,
    problems,
    answered: { ...answered },
    results,
  };
  // This configuration's servers and database go now; the next one starts afresh.
  await cleanup();
  return figures;
}

/**
 * --generator-only: the same players' calls, from the same generator, against a bare node:http
 * server answering each with fixed JSON (bench/bare-server.mjs), without hub sockets: what the
 * generator itself costs for a count of players, e.g. the bound's.
 */
async function measureGenerator() {
  const ok = JSON.stringify({ success: true, message: null, data: {} });
  const kickoff = new Date(Date.now() + 24 * 3600_000).toISOString();
  const server = await startBareServer({
    '/api/user/balance': ok,
    '/api/games/demo/api/slot/spin': ok,
    '/api/payment/history': ok,
    '/api/sportsbook/demo/api/place': ok,
    '/api/payment/deposit': ok,
    '/api/sportsbook/demo/api/events': JSON.stringify({
      success: true,
      message: null,
      data: {
        events: [
          {
            id: 'bench-match',
            open: true,
            kickoff,
            markets: [{ kind: 'result', closed: false, selections: [{ pick: 'home', odds: 1.5 }] }],
          },
        ],
      },
    }),
  });
  cleanups.push(() => server.stop());
  const address = new URL(server.url);
  target = { host: address.hostname, port: Number(address.port) };
  await refreshFeed();
  const counts = options.steps
    ? ramp
    : [1000, bound.players].filter((count) => count <= maxPlayers);
  const players = Array.from({ length: Math.max(...counts) }, (_, index) => {
    const player = {
      id: index + 1,
      token: randomBytes(32).toString('base64url'),
      fingerprint: `bench-${index + 1}`,
      launch: randomUUID(),
      bookToken: randomBytes(24).toString('base64url'),
      socket: null,
      headers: null,
    };
    player.headers = playerHeaders(player);
    return player;
  });
  console.log(
    `\nThe generator alone, against a bare server (no hub sockets) — steps of ${stepSeconds} s (first ${warmupSeconds} s not counted)`,
  );
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  for (const count of counts) {
    const capture = async () => {
      const usage = process.cpuUsage();
      return {
        at: performance.now(),
        generator: (usage.user + usage.system) / 1000,
        server: await cpuMilliseconds(server.pid),
      };
    };
    const { load, before, after } = await countedStep(players, count, loopDelay, capture);
    const seconds = (after.at - before.at) / 1000;
    const all = kinds.flatMap((kind) => load.tally[kind].latencies).sort((a, b) => a - b);
    const failed = kinds.reduce(
      (sum, kind) => sum + [...load.tally[kind].failures.values()].reduce((a, b) => a + b, 0),
      0,
    );
    const calls = all.length / (stepSeconds - warmupSeconds);
    const generator = (after.generator - before.generator) / seconds;
    console.log(
      `${String(count).padStart(6)} players: ${number(calls)} calls/s, p50 ${number(percentile(all, 50), 1)} ms, p99 ${number(percentile(all, 99), 1)} ms${failed ? `, failures ${failed}` : ''}` +
        ` | generator ${number(generator / 10)} % of a core (${number(generator / calls, 3)} ms a call), bare server ${share(after.server - before.server, seconds)}` +
        ` | generator loop p99 ${number(loopDelay.percentile(99) / 1e6, 0)} ms, load ${os.loadavg()[0].toFixed(1)}`,
    );
  }
  loopDelay.disable();
  await cleanup();
}

/**
 * Whether a step's spins were answered at ≥ 95 % of the rate due while it ran (a backlog left
 * for after the step is not keeping up).
 */
function keptUp(result) {
  return (
    result.perKind.spin.inTime >=
    0.95 * (result.count / periods.spin) * (stepSeconds - warmupSeconds)
  );
}

function limitText(fail) {
  if (!fail) return 'no step failed up to --max';
  if (fail.failures > 0) {
    const kinds_ = Object.entries(fail.perKind)
      .filter(([, entry]) => entry.failed > 0)
      .map(([kind, entry]) => `${kind} ${entry.failed}`);
    if (fail.socketsLost) kinds_.push(`hub sockets ${fail.socketsLost}`);
    return `at ${fail.count}: failures (${kinds_.join(', ')})`;
  }
  return `at ${fail.count}: ${fail.worstKind} p99 ${number(fail.worstP99, 0)} ms`;
}

async function main() {
  const unreachable = await postgresUnreachable(adminUrl);
  if (unreachable) {
    console.log(`Skipped: PostgreSQL not reachable (${unreachable})`);
    return;
  }
  if (
    processCounts.some((count) => count > 1) &&
    spawnSync('/usr/sbin/haproxy', ['-v']).status !== 0
  ) {
    throw new Error('haproxy is not installed (apt-get install haproxy)');
  }
  console.log(
    `Players per machine — each player: hub socket, balance every ${periods.balance} s, spin every ${periods.spin} s, ` +
      `history every ${periods.history} s, sportsbook slip every ${periods.slip} s, bank-transfer deposit every ${periods.deposit} s; ` +
      `steps ${ramp.join(', ')} then ${bisections} bisection(s); Node ${process.version}, ${os.cpus().length} × ` +
      `${os.cpus()[0]?.model.trim()}, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  if (options['generator-only']) {
    await measureGenerator();
    return;
  }
  const all = [];
  for (const count of processCounts) all.push(await measure(count));

  console.log('\n| Figure | Value | Bound |');
  console.log('|---|---|---|');
  let moneyOk = true;
  for (const figures of all) {
    const passing = figures.lastPass?.count ?? 0;
    const label =
      figures.processCount === 1
        ? '1 API process'
        : `${figures.processCount} API processes behind HAProxy`;
    console.log(
      `| **Concurrent players, ${label}** | **${number(passing)}** (first failing step ${limitText(figures.firstFail)}) | ≥ ${number(bound.players)} ${passing >= bound.players ? '✔' : '✘'} |`,
    );
    if (figures.lastPass) {
      const { perKind } = figures.lastPass;
      console.log(
        `| At ${number(passing)}: p99 per call, ms | ${kinds.map((kind) => `${kind} ${number(perKind[kind].p99, 1)}`).join(', ')} | ≤ ${bound.p99Ms} each |`,
      );
    }
    // What a player costs in CPU, from the steps that kept up (spins answered at ≥ 95 % of the
    // rate due): CPU time hardly moves with other work on the machine, unlike latency, so it says
    // where CPU alone would stop the count. With two such steps the cost is their slope (what one
    // more player adds, fixed costs left out), else the one step's average.
    const kept = figures.results.filter(keptUp).sort((a, b) => a.count - b.count);
    const reference = kept.at(-1);
    if (reference) {
      const cores = os.cpus().length;
      const used = (result, parts) =>
        parts.reduce((sum, part) => sum + result.cpu[part], 0) / 10 / result.seconds;
      const all = ['api', 'postgres', 'generator', 'haproxy'];
      const smallest = kept[0];
      const slope = (parts) =>
        smallest.count < reference.count
          ? (used(reference, parts) - used(smallest, parts)) / (reference.count - smallest.count)
          : used(reference, parts) / reference.count;
      const apiPerPlayer = slope(['api']);
      const allPerPlayer = slope(all);
      // One Node process uses one core at most; all of it together has the machine's cores.
      const apiCeiling =
        reference.count + (100 * figures.processCount - used(reference, ['api'])) / apiPerPlayer;
      const machineCeiling = reference.count + (100 * cores - used(reference, all)) / allPerPlayer;
      const ceiling = Math.min(apiCeiling, machineCeiling);
      const { cpu, seconds, count } = reference;
      const callsOf = (result) =>
        Object.values(result.perKind).reduce((sum, entry) => sum + entry.perSecond, 0);
      // Likewise what one more call a second costs the generator (its timers and the CPU
      // readings are fixed costs).
      const generatorMsPerCall =
        smallest.count < count
          ? (cpu.generator / seconds - smallest.cpu.generator / smallest.seconds) /
            (callsOf(reference) - callsOf(smallest))
          : cpu.generator / seconds / callsOf(reference);
      const boundCalls = Object.values(periods).reduce(
        (sum, period) => sum + bound.players / period,
        0,
      );
      console.log(
        `| At ${number(count)}: CPU (of ${cores * 100} %) | API ${share(cpu.api, seconds)}, PostgreSQL backends ${share(cpu.postgres, seconds)}, generator ${share(cpu.generator, seconds)}${figures.processCount > 1 ? `, HAProxy ${share(cpu.haproxy, seconds)}` : ''}; whole machine ${share(cpu.machine, seconds)} (load ${number(reference.load, 1)}) | |`,
      );
      console.log(
        `| CPU per player, % of a core (${smallest.count < count ? `slope ${number(smallest.count)} → ${number(count)}` : `average at ${number(count)}, fixed costs included`}) | API ${number(apiPerPlayer, 3)}, API + PostgreSQL + generator${figures.processCount > 1 ? ' + HAProxy' : ''} ${number(allPerPlayer, 3)} | |`,
      );
      console.log(
        `| Players where CPU alone would stop it (${label}) | ${number(ceiling)}: the API process${figures.processCount > 1 ? 'es' : ''} full at ${number(apiCeiling)}, ${cores} cores full at ${number(machineCeiling)} | ≥ ${number(bound.players)} ${ceiling >= bound.players ? '✔' : '✘'} |`,
      );
      // One step's average is mostly the generator's fixed costs (timers, CPU readings).
      if (smallest.count < count) {
        console.log(
          `| Generator CPU per call (slope; its sockets and pings included) | ${number(generatorMsPerCall, 3)} ms: the ${number(boundCalls)} calls/s of ${number(bound.players)} players would take ${number((generatorMsPerCall * boundCalls) / 10)} % of a core | |`,
        );
      }
    }
    moneyOk &&= figures.problems.length === 0;
    console.log(
      `| Money after ${number(figures.answered.spin)} spins, ${number(figures.answered.slip)} slips, ${number(figures.answered.deposit)} deposit requests (${label}) | ${
        figures.problems.length === 0
          ? `every answered spin's round settled, every wallet = funding − stakes + wins = its ledger${figures.problems.notes.length ? ` (${figures.problems.notes.join('; ')})` : ''}`
          : figures.problems.slice(0, 5).join('; ')
      } | ${figures.problems.length === 0 ? '✔' : '✘'} |`,
    );
  }
  if (clientErrors > 0)
    console.log(
      `\n${clientErrors} call(s) were refused with an HTTP 4xx: a bench or API fault, not load.`,
    );
  if (!moneyOk || clientErrors > 0) process.exitCode = 1;
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
