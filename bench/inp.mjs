#!/usr/bin/env node
// Taps that answer (issue 26, point 3): the time from a tap to the next paint (Interaction to Next
// Paint) of the site's main taps on a mid-range phone, next to the same kind of tap on a reference
// page measured in the same run. Build first:
//   pnpm turbo run build --filter=@zar/api --filter=@zar/site
// The built API serves the built site on a free port of 127.0.0.1, on PGlite in a temporary folder
// with sandbox payments on (the deposit methods); a player signs up through the API. Debian's
// Chromium (Playwright), a 375 px phone with touch, Lighthouse's mobile throttling applied through
// the DevTools protocol: slow 4G (562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up) and 4× CPU.
// Each run of an interaction is a fresh page in a fresh context: the page loads, settles (network
// idle, two idle callbacks), and the tap is its only interaction, so web-vitals' INP (attribution
// build, injected before the page's own scripts) is that tap. Prints per interaction the median
// and spread of N runs, the ratio to the reference tap's median, and the median run's attribution:
// input delay, processing, presentation, and the longest script of its animation frames.
// Options: --runs=N (default 5), --only=login,game (interactions by id), --chromium=PATH.
// Nothing leaves 127.0.0.1: Chromium resolves every other host to "not found".
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { apiProcess, freePort, pgliteDataDir } from './bank-servers.mjs';
import { chromiumFlags } from './chromium-flags.mjs';
import { startReferencePage } from './inp-reference.mjs';
import { benchSignUpBody } from './personal-numbers.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const runs = Number(options.runs);
const goal = 200;
const network = throttling.mobileSlow4G;
// The attribution build as one script (not in the package's exports: found beside its module).
const webVitalsDist = dirname(createRequire(import.meta.url).resolve('web-vitals/attribution'));
const webVitals = readFileSync(join(webVitalsDist, 'web-vitals.attribution.iife.js'), 'utf8');
const webVitalsVersion = JSON.parse(
  readFileSync(join(webVitalsDist, '../package.json'), 'utf8'),
).version;

/**
 * Runs in the page before its own scripts: web-vitals reports every new worst interaction (with
 * reportAllChanges, the lowest threshold the browser allows) into `window.__zarInp`.
 */
