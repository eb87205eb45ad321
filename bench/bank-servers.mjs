// The processes of the bank and crash tests: the built API (apps/api/dist/main.js) on a fixed
// port so clients find it again after a restart, and a private PostgreSQL cluster in a temporary
// folder that the crash test may SIGKILL (never the shared server on 5432).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { productionEnv } from './production-env.mjs';

const apiMain = fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url));
const postgresBin = '/usr/lib/postgresql/15/bin';

/** A TCP port free on 127.0.0.1 now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The API as production runs it, restartable on one port. `database` is `{ url, schema }` for
 * PostgreSQL or `{ dataDir }` for PGlite on disk. Its log goes to a temporary file.
 */
export async function apiProcess({ database, port }) {
  const secrets = {
    gameWalletSecret: randomBytes(24).toString('hex'),
    operatorToken: randomBytes(24).toString('hex'),
  };
  const logFile = join(
    tmpdir(),
    `zar-bank-api-${process.pid}-${randomBytes(3).toString('hex')}.log`,
  );
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...productionEnv({ publicUrl: `http://127.0.0.1:${port}/`, sandboxPayments: true }),
    ZAR_GAME_WALLET_SECRET: secrets.gameWalletSecret,
    ZAR_OPERATOR_TOKEN: secrets.operatorToken,
    DATABASE_URL: database.url ?? '',
    DATABASE_SCHEMA: database.schema ?? '',
    ZAR_DATA_DIR: database.dataDir ?? 'memory://',
  };
  let child = null;
  let exits = 0;
  let expectedExit = false;

  async function start() {
    const logFd = openSync(logFile, 'a');
    child = spawn(process.execPath, [apiMain], { env, stdio: ['ignore', 'pipe', logFd] });
    closeSync(logFd);
    const current = child;
    expectedExit = false;
    current.once('exit', () => {
      if (!expectedExit) exits += 1;
    });
    await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => fail(new Error('the API did not start within 180 s')),
        180_000,
      );
      const onExit = (code, signal) => fail(new Error(`the API exited (${code ?? signal})`));
      const fail = (error) => {
        clearTimeout(timer);
        current.kill('SIGKILL');
        reject(
          new Error(`${error.message}\n${output}${readFileSync(logFile, 'utf8').slice(-2_000)}`),
        );
      };
      current.stdout.on('data', (chunk) => {
        output += chunk;
        if (!/running at http/.test(output)) return;
        clearTimeout(timer);
        current.off('exit', onExit);
        resolve();
      });
      current.once('exit', onExit);
    });
  }

  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    ...secrets,
    start,
    /** Times the API died without being killed. */
    unexpectedExits: () => exits,
    alive: () => child !== null && child.exitCode === null && child.signalCode === null,
    async kill() {
      expectedExit = true;
      const dying = child;
      if (!dying || dying.exitCode !== null || dying.signalCode !== null) return;
      const gone = new Promise((resolve) => dying.once('exit', resolve));
      dying.kill('SIGKILL');
      await gone;
    },
    async stop() {
      expectedExit = true;
      const stopping = child;
      if (stopping && stopping.exitCode === null && stopping.signalCode === null) {
        const gone = new Promise((resolve) => stopping.once('exit', resolve));
        stopping.kill('SIGTERM');
        const timer = setTimeout(() => stopping.kill('SIGKILL'), 15_000);
        await gone;
        clearTimeout(timer);
      }
      rmSync(logFile, { force: true });
    },
    logTail: () => readFileSync(logFile, 'utf8').slice(-3_000),
  };
}

/**
 * A private PostgreSQL 15 cluster in a temporary folder on a free port, run as the `postgres`
 * user (the server refuses root). `kill()` SIGKILLs the postmaster; `start()` brings it back
 * (crash recovery replays the WAL). `remove()` stops it and deletes the folder.
 */
export async function privatePostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'zar-crash-pg-'));
  const dataDir = join(dir, 'data');
  const { uid, gid } = await postgresUser();
  chownSync(dir, uid, gid);
  const asPostgres = { uid, gid, env: { ...process.env, LC_ALL: 'C' } };
  await run(
    `${postgresBin}/initdb`,
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    asPostgres,
  );
  const port = await freePort();
  let child = null;

  async function start() {
    for (let attempt = 0; ; attempt += 1) {
      child = spawn(
        `${postgresBin}/postgres`,
        [
          '-D',
          dataDir,
          '-p',
          String(port),
          '-k',
          dir,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'max_connections=100',
        ],
        { ...asPostgres, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let log = '';
      child.stderr.on('data', (chunk) => {
        log += chunk;
      });
      const ready = await new Promise((resolve) => {
        const timer = setInterval(() => {
          if (/ready to accept connections/.test(log)) done(true);
        }, 50);
        const done = (value) => {
          clearInterval(timer);
          resolve(value);
        };
        child.once('exit', () => done(false));
      });
      if (ready) return;
      // The killed postmaster's backends may still hold the shared memory for a moment.
      if (attempt >= 100) throw new Error(`PostgreSQL did not restart:\n${log.slice(-2_000)}`);
      await sleep(200);
    }
  }

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    async kill() {
      const dying = child;
      if (!dying || dying.exitCode !== null || dying.signalCode !== null) return;
      const gone = new Promise((resolve) => dying.once('exit', resolve));
      dying.kill('SIGKILL');
      await gone;
    },
    async remove() {
      const stopping = child;
      if (stopping && stopping.exitCode === null && stopping.signalCode === null) {
        const gone = new Promise((resolve) => stopping.once('exit', resolve));
        stopping.kill('SIGINT');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresUser() {
  const passwd = readFileSync('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user on this machine');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors}`)),
    );
  });
}

/** Fresh temporary folder for the PGlite data of a run. */
export function pgliteDataDir() {
  return mkdtempSync(join(tmpdir(), 'zar-bank-pglite-'));
}
