#!/usr/bin/env node
// API throughput (issue #10): autocannon against GET user/balance (what every logged-in player
// calls every 3 s) and POST casino/games, on PostgreSQL and on PGlite, each next to a bare
// node:http server answering the same JSON; then balance p99 at 80 % of its maximum rate, alone
// and while 20 logins a second hash passwords. Build apps/api first. All load goes to 127.0.0.1.
//
// The API's share of bare node is measured in alternating pairs (bare node, API; then API, bare
// node; …), the same clients, duration and load tool on both sides: it prints every pair's
// figures and ratio, then the median ratio with its spread (min–max) next to the bound.
//
//   node bench/api-throughput.mjs [--pairs 5] [--seconds 5] [--quick] [--database postgres|pglite]
//     [--env production|test]
//
// PostgreSQL is BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
// the API's tables go to a fresh schema that the run drops again. Skipped when it does not answer.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { measure, startLogins } from './api-load.mjs';
import { dropSchema, postgresUnreachable, startApi, startBareServer } from './api-servers.mjs';
import { alternatePairs, median, number, withSpread } from './paired.mjs';
import { benchSignUpBody } from './personal-numbers.mjs';

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    pairs: { type: 'string', default: '5' },
    seconds: { type: 'string' },
    database: { type: 'string' },
    env: { type: 'string', default: 'production' },
  },
});
const pairs = Number(options.pairs);
const seconds = Number(options.seconds ?? (options.quick ? 2 : 5));
const warmupSeconds = options.quick ? 1 : 2;
const connections = 10;
const playerCount = 16;
const loginsPerSecond = 20;
const loadShare = 0.8;
const target = { balanceShare: 0.5, p99AtLoad: 20 };
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const databases = options.database ? [options.database] : ['postgres', 'pglite'];

const running = new Set();
process.once('SIGINT', async () => {
  process.stderr.write('\nInterrupted: stopping the servers and dropping the bench schema\n');
  await Promise.allSettled([...running].map((cleanup) => cleanup()));
  process.exit(130);
});

/**
 * Registers a fresh player (sessions are tied to the fingerprint header) and returns its token.
 * Each signs up from an address of its own, `127.0.2.<index + 1>` (Linux routes all of
 * 127.0.0.0/8 to lo), as players on their own devices do: from one address, sign-ups past the
 * limit would be asked to solve a challenge.
 */
async function signUp(url, index) {
  const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const player = {
    username: `bench${suffix}`,
    password: `bench-${randomBytes(6).toString('hex')}`,
    fingerprint: `bench-${index}`,
  };
  const body = JSON.stringify(benchSignUpBody(player.username, suffix, player.password));
  const target = new URL('/api/auth/register', url);
  const { status, text } = await new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: `127.0.2.${index + 1}`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          locale: 'tr',
          fingerprint: player.fingerprint,
        },
      },
      (response) => {
        let received = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          received += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, text: received }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  const answer = JSON.parse(text);
  if (status !== 200) throw new Error(`sign-up answered ${status}: ${answer.message}`);
  return { ...player, token: answer.data.token };
}

