#!/usr/bin/env node
// Site weight (issue #10): the JavaScript and CSS the first load of a route costs, read from the
// production build's manifest (build apps/site first), gzip and brotli. `--check` exits 1 when a
// budget is exceeded and names the chunks that grew since the baseline (`--write-baseline` accepts
// the current build as the new one) and those that weigh most.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/site/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/** What each measured first load pulls in besides the entry: its route's lazy modules. */
const routes = {
  '/ (visitor)': {
    // The API serves a visitor the page rendered, started by hydrate-after-paint.
    modules: ['src/pages/home/home-page.tsx', 'src/hydrate-after-paint.ts'],
    // 170 KB (issue #10). Issue #24 took it to 171 (171.0 KB measured: @zar/ui's own strings);
    // issue 26 point 5 brought it back to 169.8 KB: the account area's Turkish strings (payments,
    // the payment form, bonuses: 1.2 KB gzip) load with its pages (@zar/locales/tr-player), not
    // with a visitor's first load. The chunk named preload-helper is the first-load Turkish
    // strings with Vite's preload helper, 7.5 KB of it strings.
    budget: { jsGzip: 170 * 1024, cssGzip: 30 * 1024 },
  },
  '/dashboard (player)': {
    // What the router loads before it paints a logged-in player's dashboard. The notification
    // socket (SignalR) is imported by an effect once the page has rendered, like the visitor's
    // carousel and toasts, and is weighed on its own below.
    modules: [
      'src/pages/dashboard/dashboard-layout.tsx',
      'src/pages/dashboard/dashboard-home-page.tsx',
    ],
    // Issue #26: a player's first load gets the visitor's gate.
    budget: { jsGzip: 170 * 1024, cssGzip: 30 * 1024 },
  },
  '/dashboard/deposit (player)': {
    // The deposit page lists the methods; the payment dialog and its form come after (below).
    // Its route also loads the player's Turkish strings (tr-player). No gate: printed, 170.9 KB
    // in session 24 (236.6 KB before the dialog left its first load).
    modules: [
      'src/pages/dashboard/dashboard-layout.tsx',
      'src/pages/dashboard/deposit-page.tsx',
      'chunk:tr-player',
    ],
  },
};

/** Loaded after a page has painted, weighed on their own (no budget): what each one adds. */
const afterPaint = {
  "a player's notification socket": 'src/realtime/notify-socket.ts',
  // Fetched as the deposit or withdraw page's method list first renders.
  'the payment dialog and its form': 'src/payments/payment-dialog.tsx',
};

const entryKey = 'index.html';

/**
 * Every file a module needs before it runs: its chunk, its static imports, their CSS. A key
 * `chunk:NAME` names a chunk by its name (one the site imports by package name, which the
 * manifest lists under its file only).
 */
function closure(key, files = new Set()) {
  const chunk = key.startsWith('chunk:')
    ? Object.values(manifest).find((each) => each.name === key.slice('chunk:'.length))
    : manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

function weigh(file) {
  const bytes = readFileSync(`${dist}${file}`);
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/**
 * The gzip weight of each chunk at the last accepted build (`--write-baseline`), by name without
 * its hash, so an over-budget check can say which chunk grew.
 */
const baselineFile = fileURLToPath(new URL('site-weight.baseline.json', import.meta.url));
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : {};
const nextBaseline = {};
/** `assets/index-D9pPR-3t.js` → `index.js`. */
const chunkName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (items, field) => items.reduce((total, item) => total + item[field], 0);
let failed = false;

for (const [route, { modules, budget }] of Object.entries(routes)) {
  const files = closure(entryKey);
  for (const module of modules) closure(module, files);
  const weights = [...files].map(weigh).sort((a, b) => b.gzip - a.gzip);
  const js = weights.filter((item) => item.file.endsWith('.js'));
  const css = weights.filter((item) => item.file.endsWith('.css'));
  console.log(`\n${route}`);
  for (const item of weights) {
    console.log(
      `  ${item.file.padEnd(48)} ${kb(item.gzip).padStart(9)} gzip ${kb(item.brotli).padStart(9)} br`,
    );
  }
  console.log(
    `  JavaScript: ${kb(sum(js, 'gzip'))} gzip, ${kb(sum(js, 'brotli'))} brotli (${js.length} files)`,
  );
  console.log(`  CSS:        ${kb(sum(css, 'gzip'))} gzip, ${kb(sum(css, 'brotli'))} brotli`);
  nextBaseline[route] = Object.fromEntries(
    weights.map((item) => [chunkName(item.file), item.gzip]),
  );
  if (!budget) continue;
  for (const [kind, items, limit] of [
    ['JavaScript', js, budget.jsGzip],
    ['CSS', css, budget.cssGzip],
  ]) {
    const total = sum(items, 'gzip');
    const verdict = total <= limit ? 'within' : 'OVER';
    console.log(`  budget ${kind}: ${kb(total)} of ${kb(limit)} gzip — ${verdict}`);
    if (total > limit) {
      failed = true;
      const before = baseline[route] ?? {};
      const growth = items
        .map((item) => {
          const name = chunkName(item.file);
          return { name, grew: item.gzip - (before[name] ?? 0), isNew: !(name in before) };
        })
        .filter((item) => item.grew > 0)
        .sort((a, b) => b.grew - a.grew)
        .slice(0, 3);
      for (const item of growth) {
        console.log(
          `    grew since the baseline: ${item.name} +${kb(item.grew)}${item.isNew ? ' (new chunk)' : ''}`,
        );
      }
      console.log(
        `    heaviest: ${items
          .slice(0, 3)
          .map((item) => `${item.file} ${kb(item.gzip)}`)
          .join(', ')}`,
      );
    }
  }
}

for (const [name, module] of Object.entries(afterPaint)) {
  const already = closure(entryKey);
  const added = [...closure(module)].filter((file) => !already.has(file)).map(weigh);
  const js = added.filter((item) => item.file.endsWith('.js'));
  console.log(`\nafter paint: ${name} (${module})`);
  for (const item of added.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${item.file.padEnd(48)} ${kb(item.gzip).padStart(9)} gzip`);
  }
  console.log(`  JavaScript added: ${kb(sum(js, 'gzip'))} gzip (${js.length} files)`);
}

if (process.argv.includes('--write-baseline')) {
  writeFileSync(baselineFile, `${JSON.stringify(nextBaseline, null, 2)}\n`);
  console.log(`\nbaseline written to ${baselineFile}`);
}
if (process.argv.includes('--check') && failed) process.exit(1);
