#!/usr/bin/env node
// Package checks (issue 24): packs every published package as `pnpm pack` would publish it
// (publishConfig applied, `workspace:^` turned into a version range) into a temporary folder,
// then runs publint and Are the Types Wrong (attw) on each tarball. Any error fails. Needs the
// packages built (`pnpm turbo run build`). `--keep` leaves the tarballs and prints their folder.
//
// attw runs with `--profile esm-only`: the packages are ESM only (`"type": "module"`, `import`
// conditions, no CommonJS build), so the resolutions of `require` (node10, node16 from CJS) are
// out of scope by design; the strict profile would report every entry as "ESM (dynamic import
// only)" there. The stylesheet subpaths (`./styles.css`…) are no modules, so attw skips them;
// a `./*` pattern is checked as each subpath it stands for.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const keep = process.argv.includes('--keep');
const started = Date.now();

/** The workspace packages that are published (not private), by folder. */
const packages = readdirSync(join(root, 'packages'))
  .map((folder) => ({
    folder: join(root, 'packages', folder),
    manifest: JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8')),
  }))
  .filter(({ manifest }) => !manifest.private);

const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Runs a command; resolves with its exit code and combined output. */
function run(command, args, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The stylesheet subpaths of a manifest's exports, which attw cannot check. */
function cssEntrypoints(exports) {
  return Object.keys(exports).filter((key) => key.endsWith('.css'));
}

/**
 * The subpaths a `./*` export stands for, from the built files (attw checks a pattern only as
 * written): @zar/ui's `./*` gives `./button`, `./header`…, one per built folder.
 */
function patternEntrypoints(folder, exports) {
  const subpaths = [];
  for (const [key, target] of Object.entries(exports)) {
    if (!key.includes('*')) continue;
    const file = typeof target === 'string' ? target : (target.import ?? target.default);
    const [before, after] = file.split('*');
    for (const item of readdirSync(join(folder, before), { withFileTypes: true })) {
      if (item.isDirectory() && existsSync(join(folder, before, item.name, after))) {
        subpaths.push(key.replace('*', item.name));
      }
    }
  }
  return subpaths;
}

const out = mkdtempSync(join(tmpdir(), 'zar-packages-'));

async function check({ folder, manifest }) {
  const packed = await run('pnpm', ['pack', '--pack-destination', out], folder);
  if (packed.code !== 0) return { name: manifest.name, ok: false, report: packed.output };
  const tarball = join(
    out,
    `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`,
  );
  const exports = manifest.publishConfig?.exports ?? manifest.exports ?? {};
  const excluded = [
    ...cssEntrypoints(exports),
    ...Object.keys(exports).filter((key) => key.includes('*')),
  ];
  const included = patternEntrypoints(folder, exports);
  const [lint, types] = await Promise.all([
    run(bin('publint'), ['run', tarball, '--pack', 'false']),
    run(bin('attw'), [
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'table',
      '--no-emoji',
      '--no-color',
      ...(excluded.length ? ['--exclude-entrypoints', ...excluded] : []),
      ...(included.length ? ['--include-entrypoints', ...included] : []),
    ]),
  ]);
  return {
    name: manifest.name,
    ok: lint.code === 0 && types.code === 0,
    report: `publint:\n${lint.output.trim()}\nattw:\n${types.output.trim()}`,
  };
}

// Two at a time: packing and both checkers are mostly CPU, and CI machines are small.
const results = [];
const queue = [...packages];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await check(next));
  }),
);

for (const { name, ok, report } of results.sort((a, b) => a.name.localeCompare(b.name))) {
  // A passing package is one line; a failing one shows both tools' reports.
  console.log(ok ? `${name}: publint and attw ok` : `\n--- ${name}: FAILED\n${report}\n`);
}
if (keep) console.log(`\ntarballs kept in ${out}`);
else rmSync(out, { recursive: true, force: true });
const failed = results.filter((result) => !result.ok).map((result) => result.name);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\n${results.length - failed.length} of ${results.length} packages pass publint and attw in ${seconds}s${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