function recordInp() {
  window.__zarInp = [];
  window.webVitals.onINP(
    ({ value, attribution }) => {
      const { longestScript } = attribution;
      window.__zarInp.push({
        value,
        target: attribution.interactionTarget,
        type: attribution.interactionType,
        inputDelay: attribution.inputDelay,
        processing: attribution.processingDuration,
        presentation: attribution.presentationDelay,
        loadState: attribution.loadState,
        scriptTotal: attribution.totalScriptDuration,
        styleLayout: attribution.totalStyleAndLayoutDuration,
        longestScript: longestScript
          ? {
              duration: longestScript.intersectingDuration,
              subpart: longestScript.subpart,
              source:
                `${longestScript.entry.invokerType} ${longestScript.entry.invoker} ${longestScript.entry.sourceFunctionName ?? ''} ${(longestScript.entry.sourceURL ?? '').replace(/^.*\//, '')}`.trim(),
            }
          : null,
      });
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
}

/**
 * The taps. `reference` names the reference page's tap of the same kind; `player` runs it as a
 * logged-in player; `prepare` brings the page to the tap without another interaction (fill()
 * sets a field's value without key events); `tap` returns the element tapped; `answered` waits
 * for what the tap shows, so a tap that did nothing fails the run.
 */
const interactions = [
  {
    id: 'login',
    label: 'open the login dialog (visitor, /casino/slot header)',
    path: '/casino/slot',
    reference: 'open',
    tap: (page) =>
      page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first(),
    answered: (page) => page.getByRole('dialog', { name: 'Giriş' }).waitFor(),
  },
  {
    id: 'game',
    label: 'open a game from a lobby (player, /casino/slot card → game modal)',
    path: '/casino/slot',
    player: true,
    reference: 'open',
    tap: (page) => page.getByRole('link', { name: 'Zar Meyveleri oyna' }).first(),
    answered: (page) => page.getByRole('dialog', { name: 'Zar Meyveleri' }).waitFor(),
  },
  {
    id: 'category',
    label: 'switch casino category (visitor, /casino/live filter)',
    path: '/casino/live',
    reference: 'open',
    // The filters are toggle buttons in a group (fieldset); the second is the first live category.
    tap: (page) => page.locator('[data-slot="category-filters"] button').nth(1),
    answered: (page) =>
      page
        .locator('[data-slot="category-filters"] button')
        .nth(1)
        .and(page.locator('[aria-pressed="true"]'))
        .waitFor(),
  },
  {
    id: 'notifications',
    label: 'open the notification sheet (player, /dashboard menu)',
    path: '/dashboard',
    player: true,
    reference: 'open',
    tap: (page) =>
      page
        .getByRole('button', { name: /^Bildirimler/ })
        .filter({ visible: true })
        .first(),
    answered: (page) => page.getByRole('dialog', { name: 'Bildirimler' }).waitFor(),
  },
  {
    id: 'deposit',
    label: 'open the deposit dialog (player, /dashboard/deposit, Havale / EFT)',
    path: '/dashboard/deposit',
    player: true,
    reference: 'open',
    tap: (page) => page.getByRole('button', { name: /Havale \/ EFT/ }).first(),
    answered: (page) => page.getByRole('dialog', { name: 'Para Yatır' }).waitFor(),
  },
  {
    id: 'form',
    label: 'send a form (visitor, login with a wrong password, from /dashboard/deposit)',
    // A visitor's deep link to a player's page opens the login dialog by itself.
    path: '/dashboard/deposit',
    reference: 'submit',
    prepare: async (page, player) => {
      const dialog = page.getByRole('dialog', { name: 'Giriş' });
      await dialog.getByLabel('Kullanıcı Adı').fill(player.username);
      await dialog.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
    },
    tap: (page) =>
      page.getByRole('dialog', { name: 'Giriş' }).getByRole('button', { name: 'Giriş Yap' }),
    // The answer (a refusal) comes from the server; the paint that counts is the button's.
    answered: (page) =>
      page.getByRole('dialog', { name: 'Giriş' }).getByRole('alert').first().waitFor(),
  },
];

/** The reference page's taps: the same kinds, with nothing of the product. */
const referenceTaps = {
  open: {
    id: 'reference open',
    label: 'reference: open a dialog',
    path: '/',
    tap: (page) => page.getByRole('button', { name: 'Giriş Yap' }),
    answered: (page) => page.getByRole('dialog', { name: 'Giriş' }).waitFor(),
  },
  submit: {
    id: 'reference submit',
    label: 'reference: send a form',
    // Opens with the dialog shown, as the site's deep link does.
    path: '/login',
    prepare: async (page) => {
      await page.getByLabel('Kullanıcı Adı').fill('oyuncu');
      await page.getByLabel('Şifre').fill('yanlis-sifre');
    },
    tap: (page) => page.getByRole('button', { name: 'Gönder' }),
    answered: (page) => page.getByRole('button', { name: 'Gönderiliyor' }).waitFor(),
  },
};

/** Registers a player through the API; the browser logs in with its stored session. */
async function signUp(url) {
  const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const username = `tap${suffix}`;
  const password = `tap-${suffix}`;
  const fingerprint = `bench-inp-${suffix}`;
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'tr', fingerprint },
    body: JSON.stringify(benchSignUpBody(username, suffix, password)),
  });
  const answer = await response.json();
  if (response.status !== 200)
    throw new Error(`sign-up answered ${response.status}: ${answer.message}`);
  return { username, session: { ...answer.data, fingerprint } };
}

/** Lighthouse's mobile throttling on this page's DevTools session. */
async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdownMultiplier });
}

/** Until the page is quiet: no request for 500 ms, then two idle callbacks of the main thread. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
    );
  }
}

/** One run: a fresh context and page, the tap, and web-vitals' report of it. */
async function measureOnce(browser, origin, interaction, player) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
  });
  try {
    // The build declares `var webVitals`; an init script runs in a scope of its own.
    await context.addInitScript(`${webVitals}\nwindow.webVitals = webVitals;`);
    await context.addInitScript(recordInp);
    if (interaction.player) {
      await context.addInitScript((auth) => {
        localStorage.setItem('zar.auth', JSON.stringify({ state: { auth }, version: 0 }));
      }, player.session);
    }
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`${origin}${interaction.path}`, { timeout: 120_000 });
    // The page has started (the server's HTML hydrated) before a player taps it.
    await page.waitForFunction(
      () => document.getElementById('root')?.getAttribute('data-rendered') === 'client',
      undefined,
      { timeout: 60_000 },
    );
    await settle(page);
    if (interaction.prepare) {
      await interaction.prepare(page, player);
      await settle(page);
    }
    const target = await interaction.tap(page);
    await target.waitFor({ timeout: 60_000 });
    const before = await page.evaluate(() => window.__zarInp.length);
    await target.tap();
    await interaction.answered(page);
    // web-vitals reports as the tap's entries arrive: the pointer events' first, the click's
    // (often longer) possibly in a later batch. Wait for the first report, then for the entries
    // to stop coming, and keep the largest: the tap's whole duration.
    const reported = await page
      .waitForFunction((count) => window.__zarInp.length > count, before, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    let report = null;
    if (reported) {
      await page.waitForTimeout(2_000);
      report = await page.evaluate(
        (count) =>
          window.__zarInp
            .slice(count)
            .reduce((worst, item) => (item.value > worst.value ? item : worst)),
        before,
      );
    }
    return report ?? { value: 0, belowThreshold: true };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value) => `${Math.round(value)} ms`;