async function call(url, { method, path, body, headersFor }) {
  const response = await fetch(`${url}${path}`, { method, headers: headersFor(0), body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text;
}

/** The lobby's biggest first page: the first category that fills a page of 20 games. */
async function lobbyRequest(url) {
  const headersFor = () => ({ 'content-type': 'application/json', locale: 'tr' });
  const bootstrap = JSON.parse(
    await call(url, { method: 'GET', path: '/api/cms/grouped', headersFor }),
  );
  for (const category of bootstrap.data.casinoCategoryList) {
    const body = JSON.stringify({ systemCategory: category.id, skip: 0, take: 20 });
    const request = { method: 'POST', path: '/api/casino/games', body, headersFor };
    if (JSON.parse(await call(url, request)).data.length === 20) return request;
  }
  throw new Error('no seeded casino category has 20 games');
}

async function benchDatabase(kind) {
  let database = null;
  if (kind === 'postgres') {
    const reason = await postgresUnreachable(postgresUrl);
    if (reason) return { kind, skipped: `PostgreSQL not reachable (${reason})` };
    database = { url: postgresUrl, schema: `zar_bench_${randomBytes(4).toString('hex')}` };
  }
  const cleanups = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
    cleanups.length = 0;
  };
  running.add(cleanup);
  try {
    if (database) cleanups.push(() => dropSchema(database.url, database.schema));
    const api = await startApi({ database, environment: options.env });
    cleanups.push(() => api.stop());
    const players = [];
    for (let index = 0; index < playerCount; index += 1) players.push(await signUp(api.url, index));
    const balance = {
      method: 'GET',
      path: '/api/user/balance',
      headersFor: (connection) => {
        const player = players[connection % players.length];
        return {
          authorization: `Bearer ${player.token}`,
          fingerprint: player.fingerprint,
          locale: 'tr',
        };
      },
    };
    const games = await lobbyRequest(api.url);
    const answers = {
      [balance.path]: await call(api.url, balance),
      [games.path]: await call(api.url, games),
    };
    const bare = await startBareServer(answers);
    cleanups.push(() => bare.stop());
    // The floor of any server that checks the session in PostgreSQL on every call.
    const floor = database ? await startBareServer(answers, database) : null;
    if (floor) cleanups.push(() => floor.stop());

    const rows = [];
    for (const [name, request] of [
      ['GET user/balance', balance],
      ['POST casino/games', games],
    ]) {
      const servers = { bare, api };
      // The floor of any server that checks the session in PostgreSQL on every call.
      if (floor && request === balance) servers.floor = floor;
      const sides = {};
      for (const [side, server] of Object.entries(servers)) {
        await measure({ url: server.url, request, seconds: warmupSeconds, connections });
        sides[side] = () =>
          measure({ url: server.url, request, seconds, connections, pid: server.pid });
      }
      const figures = await alternatePairs({
        pairs,
        sides,
        onPair: (index, pair) =>
          console.log(
            `${kind} ${name}, pair ${index + 1}/${pairs}: bare node ${number(pair.bare.requestsPerSecond)}/s${failed(pair.bare)},` +
              ` API ${number(pair.api.requestsPerSecond)}/s${failed(pair.api)}` +
              ` = ${percent(pair.api.requestsPerSecond / pair.bare.requestsPerSecond)}` +
              ` (CPU µs/answer ${number(pair.api.cpuMicrosecondsPerAnswer)} against ${number(pair.bare.cpuMicrosecondsPerAnswer)})` +
              (pair.floor
                ? `; bare node + the session query ${number(pair.floor.requestsPerSecond)}/s${failed(pair.floor)}`
                : '') +
              `; load average ${os.loadavg()[0].toFixed(1)}`,
          ),
      });
      rows.push({ name, ...figures });
    }

    const apiMedian = median(rows[0].api.map((figures) => figures.requestsPerSecond));
    const rate = Math.max(1, Math.round(apiMedian * loadShare));
    const atRate = { url: api.url, request: balance, seconds, connections, overallRate: rate };
    await api.eventLoopDelay();
    const atLoad = { ...(await measure(atRate)), eventLoop: await api.eventLoopDelay() };
    const stopLogins = startLogins({ url: api.url, players, perSecond: loginsPerSecond });
    const withLogins = { ...(await measure(atRate)), eventLoop: await api.eventLoopDelay() };
    const logins = await stopLogins();
    return { kind, rows, rate, atLoad, withLogins, logins };
  } finally {
    await cleanup();
    running.delete(cleanup);
  }
}

const ms = (value) => number(value, 2);
const percent = (share) => `${number(share * 100)} %`;
const failed = ({ failures, failureReasons }) => {
  if (failures === 0) return '';
  const reasons = failureReasons
    ? `: ${Object.entries(failureReasons)
        .map(([reason, count]) => `${count} × ${reason}`)
        .join(', ')}`
    : '';
  return ` (${failures} failed${reasons})`;
};
const mark = (ok) => (ok ? '✔' : '✘');

function printResults(results) {
  for (const result of results) {
    if (result.skipped) console.log(`${result.kind}: skipped — ${result.skipped}\n`);
  }
  if (results.every((result) => result.skipped)) return;
  console.log(
    `| Database | Call | Server | Requests/s, median of ${pairs} (min–max) | p50 ms | p99 ms | API / bare node, paired: median (min–max) | CPU µs/answer | Bare node's CPU per answer / the API's, paired |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const figure = (runs, key, format) =>
    withSpread(
      runs.map((run) => run[key]),
      format,
    );
  const allFailed = (runs) => {
    const failures = runs.reduce((sum, run) => sum + run.failures, 0);
    const failureReasons = {};
    for (const run of runs) {
      for (const [reason, count] of Object.entries(run.failureReasons ?? {})) {
        failureReasons[reason] = (failureReasons[reason] ?? 0) + count;
      }
    }
    const reasons = Object.keys(failureReasons).length > 0 ? failureReasons : undefined;
    return failed({ failures, failureReasons: reasons });
  };
  const perPair = [];
  for (const result of results) {
    if (result.skipped) {
      console.log(`| ${result.kind} | skipped: ${result.skipped} | | | | | | | |`);
      continue;
    }
    for (const { name, api, bare, floor } of result.rows) {
      const shares = api.map((run, index) => run.requestsPerSecond / bare[index].requestsPerSecond);
      const goal =
        result.kind === 'postgres' && name.includes('balance')
          ? ` (bound ≥ ${percent(target.balanceShare)} ${mark(median(shares) >= target.balanceShare)})`
          : '';
      // What the share would be if each server had a core of its own: steadier than the rates
      // when other work takes the cores, as it takes them from both sides alike.
      const cpuShares = api.map(
        (run, index) => bare[index].cpuMicrosecondsPerAnswer / run.cpuMicrosecondsPerAnswer,
      );
      const server = (label, runs, share, cpuShare = '') =>
        console.log(
          `| ${result.kind} | ${name} | ${label}${allFailed(runs)} | ${figure(runs, 'requestsPerSecond', number)} | ${figure(runs, 'p50', ms)} | ${figure(runs, 'p99', ms)} | ${share} | ${figure(runs, 'cpuMicrosecondsPerAnswer', number)} | ${cpuShare} |`,
        );
      server(
        'API',
        api,
        `**${withSpread(shares, percent)}**${goal}`,
        withSpread(cpuShares, percent),
      );
      server('bare node', bare, '');
      perPair.push(
        `${result.kind} ${name}, API / bare node per pair: ${shares
          .map(
            (share, index) =>
              `${number(api[index].requestsPerSecond)} / ${number(bare[index].requestsPerSecond)} = ${percent(share)}`,
          )
          .join('; ')}`,
      );
      if (floor) {
        const floorShares = floor.map(
          (run, index) => run.requestsPerSecond / bare[index].requestsPerSecond,
        );
        const apiOfFloor = api.map(
          (run, index) => run.requestsPerSecond / floor[index].requestsPerSecond,
        );
        server(
          "bare node + the API's one session query",
          floor,
          `${withSpread(floorShares, percent)} of bare; API ${withSpread(apiOfFloor, percent)} of it`,
        );
      }
    }
  }
  console.log('');
  for (const line of perPair) console.log(line);
  console.log('');
  console.log(
    '| Database | GET user/balance at 80 % of its maximum | Rate asked | Served/s | p50 ms | p99 ms | Target p99 < 20 ms | API event loop delay p99 / max ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const result of results) {
    if (result.skipped) continue;
    const row = (label, figures) =>
      console.log(
        `| ${result.kind} | ${label}${failed(figures)} | ${number(result.rate)}/s | ${number(figures.requestsPerSecond)} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${result.kind === 'postgres' ? mark(figures.p99 < target.p99AtLoad) : ''} | ${figures.eventLoop ? `${ms(figures.eventLoop.p99)} / ${ms(figures.eventLoop.max)}` : ''} |`,
      );
    row('alone', result.atLoad);
    row(`with ${loginsPerSecond} logins/s`, result.withLogins);
    const { logins } = result;
    console.log(
      `| ${result.kind} | the logins themselves${failed(logins)} | ${loginsPerSecond}/s | ${number(logins.perSecond, 1)} | ${ms(logins.p50)} | ${ms(logins.p99)} | | |`,
    );
  }
}

console.log(
  `API throughput — ZAR_ENV=${options.env}, ${connections} connections, ${pairs} alternating pairs` +
    ` of ${seconds} s runs (after ${warmupSeconds} s of warm-up each), ${playerCount} players; Node ${process.version},` +
    ` ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os.loadavg()[0].toFixed(1)}`,
);
const results = [];
for (const kind of databases) results.push(await benchDatabase(kind));
console.log('');
printResults(results);
console.log(
  `\nLoad average at the end: ${os.loadavg()[0].toFixed(1)} (other work on the machine makes the figures noisy).`,
);
