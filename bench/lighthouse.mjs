#!/usr/bin/env node
// Lighthouse (issue #10): the production build served by apps/api, measured with Lighthouse's
// mobile preset (Moto G Power viewport, simulated slow 4G and 4× CPU slowdown) in Debian's
// Chromium, a few runs per page and the median, each a first visit (cookies and storage cleared)
// to a server that has rendered the page before. Also checks that static files are served
// compressed and cached as they should be. Build first:
//   pnpm turbo run build --filter=@zar/api --filter=@zar/site
// Options: --runs=N (default 3), --pages=/,/casino/slot (the pages measured), --details (the failing audits of the median run),
// --json=FILE (the median runs' reports), --chromium=PATH (default /usr/bin/chromium).
// Nothing leaves 127.0.0.1: Chromium resolves every other host to "not found".
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { productionEnv } from './production-env.mjs';

const options = Object.fromEntries(
  process.argv.slice(2).map((argument) => {
    const [key, value = 'true'] = argument.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const runs = Number(options.runs ?? 3);
const chromiumPath = options.chromium ?? '/usr/bin/chromium';
const pages = options.pages ? options.pages.split(',') : ['/', '/casino/slot'];
const repository = fileURLToPath(new URL('../', import.meta.url));

const targets = {
  score: { label: 'Performance score', target: 95, better: 'higher', format: (v) => v.toFixed(0) },
  lcp: { label: 'LCP', target: 2000, better: 'lower', format: (v) => `${(v / 1000).toFixed(2)} s` },
  tbt: { label: 'TBT', target: 150, better: 'lower', format: (v) => `${v.toFixed(0)} ms` },
  cls: { label: 'CLS', target: 0.02, better: 'lower', format: (v) => v.toFixed(3) },
  bytes: { label: 'Total bytes', format: (v) => `${(v / 1024).toFixed(1)} KB` },
};

const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** What to stop and delete when the benchmark ends, also on Ctrl+C; run in reverse order. */
const cleanups = [];
function onExit(cleanup) {
  cleanups.push(cleanup);
}
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // Best effort: the process is ending anyway.
    }
  }
  cleanups.length = 0;
}
process.on('SIGINT', async () => {
  await cleanUp();
  process.exit(130);
});

/** Runs a child and resolves with it and the first match of `pattern` in its output. */
function startChild(command, args, { env, pattern, name }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${name} did not start within 60 s`)), 60_000);
    const fail = (error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output.slice(-2000)}`));
    };
    const read = (chunk) => {
      output += chunk;
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', read);
        child.stderr.off('data', read);
        // Keep draining so a chatty child never blocks on a full pipe.
        child.stdout.resume();
        child.stderr.resume();
        resolve({ child, match });
      }
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.on('exit', (code) => fail(new Error(`${name} exited with ${code}`)));
    child.on('error', fail);
  });
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startApi() {
  const { child, match } = await startChild(process.execPath, ['apps/api/dist/main.js'], {
    name: 'The API',
    pattern: /running at (http:\/\/127\.0\.0\.1:\d+)\//,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ZAR_DATA_DIR: 'memory://',
      ...productionEnv(),
    },
  });
  onExit(() => stopChild(child));
  return match[1];
}

async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'zar-lighthouse-'));
  onExit(() => rmSync(profile, { recursive: true, force: true }));
  const { child, match } = await startChild(
    chromiumPath,
    [...chromiumFlags, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    {
      name: 'Chromium',
      pattern: /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//,
      env: process.env,
    },
  );
  onExit(() => stopChild(child));
  return Number(match[1]);
}

/** One raw (not decompressed) GET: status, headers and body size. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      let size = 0;
      response.on('data', (chunk) => {
        size += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, size }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const immutable = 'public, max-age=31536000, immutable';

/** Each file type the first load fetches, with each encoding, and the index page's caching. */
async function checkDelivery(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const samples = [
    assets.find((path) => path.endsWith('.js')),
    assets.find((path) => path.endsWith('.css')),
  ].filter(Boolean);
  const rows = [];
  const check = (name, ok, detail) => rows.push({ name, ok, detail });

  for (const encoding of ['br', 'gzip']) {
    const index = await get(`${origin}/`, { 'accept-encoding': encoding });
    check(
      `/ (index.html), ${encoding}`,
      index.headers['content-encoding'] === encoding &&
        !/immutable/.test(index.headers['cache-control'] ?? ''),
      `content-encoding ${index.headers['content-encoding'] ?? 'none'}, cache-control ${index.headers['cache-control']}`,
    );
    for (const path of samples) {
      const asset = await get(`${origin}${path}`, { 'accept-encoding': encoding });
      check(
        `${path}, ${encoding}`,
        asset.headers['content-encoding'] === encoding &&
          asset.headers['cache-control'] === immutable,
        `content-encoding ${asset.headers['content-encoding'] ?? 'none'}, cache-control ${asset.headers['cache-control']}, ${asset.size} B`,
      );
    }
  }
  // Fonts are already compressed (woff2): they need only the long cache. The site loads them
  // from a stylesheet of their own once it starts; any of the build's fonts will do.
  const siteDir = process.env.SITE_DIR ?? join(repository, 'apps/site/dist');
  const fontFile = readdirSync(join(siteDir, 'assets')).find((file) => file.endsWith('.woff2'));
  const font = fontFile ? `/assets/${fontFile}` : undefined;
  if (font) {
    const response = await get(`${origin}${font}`, { 'accept-encoding': 'br, gzip' });
    check(
      `${font}`,
      response.status === 200 && response.headers['cache-control'] === immutable,
      `cache-control ${response.headers['cache-control']}`,
    );
  }
  const missing = await get(`${origin}/assets/does-not-exist-0000.js`);
  check('a missing hashed file', missing.status === 404, `status ${missing.status}`);
  return rows;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function figures(lhr) {
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    bytes: lhr.audits['total-byte-weight'].numericValue,
  };
}