/** Runs each tap `runs` times, alternating the taps run by run so a busy moment hits them all. */
async function measureAll(browser, taps) {
  const results = new Map(taps.map(({ tap }) => [tap.id, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const { tap, origin, player } of taps) {
      const report = await measureOnce(browser, origin, tap, player);
      results.get(tap.id).push(report);
      console.log(
        `  run ${run} ${tap.id}: ${
          report.belowThreshold
            ? '< 16 ms (no report)'
            : `${ms(report.value)} (input delay ${ms(report.inputDelay)}, processing ${ms(report.processing)}, presentation ${ms(report.presentation)})`
        }`,
      );
    }
  }
  return results;
}

function describe(report) {
  if (report.belowThreshold) return 'under 16 ms: no event reported';
  const parts = [
    `input delay ${ms(report.inputDelay)}`,
    `processing ${ms(report.processing)}`,
    `presentation ${ms(report.presentation)}`,
  ];
  if (report.longestScript)
    parts.push(
      `longest script ${ms(report.longestScript.duration)} (${report.longestScript.subpart}: ${report.longestScript.source})`,
    );
  if (report.styleLayout !== undefined) parts.push(`style and layout ${ms(report.styleLayout)}`);
  return `${parts.join(', ')}; target ${report.target}`;
}

async function main() {
  const wanted = options.only?.split(',');
  const chosen = interactions.filter(({ id }) => !wanted || wanted.includes(id));
  const dataDir = pgliteDataDir();
  const api = await apiProcess({ database: { dataDir }, port: await freePort() });
  const reference = await startReferencePage();
  const browser = await chromium.launch({
    executablePath: options.chromium,
    args: chromiumFlags,
  });
  try {
    const player = await signUp(api.url);
    // A server in use has rendered its pages before.
    for (const { path } of chosen) await fetch(`${api.url}${path}`);
    const referenceKinds = [...new Set(chosen.map(({ reference: kind }) => kind))];
    const taps = [
      ...referenceKinds.map((kind) => ({ tap: referenceTaps[kind], origin: reference.url })),
      ...chosen.map((tap) => ({ tap, origin: api.url, player })),
    ];
    console.log(
      `Taps to next paint (INP, web-vitals ${webVitalsVersion} attribution), ${runs} runs each, ` +
        `Chromium ${browser.version()}, 375 px phone, slow 4G and ${network.cpuSlowdownMultiplier}× CPU`,
    );
    console.log(
      `Site: ${api.url} (apps/api production build, PGlite); reference: ${reference.url}\n`,
    );
    const results = await measureAll(browser, taps);

    const value = (report) => (report.belowThreshold ? 0 : report.value);
    const summary = (id) => {
      const reports = results.get(id);
      const values = reports.map(value);
      const mid = median(values);
      // The run at the median stands for the tap's attribution.
      const representative = [...reports].sort((a, b) => value(a) - value(b))[
        Math.floor(reports.length / 2)
      ];
      return { values, mid, representative };
    };
    console.log(
      '\n| Tap | INP median | Spread (min–max) | Reference median | Ratio | Goal ≤ 200 ms |',
    );
    console.log('|---|---|---|---|---|---|');
    const referenceMedians = {};
    for (const kind of referenceKinds) {
      const { values, mid } = summary(referenceTaps[kind].id);
      referenceMedians[kind] = mid;
      console.log(
        `| ${referenceTaps[kind].label} | ${ms(mid)} | ${ms(Math.min(...values))}–${ms(Math.max(...values))} | | | |`,
      );
    }
    let missed = 0;
    const details = [];
    for (const tap of chosen) {
      const { values, mid, representative } = summary(tap.id);
      const base = referenceMedians[tap.reference];
      const ok = mid <= goal;
      if (!ok) missed += 1;
      console.log(
        `| ${tap.label} | ${ms(mid)} | ${ms(Math.min(...values))}–${ms(Math.max(...values))} | ${ms(base)} | ${base > 0 ? `${(mid / base).toFixed(2)}×` : '—'} | ${ok ? 'ok' : 'MISSED'} |`,
      );
      details.push(`  ${tap.id} (median run): ${describe(representative)}`);
    }
    console.log("\nAttribution of each tap's median run:");
    for (const line of details) console.log(line);
    for (const kind of referenceKinds)
      console.log(
        `  ${referenceTaps[kind].id} (median run): ${describe(summary(referenceTaps[kind].id).representative)}`,
      );
    return missed;
  } finally {
    await browser.close();
    await reference.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main()
  .then((missed) => {
    process.exitCode = missed > 0 ? 1 : 0;
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 2;
  });
