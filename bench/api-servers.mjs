// The servers the API throughput benchmark measures: the built API (apps/api/dist/main.js) on
// PostgreSQL or PGlite, and a bare node:http server answering fixed JSON; each in its own process
// on 127.0.0.1, so the load generator never shares their event loop.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { productionEnv } from './production-env.mjs';

// BENCH_API_MAIN runs another build (e.g. a copy of main's dist) for a before/after comparison.
const apiMain =
  process.env.BENCH_API_MAIN ?? fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url));
const eventLoopProbe = fileURLToPath(new URL('./event-loop-probe.mjs', import.meta.url));

/** Null when PostgreSQL answers at `url`, else why not. */
export async function postgresUnreachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops the schema a PostgreSQL run created, with everything in it. */
export async function dropSchema(url, schema) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the built API on a free port. `database` is `{ url, schema }` for PostgreSQL, or null
 * for PGlite in memory. Its log (pino JSON on standard error, as production writes it) goes to a
 * temporary file that `stop()` removes. `eventLoopDelay()` reads the API's event loop delay since
 * the previous reading (bench/event-loop-probe.mjs).
 */
export async function startApi({ database, environment }) {
  const logFile = join(
    tmpdir(),
    `zar-bench-api-${process.pid}-${randomBytes(3).toString('hex')}.log`,
  );
  const logFd = openSync(logFile, 'w');
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    // Production refuses to start without its own secrets; fresh ones per run.
    ...productionEnv(),
    ZAR_ENV: environment,
    DATABASE_URL: database?.url ?? '',
    DATABASE_SCHEMA: database?.schema ?? '',
    ZAR_DATA_DIR: 'memory://',
  };
  // e.g. BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/zar-prof' profiles the API under load.
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', eventLoopProbe, apiMain], {
    env,
    stdio: ['ignore', 'pipe', logFd],
  });
  closeSync(logFd);
  const logTail = () => readFileSync(logFile, 'utf8').slice(-2_000);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const url = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error('the API did not start within 120 s')), 120_000);
    const onExit = (code) => fail(new Error(`the API exited with code ${code}`));
    const onOutput = (chunk) => {
      output += chunk;
      const found = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (!found) return;
      clearTimeout(timer);
      child.stdout.off('data', onOutput);
      child.off('exit', onExit);
      resolve(found[1]);
    };
    const fail = (error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output}${logTail()}`));
    };
    child.stdout.on('data', onOutput);
    child.once('exit', onExit);
  });

  const delayReadings = [];
  let lines = '';
  child.stdout.on('data', (chunk) => {
    lines += chunk;
    let end = lines.indexOf('\n');
    while (end !== -1) {
      const found = /^event-loop-delay (.*)$/.exec(lines.slice(0, end));
      if (found) delayReadings.shift()?.(JSON.parse(found[1]));
      lines = lines.slice(end + 1);
      end = lines.indexOf('\n');
    }
  });

  return {
    url,
    pid: child.pid,
    eventLoopDelay() {
      const reading = new Promise((resolve) => delayReadings.push(resolve));
      child.kill('SIGUSR2');
      return reading;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(logFile, { force: true });
    },
  };
}

const bareServer = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

/**
 * Starts a bare node:http server that answers each path of `answers` with its fixed JSON text;
 * with `postgres` ({ url, schema }) it also makes the API's one session query for user/balance.
 */
export async function startBareServer(answers, postgres = null) {
  const child = spawn(process.execPath, [bareServer], {
    env: {
      ...process.env,
      BENCH_ANSWERS: JSON.stringify(answers),
      BENCH_PG_URL: postgres?.url ?? '',
      BENCH_PG_SCHEMA: postgres?.schema ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number.parseInt(String(chunk), 10)));
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
