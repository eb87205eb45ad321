// Every test of Zar, in the order CI needs them, ending with the runners' own summaries and one
// plain closing line that adds them up. Called by `./zar test` once Node 24, the dependencies and
// Chromium are in place.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

/** Runs one step; returns true when it passed. */
function step(name, command, args, extraEnv = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(
    `=== ${name}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds}s`,
  );
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const failedSteps = [];
const run = (name, command, args, extraEnv) => {
  if (!step(name, command, args, extraEnv)) failedSteps.push(name);
};

run('lint', 'pnpm', ['exec', 'biome', 'ci', '.']);
if (!step('build', 'pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'])) {
  console.log('\nThe build failed, so no test can run.\n0 passed, 1 failed');
  process.exit(1);
}
run('typecheck', 'pnpm', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
// Issue 24: every package packed as it would be published passes publint and attw.
run('package checks', 'node', ['scripts/check-packages.mjs']);
// Issue #24: a second brand (examples/acme-bet) installs the packed tarballs outside the
// workspace, type-checks with skipLibCheck off and builds; the browser tests screenshot it.
run('second brand', 'node', ['scripts/example-brand.mjs']);
// Issue #10: a visitor's first load of / within its JavaScript and CSS budget (deterministic, from
// the build's manifest); over budget it fails, naming the heaviest chunks.
run('site weight budget', 'pnpm', ['--filter', '@zar/bench', 'site-weight', '--check']);

const vitestJson = join(reports, 'vitest.json');
run('unit tests', 'pnpm', [
  'exec',
  'vitest',
  'run',
  // Every core: Vitest's default leaves one free, which on the 2-core CI host ran one file at a
  // time (1,089 s, against 689 s with two). A flag, not the root config: each project resolves
  // its own, and only the command line reaches them all.
  '--maxWorkers=100%',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);

const storybookJson = join(reports, 'storybook.json');
// Every story also compared with its committed screenshots in apps/storybook/visual-baselines
// (issue 24, point 7): about 70 s more than the axe check alone on a quiet 2-core host (3m11s for
// 380 stories, twice in a row without a difference). `VISUAL=off ./zar test` skips it.
run(
  'storybook tests',
  'pnpm',
  ['--filter', '@zar/storybook', 'test-storybook', '--json', '--outputFile', storybookJson],
  { VISUAL: process.env.VISUAL ?? 'check' },
);
// The same stories on Chromatic when CHROMATIC_PROJECT_TOKEN is set; without it, it says it is
// skipped and passes.
run('chromatic', 'pnpm', ['--filter', '@zar/storybook', 'chromatic']);

const e2eJson = join(reports, 'e2e.json');
run('browser tests', 'pnpm', ['--filter', '@zar/e2e', 'e2e', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
});

// The runners' own counts, added up.
const counts = [];
const vitest = readJson(vitestJson);
if (vitest)
  counts.push(['unit', vitest.numPassedTests, vitest.numFailedTests, vitest.numPendingTests]);
const storybook = readJson(storybookJson);
if (storybook) {
  counts.push([
    'storybook',
    storybook.numPassedTests,
    storybook.numFailedTests,
    storybook.numPendingTests,
  ]);
}
const e2e = readJson(e2eJson);
if (e2e) {
  const s = e2e.stats;
  counts.push(['browser', s.expected, s.unexpected + s.flaky, s.skipped]);
}

// Each failed test by name with the first lines of its error, so the last lines of a run (often
// all that is kept of it) say which and why.
const failedNames = [];
const firstLines = (message) =>
  (message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes are what it removes.
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 200)}`)
    .join('\n');
const failure = (name, message) => {
  const why = firstLines(message);
  failedNames.push(why ? `${name}\n${why}` : name);
};
// Vitest and the Storybook runner write the same (Jest) report; a story's file is a temporary one.
for (const [runner, report] of [
  ['unit', vitest],
  ['storybook', storybook],
]) {
  for (const file of report?.testResults ?? []) {
    const where = runner === 'unit' ? `${file.name.replace(root, '')} > ` : '';
    const tests = file.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === 'failed') {
        failure(`${runner}: ${where}${test.fullName}`, test.failureMessages?.join('\n'));
      }
    }
    // A file that failed with none of its tests failed: it did not load, or its hooks threw.
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      failure(`${runner}: ${where}the file itself`, file.message);
    }
  }
}
const e2eFailures = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        failure(
          `browser [${test.projectName}] ${[...titles, spec.title].join(' > ')} (${spec.file}:${spec.line})`,
          test.results?.find((result) => result.error)?.error?.message,
        );
      }
    }
  }
  for (const child of suite.suites ?? []) e2eFailures(child, [...titles, child.title]);
};
for (const suite of e2e?.suites ?? []) e2eFailures(suite, []);

console.log('\n=== summary');
for (const name of failedNames) console.log(`failed: ${name}`);
for (const [name, passed, failed, skipped] of counts) {
  console.log(`${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
const passed = counts.reduce((sum, c) => sum + c[1], 0);
const failed = counts.reduce((sum, c) => sum + c[2], 0) + failedSteps.length;
const skipped = counts.reduce((sum, c) => sum + c[3], 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && counts.length === 3 ? 0 : 1);