/** Every request the page made; anything not on 127.0.0.1 is a failure of this benchmark. */
function outsideRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .map((item) => item.url)
    .filter((url) => /^https?:/.test(url) && new URL(url).hostname !== '127.0.0.1');
}

function describeAudits(lhr) {
  const lines = [];
  const element =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (element) lines.push(`    LCP element: ${element.snippet}`);
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
      continue;
    lines.push(
      `    ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
  }
  return lines;
}

async function main() {
  process.chdir(repository);
  const origin = await startApi();
  const port = await startChromium();
  console.log(
    `Lighthouse ${lighthouseVersion()} (mobile preset, simulated throttling), ${runs} runs per page`,
  );
  console.log(`Site: ${origin} (apps/api production build, PGlite in memory)\n`);

  const reports = {};
  let failed = false;
  for (const page of pages) {
    const results = [];
    // A server in use has rendered the page before: the first render after the API starts pays
    // for loading and compiling the site's server build (about 150 ms), which no visitor of a
    // running site waits for.
    await get(`${origin}${page}`);
    await get(`${origin}${page}`);
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(`${origin}${page}`, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        // Every run is a first visit: Lighthouse's default keeps cookies and localStorage, so the
        // later runs would be a returning visitor who has seen the home popup.
        clearStorageTypes: [
          'cookies',
          'local_storage',
          'indexeddb',
          'file_systems',
          'shader_cache',
          'service_workers',
          'cache_storage',
        ],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
      const outside = outsideRequests(result.lhr);
      if (outside.length > 0) {
        failed = true;
        console.log(`  ${page} requested outside 127.0.0.1: ${outside.join(', ')}`);
      }
      results.push(result.lhr);
      const f = figures(result.lhr);
      console.log(
        `  ${page} run ${run}: score ${f.score}, LCP ${targets.lcp.format(f.lcp)}, TBT ${targets.tbt.format(f.tbt)}, CLS ${targets.cls.format(f.cls)}`,
      );
    }
    const all = results.map(figures);
    const medians = Object.fromEntries(
      Object.keys(targets).map((key) => [key, median(all.map((f) => f[key]))]),
    );
    // The run whose score is the median stands for the page in --details and --json.
    const byScore = [...results].sort((a, b) => figures(a).score - figures(b).score);
    const representative = byScore[Math.floor(byScore.length / 2)];
    reports[page] = representative;

    console.log(`\n${page} (median of ${runs})`);
    console.log('  | Figure | Median | Target | Ratio |');
    console.log('  |---|---|---|---|');
    for (const [key, { label, target, better, format }] of Object.entries(targets)) {
      const value = medians[key];
      let verdict = '—';
      let ratio = '—';
      if (target !== undefined) {
        const ok = better === 'higher' ? value >= target : value <= target;
        ratio = `${(value / target).toFixed(2)}×`;
        verdict = `${better === 'higher' ? '≥' : '≤'} ${format(target)} ${ok ? 'ok' : 'MISSED'}`;
      }
      console.log(`  | ${label} | ${format(value)} | ${verdict} | ${ratio} |`);
    }
    if (options.details) {
      console.log('  Audits below 0.9 in the median run:');
      for (const line of describeAudits(representative)) console.log(line);
    }
    console.log('');
  }

  console.log('Static files (compression and caching)');
  for (const row of await checkDelivery(origin)) {
    if (!row.ok) failed = true;
    console.log(`  ${row.ok ? 'ok    ' : 'FAILED'} ${row.name}: ${row.detail}`);
  }

  if (options.json) writeFileSync(options.json, JSON.stringify(reports, null, 2));
  return failed;
}

function lighthouseVersion() {
  return createRequire(import.meta.url)('lighthouse/package.json').version;
}

main()
  .then(async (failed) => {
    await cleanUp();
    process.exitCode = failed ? 1 : 0;
  })
  .catch(async (error) => {
    await cleanUp();
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  });
