#!/usr/bin/env node
// Request hardening (issue 20): GET /api/health latency on a quiet API, then while one client
// sends it deeply nested JSON bodies of almost 1 MiB back to back (the attack: before the body and
// nesting limits, health went from 3 ms to 650 ms). Needs the built API (`pnpm turbo run build
// --filter=@zar/api`); it runs in production mode on PGlite in memory, on 127.0.0.1.
//
//   node bench/body-flood.mjs [--seconds 10] [--path auth/login] [--chunked]
//
// --chunked sends the bodies without a Content-Length, so the server has to read them to find
// out their size. The benchmark prints figures; the tests (apps/api/src/http/body-limits.test.ts)
// assert the behaviour.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { percentile } from './api-load.mjs';
import { startApi } from './api-servers.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    path: { type: 'string', default: 'auth/login' },
    chunked: { type: 'boolean', default: false },
  },
});
const seconds = Number(options.seconds);
// Nested arrays as deep as fit in just under 1 MiB, Fastify's default limit before the fix.
const depth = 524_000;
const attackBody = Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request; resolves with its status once the whole answer has arrived. */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: body ? undefined : agent });
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode));
    });
    request.once('error', reject);
    request.end(body);
  });
}

/** GET /api/health one at a time for `seconds`: latencies in ms, sorted, and failures. */
async function healthLatencies(baseUrl) {
  const latencies = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const status = await send(`${baseUrl}/api/health`);
    if (status === 200) latencies.push(performance.now() - started);
    else failures += 1;
  }
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

/** One attacker: the body again and again on its own connection until `stop()`; what it got. */
function flood(baseUrl) {
  let running = true;
  const statuses = new Map();
  const headers = {
    'content-type': 'application/json',
    ...(options.chunked ? {} : { 'content-length': String(attackBody.length) }),
  };
  const done = (async () => {
    while (running) {
      const status = await send(`${baseUrl}/api/${options.path}`, {
        method: 'POST',
        headers,
        body: attackBody,
      }).catch((error) => error.code ?? 'error');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return statuses;
    },
  };
}

function row(label, { latencies, failures }, extra = '') {
  const figure = (value) => `${value.toFixed(1)} ms`.padStart(9);
  return `${label.padEnd(28)} ${String(latencies.length).padStart(6)} ${figure(percentile(latencies, 50))} ${figure(percentile(latencies, 99))} ${figure(latencies.at(-1) ?? Number.NaN)} ${String(failures).padStart(5)}  ${extra}`;
}

const api = await startApi({ database: null, environment: 'production' });
try {
  // Warm the API up (first requests compile routes and fill caches).
  for (let index = 0; index < 50; index += 1) await send(`${api.url}/api/health`);
  const quiet = await healthLatencies(api.url);
  const attacker = flood(api.url);
  const flooded = await healthLatencies(api.url);
  const statuses = await attacker.stop();

  const answered = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(
    `GET /api/health, one request at a time, ${seconds} s each; attacker: POST /api/${options.path} with ${attackBody.length.toLocaleString('en')} bytes of nested arrays${options.chunked ? ' (chunked)' : ''}\n`,
  );
  console.log(
    `${'phase'.padEnd(28)} ${'count'.padStart(6)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)} ${'fail'.padStart(5)}`,
  );
  console.log(row('quiet', quiet));
  console.log(row('one client flooding', flooded, `attacker answered: ${answered}`));
} finally {
  agent.destroy();
  await api.stop();
}
