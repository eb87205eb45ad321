// Load for the API throughput benchmark: autocannon runs with exact latency percentiles, and a
// steady stream of logins beside them.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

/** The p-th percentile (0–100) of ascending `sorted`, nearest rank. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** CPU seconds (user + system) process `pid` has used so far, or NaN off Linux. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of proc(5) (utime, stime) in clock ticks, 100 a second on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Sends `request` (method, path, body, and headers for each connection) to `url` for `seconds`
 * over `connections` keep-alive connections, at most `overallRate` requests/s when given.
 * Latencies come from every response (autocannon's own histogram keeps whole milliseconds only).
 * `pid` is the server's process: its CPU time per answer is steadier than the rate when other
 * work shares the machine.
 */
export async function measure({ url, request, seconds, connections = 10, overallRate, pid }) {
  const latencies = [];
  let failures = 0;
  let connection = 0;
  const started = process.hrtime.bigint();
  const cpuBefore = cpuSeconds(pid);
  const instance = autocannon({
    url: `${url}${request.path}`,
    method: request.method,
    body: request.body,
    headers: request.headersFor(0),
    connections,
    duration: seconds,
    overallRate,
    setupClient(client) {
      client.setHeaders(request.headersFor(connection++));
    },
  });
  instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(milliseconds);
    else failures += 1;
  });
  const result = await instance;
  const cpuUsed = cpuSeconds(pid) - cpuBefore;
  const elapsedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures: failures + result.errors + result.timeouts,
    cpuMicrosecondsPerAnswer: (cpuUsed * 1e6) / (latencies.length + failures),
  };
}

/**
 * Logs in `perSecond` times a second, evenly spaced (not in bursts), cycling through `players`,
 * until `stop()`; each login runs argon2id verify on the server. Player i connects from loopback
 * address `127.0.0.<2 + i % addresses>` (Linux routes all of 127.0.0.0/8 to lo): the login limits
 * count an attempt against its account and its IP until it succeeds, so a slow server would
 * otherwise refuse logins still in flight (20 per IP, 5 per account). Returns the logins' figures.
 */
export function startLogins({ url, players, perSecond, addresses = 16 }) {
  const target = new URL(url);
  const agents = Array.from(
    { length: addresses },
    (_, index) => new http.Agent({ keepAlive: true, localAddress: `127.0.0.${2 + index}` }),
  );
  const latencies = [];
  const pending = new Set();
  const failures = new Map();
  let sent = 0;
  const started = process.hrtime.bigint();
  const fail = (reason) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
  const login = (index) => {
    const player = players[index % players.length];
    const body = JSON.stringify({ username: player.username, password: player.password });
    const sentAt = performance.now();
    const done = new Promise((resolve) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: '/api/auth/login',
          method: 'POST',
          agent: agents[(index % players.length) % addresses],
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            locale: 'tr',
            fingerprint: player.fingerprint,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - sentAt);
            else fail(`HTTP ${response.statusCode}`);
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        fail(error.code ?? error.message);
        resolve();
      });
      request.end(body);
    }).finally(() => pending.delete(done));
    pending.add(done);
  };
  // A timer per login would drift; each tick sends what the clock says is due.
  const timer = setInterval(() => {
    const due = Math.floor((Number(process.hrtime.bigint() - started) / 1e9) * perSecond);
    while (sent < due) login(sent++);
  }, 5);
  return async function stop() {
    clearInterval(timer);
    const elapsedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    await Promise.all(pending);
    for (const agent of agents) agent.destroy();
    latencies.sort((a, b) => a - b);
    return {
      perSecond: latencies.length / elapsedSeconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failures: [...failures.values()].reduce((sum, count) => sum + count, 0),
      failureReasons: Object.fromEntries(failures),
    };
  };
}
