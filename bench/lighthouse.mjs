#!/usr/bin/env node
// Lighthouse (issue #10, issue 26 point 5): the production build served by apps/api, measured with
// Lighthouse's mobile preset (Moto G Power viewport, simulated slow 4G and 4× CPU slowdown) in
// Debian's Chromium, each page a few runs and the median, each run a first visit (cookies and
// storage cleared) to a server that has rendered the page before. Every public route is measured
// next to a reference page served by this run (bench/inp-reference.mjs: one screen of static HTML,
// server-rendered and hydrated by React, react-dom and the router, no product code), alternating
// page by page within each round so a busy moment hits them all; the goal is the ratio of each
// route's main-thread work (Lighthouse's `mainthread-work-breakdown` total) to the reference's
// median, ≤ 2×, with the score (≥ 95) and CLS (≤ 0.02) of the same runs. A logged-in player's
// `/dashboard` and `/dashboard/deposit` are measured with a session signed up through the API and
// put into the browser's storage before each run (score ≥ 90). Also checks that static files are
// served compressed and cached as they should be. Build first:
//   pnpm turbo run build --filter=@zar/api --filter=@zar/site
// Options: --runs=N (default 5), --pages=/,/casino/slot,/pages/:id,/dashboard (the pages measured,
// default every public route and the two player pages; the reference is always measured),
// --details (the failing audits and main-thread breakdown of each median run), --json=FILE (the
// median runs' reports), --chromium=PATH (default /usr/bin/chromium), --block=PATTERN,... (addresses
// no page may load, `*` a wildcard: `--block=*hydrate-after-paint*` measures the server's HTML
// alone, without the site's script).
// Nothing leaves 127.0.0.1: Chromium resolves every other host to "not found".
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags as benchChromiumFlags } from './chromium-flags.mjs';
import { startReferencePage } from './inp-reference.mjs';
import { benchSignUpBody } from './personal-numbers.mjs';
import { productionEnv } from './production-env.mjs';

const options = Object.fromEntries(
  process.argv.slice(2).map((argument) => {
    const [key, value = 'true'] = argument.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const runs = Number(options.runs ?? 5);
const chromiumPath = options.chromium ?? '/usr/bin/chromium';
/** Addresses the pages may not load (Lighthouse's `blockedUrlPatterns`, `*` a wildcard). */
const blockedUrlPatterns = options.block ? options.block.split(',') : [];
const repository = fileURLToPath(new URL('../', import.meta.url));

/** The public routes (issue 26 point 5); `/pages/:id` becomes the first published content page. */
const publicRoutes = [
  '/',
  '/casino/slot',
  '/casino/live',
  '/casino/games',
  '/casino/virtual',
  '/casino/bingo',
  '/casino/tvbets',
  '/promotions',
  '/pages/:id',
  '/spor',
];
/** A logged-in player's pages. */
const playerRoutes = ['/dashboard', '/dashboard/deposit'];
const isPlayerRoute = (page) => playerRoutes.includes(page);

/** The bounds of issue 26 point 5. */
const bounds = {
  mainThreadRatio: 2,
  publicScore: 95,
  playerScore: 90,
  cls: 0.02,
};

const formats = {
  score: (v) => v.toFixed(0),
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${v.toFixed(0)} ms`,
  cls: (v) => v.toFixed(3),
  mainThread: (v) => `${(v / 1000).toFixed(2)} s`,
  bytes: (v) => `${(v / 1024).toFixed(0)} KB`,
};

// The benches' shared flags, headless, and no default-browser question.
const chromiumFlags = ['--headless=new', ...benchChromiumFlags, '--no-default-browser-check'];

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
    const timer = setTimeout(() => fail(new Error(`${name} did not start within 180 s`)), 180_000);
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

/** The built API on a free port; `sandboxPayments` turns on the sandbox payment provider. */
async function startApi({ sandboxPayments = false } = {}) {
  const { child, match } = await startChild(process.execPath, ['apps/api/dist/main.js'], {
    name: 'The API',
    pattern: /running at (http:\/\/127\.0\.0\.1:\d+)\//,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ZAR_DATA_DIR: 'memory://',
      ...productionEnv({ sandboxPayments }),
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
    mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
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
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  lines.push(
    `    main thread: ${breakdown.map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`).join(', ')}`,
  );
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  lines.push(
    `    scripts: ${bootup
      .slice(0, 5)
      .map(
        (item) =>
          `${String(item.url).replace(/^.*\//, '') || item.url} ${Math.round(item.total)} ms`,
      )
      .join(', ')}`,
  );
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  for (const shift of shifts.slice(0, 3)) {
    lines.push(
      `    layout shift ${shift.score?.toFixed(3)}: ${shift.node?.snippet ?? '(no node)'}`,
    );
  }
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

/** The first published content page's address (`/pages/:id`), asked of the API. */
async function contentPagePath(origin) {
  for (const categoryId of [1, 2, 3]) {
    const response = await fetch(`${origin}/api/cms/contentlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'tr' },
      body: JSON.stringify({ status: true, categoryId }),
    });
    const answer = await response.json().catch(() => null);
    const id = answer?.data?.[0]?.id;
    if (id) return `/pages/${id}`;
  }
  throw new Error('the API lists no published content page');
}

