#!/usr/bin/env node
// Package weight (issue 24): what one import from each package's root costs a consumer, built
// from the packed tarballs (as published: dist only, publishConfig applied) by Vite, minified,
// in gzip. Peer dependencies (react, i18next, react-query…) are left out: the consumer has them.
// Any warning the consumer's build prints (e.g. about "use client") is printed too. Build the
// packages first (`pnpm turbo run build --filter='./packages/*'`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * What a consumer imports from each package's root: one import each, and for the api-client also
 * the client with two of the root's zod-free helpers, which once pulled in the whole contract and
 * zod (31 KB gzip before the root went zod-free, 2.5 KB after).
 */
const consumers = [
  ['@zar/api-client', ['createApiClient']],
  ['@zar/api-client', ['createApiClient', 'playerCookie', 'readGameFrameMessage']],
  ['@zar/ui', ['Button']],
  // The forms take their validation rules as a prop (issue 24): none of them brings zod.
  ['@zar/ui', ['LoginForm']],
  ['@zar/ui', ['RegistrationForm']],
  ['@zar/ui', ['RecoveryForm']],
  ['@zar/ui', ['ChangePasswordForm']],
  ['@zar/ui', ['PhoneVerificationForm', 'PhoneVerificationPanel']],
  ['@zar/ui', ['ActivityStatementForm']],
  ['@zar/dynamic-form', ['DynamicForm']],
  ['@zar/realtime', ['createNotifyConnection']],
  ['@zar/locales', ['translations']],
];
// More imports to weigh, from the command line: `node package-weight.mjs @zar/ui/casino:GameCard,GameGrid`.
for (const argument of process.argv.slice(2)) {
  const [name = '', list = ''] = argument.split(':');
  consumers.push([name, list.split(',')]);
}
const packageNames = new Set(consumers.map(([name]) => name.split('/').slice(0, 2).join('/')));
const peers = ['react', 'react-dom', 'i18next', 'react-i18next', '@tanstack/react-query', 'msw'];

const work = mkdtempSync(join(tmpdir(), 'zar-package-weight-'));
const modules = join(work, 'node_modules');

/** Each package's workspace folder, by name: its third-party dependencies resolve from there. */
const folders = new Map();
for (const folder of readdirSync(join(root, 'packages'))) {
  const path = join(root, 'packages', folder);
  const { name } = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
  if (!packageNames.has(name)) continue;
  folders.set(name, path);
  execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: path, stdio: 'ignore' });
  const tarball = join(work, `${name.replace('@', '').replace('/', '-')}-0.1.0.tgz`);
  const into = join(modules, name);
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', into, '--strip-components=1']);
}

/**
 * Resolves a packed package's third-party imports (zod, swiper…) from its workspace folder, as if
 * they had been installed beside it; sibling packages resolve to their packed copies.
 */
const dependenciesOfPackedPackages = {
  name: 'dependencies-of-packed-packages',
  async resolveId(source, importer) {
    if (!importer?.startsWith(modules) || source.startsWith('.') || source.startsWith('/')) return;
    if (source.startsWith('@zar/')) return;
    const owner = [...folders.keys()].find((name) => importer.startsWith(join(modules, name)));
    if (!owner) return;
    return this.resolve(source, join(folders.get(owner), 'package.json'), { skipSelf: true });
  },
};

const rows = [];
for (const [index, [name, bindings]] of consumers.entries()) {
  const entry = join(work, `consumer-${index}.js`);
  const list = bindings.join(', ');
  writeFileSync(entry, `import { ${list} } from '${name}';\nglobalThis.used = [${list}];\n`);
  const warnings = [];
  const output = await build({
    configFile: false,
    root: work,
    logLevel: 'silent',
    plugins: [dependenciesOfPackedPackages],
    build: {
      write: false,
      minify: true,
      rolldownOptions: {
        input: entry,
        external: (id) => peers.some((peer) => id === peer || id.startsWith(`${peer}/`)),
        onLog(level, log) {
          if (level !== 'warn') return;
          // One line each, ANSI colours and the temporary folder's path left out.
          const [line] = stripVTControlCharacters(log.message).split('\n');
          warnings.push(line.replace(/"[^"]*node_modules\//g, '"'));
        },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const js = chunks.filter((chunk) => chunk.type === 'chunk');
  const gzip = js.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  const raw = js.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0);
  // What loads before anything is shown: the entry chunk, without what it imports lazily (the
  // proof-of-work widget of the account forms).
  const entryGzip = js
    .filter((chunk) => chunk.isEntry)
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  rows.push({ name, list, raw, gzip, entryGzip, warnings });
}
rmSync(work, { recursive: true, force: true });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Imports from each package root, packed, minified by Vite (peers left out):');
for (const { name, list, raw, gzip, entryGzip, warnings } of rows) {
  const lazy = entryGzip < gzip ? `  (${kb(entryGzip)} gzip before lazy chunks)` : '';
  console.log(
    `  ${`import { ${list} } from '${name}'`.padEnd(84)} ${kb(gzip).padStart(9)} gzip  ${kb(raw).padStart(9)} raw${lazy}`,
  );
  for (const warning of warnings) console.log(`    warning: ${warning}`);
}
