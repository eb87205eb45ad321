// Publishes the stories to Chromatic for review, only the ones a change can affect (TurboSnap,
// `--only-changed`), when CHROMATIC_PROJECT_TOKEN is set; without it, says so and exits 0, since the
// committed baselines (visual-baselines/, checked by test-storybook) are the visual check CI runs.
// Extra CLI arguments go to chromatic unchanged.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = 'storybook-static';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (the project token of a Chromatic ' +
      'project). The committed visual baselines are checked by `pnpm test-storybook` instead.',
  );
  process.exit(0);
}

const bin = (name) => join(appRoot, 'node_modules/.bin', name);
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };

function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: appRoot, env, stdio: 'inherit' });
    child.once('error', fail);
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

// TurboSnap traces changed files to stories through the build's preview-stats.json.
if (!existsSync(join(appRoot, staticDir, 'preview-stats.json'))) {
  const buildCode = await run(bin('storybook'), [
    'build',
    '--quiet',
    '--stats-json',
    staticDir,
    '-o',
    staticDir,
  ]);
  if (buildCode !== 0) process.exit(buildCode);
}

process.exit(
  await run(bin('chromatic'), [
    '--only-changed',
    '--storybook-build-dir',
    staticDir,
    ...process.argv.slice(2),
  ]),
);