/** Registers a player through the API; each of their runs starts with this session stored. */
async function signUp(origin) {
  const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const username = `lh${suffix}`;
  const fingerprint = `bench-lighthouse-${suffix}`;
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'tr', fingerprint },
    body: JSON.stringify(benchSignUpBody(username, suffix, `lh-${suffix}`)),
  });
  const answer = await response.json();
  if (response.status !== 200)
    throw new Error(`sign-up answered ${response.status}: ${answer.message}`);
  return { username, fingerprint, session: { ...answer.data, fingerprint } };
}

/**
 * A player's first visit: the origin's storage emptied, then the session the site keeps after a
 * login (session-store.ts, fingerprint.ts), written through a page of the same origin that is
 * closed before Lighthouse opens its own. Lighthouse then clears everything but localStorage.
 */
async function storeSession(browser, origin, player) {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  try {
    // A static file of the origin: the site itself does not start there.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      ({ auth, fingerprint }) => {
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem('zar.fingerprint', fingerprint);
        localStorage.setItem('zar.auth', JSON.stringify({ state: { auth }, version: 0 }));
      },
      { auth: player.session, fingerprint: player.fingerprint },
    );
  } finally {
    await page.close();
  }
}

const visitorStorage = [
  'cookies',
  'local_storage',
  'indexeddb',
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
];
const playerStorage = visitorStorage.filter((type) => type !== 'local_storage');

/** One Lighthouse run of `url`, a first visit. */
async function measure(url, port, { keepLocalStorage = false } = {}) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    // Every run is a first visit: Lighthouse's default keeps cookies and localStorage, so the
    // later runs would be a returning visitor who has seen the home popup. A player's run keeps
    // the localStorage storeSession() has just written: their session.
    clearStorageTypes: keepLocalStorage ? playerStorage : visitorStorage,
    blockedUrlPatterns,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** Whether a player's run showed the account area: it asked the API for the player's balance. */
function sawPlayerPage(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.some((item) => item.url.includes('/api/user/balance'));
}

const spread = (values, format) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;

