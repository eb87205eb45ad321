// Builds examples/acme-bet, a second brand, the way another operator would: from the packed
// tarballs of Zar's packages (never the workspace sources), installed outside the workspace.
// Packs every package, installs them with the example's own dependencies, type-checks it with
// skipLibCheck off, builds it and prints its first-load JavaScript weight. Run after the build
// (`pnpm turbo run build`); `./zar test` runs it before the browser tests, whose acme-bet spec
// screenshots the result at 375 and 1440 px.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const example = join(root, 'examples/acme-bet');
const tarballs = join(example, '.tarballs');
const packages = ['api-client', 'dynamic-form', 'locales', 'realtime', 'ui'];

function run(command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`acme-bet: \`${[command, ...args].join(' ')}\` failed in ${cwd}`);
    process.exit(result.status ?? 1);
  }
  return Date.now() - started;
}

rmSync(tarballs, { recursive: true, force: true });
mkdirSync(tarballs, { recursive: true });
for (const name of packages) {
  const dir = join(root, 'packages', name);
  run('pnpm', ['pack', '--pack-destination', tarballs], dir);
}
// Fixed names, so the example's package.json needs no version bump to follow the packages.
for (const file of readdirSync(tarballs)) {
  const match = /^zar-(.+)-\d+\.\d+\.\d+.*\.tgz$/.exec(file);
  if (match) renameSync(join(tarballs, file), join(tarballs, `zar-${match[1]}.tgz`));
}

// Outside the workspace: its own node_modules, no lockfile (the tarballs change every build).
rmSync(join(example, 'node_modules'), { recursive: true, force: true });
const installMs = run(
  'pnpm',
  [
    'install',
    '--ignore-workspace',
    '--prefer-offline',
    '--config.lockfile=false',
    '--reporter=append-only',
  ],
  example,
);
const typecheckMs = run('pnpm', ['exec', 'tsc', '-p', '.'], example);
const buildMs = run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], example);

// First load: the entry script and the chunks index.html preloads.
const dist = join(example, 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let gzip = 0;
for (const file of firstLoad) gzip += gzipSync(readFileSync(join(dist, file))).length;
const allJs = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const allBytes = allJs.reduce((sum, file) => sum + statSync(join(dist, 'assets', file)).size, 0);
console.log(
  `acme-bet: installed in ${(installMs / 1000).toFixed(1)} s, type-checked in ${(typecheckMs / 1000).toFixed(1)} s, built in ${(buildMs / 1000).toFixed(1)} s`,
);
console.log(
  `acme-bet first load: ${(gzip / 1024).toFixed(1)} KiB gzip JavaScript in ${firstLoad.length} file(s); ${allJs.length} JS files, ${(allBytes / 1024).toFixed(0)} KiB raw in all`,
);
