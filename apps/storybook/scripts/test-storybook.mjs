// Runs every story through the Storybook test-runner (play functions and axe checks) against the
// static build: builds it when missing, serves it with `vite preview`, runs the runner, stops the
// server and exits with the runner's code. Extra CLI arguments go to test-storybook unchanged,
// e.g. `pnpm test-storybook --json --outputFile results.json`. The runner's postVisit hook
// (.storybook/test-runner.ts) also checks every story against its visual baselines; `VISUAL=update`
// (`pnpm visual:update`) rewrites them, from scratch when no story filter is given.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = 'storybook-static';
// STORYBOOK_TEST_PORT: another port, for a second checkout testing on the same machine.
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6107);
const url = `http://127.0.0.1:${port}`;
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };

const bin = (name) => join(appRoot, 'node_modules/.bin', name);

function run(command, args) {
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(command, args, { cwd: appRoot, env, stdio: 'inherit' });
    child.once('error', rejectRun);
    child.once('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

async function waitForServer(server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/index.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`Storybook was not served at ${url} within ${timeoutMs / 1000} s`);
}

function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    server.once('exit', () => resolveStop());
    server.kill('SIGTERM');
  });
}

if (!existsSync(join(appRoot, staticDir, 'index.html'))) {
  console.log(`${staticDir} is missing: building Storybook first.`);
  const buildCode = await run(bin('storybook'), ['build', '--quiet', '-o', staticDir]);
  if (buildCode !== 0) process.exit(buildCode);
}

const extraArgs = process.argv.slice(2);
if (process.env.VISUAL === 'update' && extraArgs.length === 0) {
  // Every baseline is written again, so a removed story leaves none behind.
  rmSync(join(appRoot, 'visual-baselines'), { recursive: true, force: true });
}

const server = spawn(
  bin('vite'),
  ['preview', '--outDir', staticDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
  { cwd: appRoot, env, stdio: ['ignore', 'ignore', 'inherit'] },
);
const stopAndExit = (code) => stop(server).then(() => process.exit(code));
process.once('SIGINT', () => stopAndExit(130));
process.once('SIGTERM', () => stopAndExit(143));

let exitCode = 1;
try {
  await waitForServer(server, 30_000);
  exitCode = await run(bin('test-storybook'), [
    '--url',
    url,
    '--ci',
    '--maxWorkers=2',
    // Stories from the build's index.json: docs pages (autodocs, MDX) are not stories to test.
    '--index-json',
    ...extraArgs,
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stop(server);
}
process.exit(exitCode);