async function main() {
  process.chdir(repository);
  const origin = await startApi();
  const reference = await startReferencePage();
  onExit(() => reference.stop());
  const port = await startChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  onExit(() => browser.close());

  const contentPage = await contentPagePath(origin);
  const wanted = options.pages ? options.pages.split(',') : [...publicRoutes, ...playerRoutes];
  const pages = wanted.map((page) => (page === '/pages/:id' ? contentPage : page));
  // The player's pages are served by a second API with the sandbox payment provider on, so
  // /dashboard/deposit lists payment methods as a real site does; the visitor's pages by one with
  // it off, as production (the sandbox shows a test-mode bar on every page).
  const playerOrigin = pages.some(isPlayerRoute) ? await startApi({ sandboxPayments: true }) : null;
  const player = playerOrigin ? await signUp(playerOrigin) : null;
  const originOf = (page) => (isPlayerRoute(page) ? playerOrigin : origin);

  const load = () => (process.platform === 'linux' ? readFileSync('/proc/loadavg', 'utf8') : '');
  console.log(
    `Lighthouse ${lighthouseVersion()} (mobile preset, simulated throttling), ${runs} runs per page, alternating page by page within each round`,
  );
  console.log(
    `Site: ${origin} (apps/api production build, PGlite in memory)${playerOrigin ? `; player pages: ${playerOrigin} (the same with sandbox payments)` : ''}`,
  );
  console.log(
    `Reference: ${reference.url}/ (bench/inp-reference.mjs, React + router, no product code)`,
  );
  console.log(`Load average at the start: ${load().split(' ').slice(0, 3).join(' ')}\n`);

  // A server in use has rendered the page before: the first render after the API starts pays
  // for loading and compiling the site's server build (about 150 ms), which no visitor of a
  // running site waits for.
  for (const page of pages) {
    await get(`${originOf(page)}${page}`);
    await get(`${originOf(page)}${page}`);
  }

  const referenceKey = 'reference';
  const targets = [
    { key: referenceKey, url: `${reference.url}/` },
    ...pages.map((page) => ({
      key: page,
      url: `${originOf(page)}${page}`,
      player: isPlayerRoute(page),
    })),
  ];
  const results = new Map(targets.map(({ key }) => [key, []]));
  let failed = false;
  const loads = [];
  for (let run = 1; run <= runs; run += 1) {
    loads.push(Number(load().split(' ')[0]));
    for (const target of targets) {
      if (target.player) await storeSession(browser, playerOrigin, player);
      const lhr = await measure(target.url, port, { keepLocalStorage: target.player });
      const outside = outsideRequests(lhr);
      if (outside.length > 0) {
        failed = true;
        console.log(`  ${target.key} requested outside 127.0.0.1: ${outside.join(', ')}`);
      }
      if (target.player && !sawPlayerPage(lhr)) {
        failed = true;
        console.log(`  ${target.key} run ${run}: the player's page did not ask for their account`);
      }
      results.get(target.key).push(lhr);
      const f = figures(lhr);
      console.log(
        `  run ${run} ${target.key}: score ${f.score}, LCP ${formats.lcp(f.lcp)}, TBT ${formats.tbt(f.tbt)}, CLS ${formats.cls(f.cls)}, main thread ${formats.mainThread(f.mainThread)}`,
      );
    }
  }

  const summaries = new Map();
  for (const { key } of targets) {
    const lhrs = results.get(key);
    const all = lhrs.map(figures);
    const medians = Object.fromEntries(
      Object.keys(formats).map((name) => [name, median(all.map((f) => f[name]))]),
    );
    // The run whose main-thread work is the median stands for the page in --details and --json.
    const byWork = [...lhrs].sort((a, b) => figures(a).mainThread - figures(b).mainThread);
    summaries.set(key, { all, medians, representative: byWork[Math.floor(byWork.length / 2)] });
  }
  const base = summaries.get(referenceKey).medians.mainThread;

  console.log(
    `\nMedians of ${runs} runs (spread min–max); main-thread ratio = the page's median over the reference's, same run`,
  );
  console.log(
    '| Page | Score | LCP | TBT | CLS | Main thread | Ratio to reference (≤ 2×) | Score bound | CLS ≤ 0.02 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  let missed = 0;
  for (const { key, player: isPlayer } of targets) {
    const { all, medians } = summaries.get(key);
    const cell = (name) =>
      `${formats[name](medians[name])} (${spread(
        all.map((f) => f[name]),
        formats[name],
      )})`;
    if (key === referenceKey) {
      console.log(
        `| reference (React + router, static screen) | ${cell('score')} | ${cell('lcp')} | ${cell('tbt')} | ${cell('cls')} | ${cell('mainThread')} | 1.00× | | |`,
      );
      continue;
    }
    const ratio = medians.mainThread / base;
    const scoreBound = isPlayer ? bounds.playerScore : bounds.publicScore;
    const ratioOk = isPlayer || ratio <= bounds.mainThreadRatio;
    const scoreOk = medians.score >= scoreBound;
    const clsOk = isPlayer || medians.cls <= bounds.cls;
    if (!ratioOk || !scoreOk || !clsOk) missed += 1;
    console.log(
      `| ${key}${isPlayer ? ' (player)' : ''} | ${cell('score')} | ${cell('lcp')} | ${cell('tbt')} | ${cell('cls')} | ${cell('mainThread')} | ${ratio.toFixed(2)}×${isPlayer ? '' : ratioOk ? ' ok' : ' MISSED'} | ≥ ${scoreBound} ${scoreOk ? 'ok' : 'MISSED'} | ${isPlayer ? '—' : clsOk ? 'ok' : 'MISSED'} |`,
    );
  }
  console.log(
    `\nLoad average at each round's start: ${loads.map((value) => value.toFixed(2)).join(', ')}; at the end: ${load().split(' ').slice(0, 3).join(' ')}`,
  );
  console.log(`${missed} page(s) missed a bound.`);

  if (options.details) {
    for (const { key } of targets) {
      console.log(`\n${key}: the median run (by main-thread work)`);
      for (const line of describeAudits(summaries.get(key).representative)) console.log(line);
    }
  }

  console.log('\nStatic files (compression and caching)');
  for (const row of await checkDelivery(origin)) {
    if (!row.ok) failed = true;
    console.log(`  ${row.ok ? 'ok    ' : 'FAILED'} ${row.name}: ${row.detail}`);
  }

  if (options.json) {
    const reports = Object.fromEntries(
      targets.map(({ key }) => [key, summaries.get(key).representative]),
    );
    writeFileSync(options.json, JSON.stringify(reports, null, 2));
  }
  return failed || missed > 0;
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
