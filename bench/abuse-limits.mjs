#!/usr/bin/env node
// Abuse limits at full size (issue 11): the suite's burst test of apps/api/src/accounts/
// abuse-limits.test.ts with 10,000 wrong passwords against one account from 100 addresses (the
// suite runs 1,000), in-process on PGlite and on PostgreSQL (skipped when it does not answer). The
// test counts argon2 verifications through a spy and asserts exactly 5; vitest prints each
// burst's time, this the outcome.
//
//   node bench/abuse-limits.mjs [--attempts 10000]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: { attempts: { type: 'string', default: '10000' } },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const run = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', 'apps/api/src/accounts/abuse-limits.test.ts', '-t', 'hashes'],
  { cwd: root, env: { ...process.env, ZAR_ABUSE_ATTEMPTS: options.attempts }, stdio: 'inherit' },
);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
process.stdout.write(
  run.status === 0
    ? `${options.attempts} wrong passwords from 100 addresses: 5 password hashes (asserted), the player reset and logged in; ${seconds} s with start-up\n`
    : `the abuse-limits burst failed (exit ${run.status}) after ${seconds} s\n`,
);
process.exitCode = run.status ?? 1;
