#!/usr/bin/env node
// A page at rest (issue 26, point 5): how much of the main thread a loaded page keeps busy while
// the visitor only looks at it, in milliseconds of main-thread tasks per second, next to the
// reference page (bench/inp-reference.mjs) measured in the same run. An animation the compositor
// cannot run (a moving background, a frame callback on every frame) shows here as hundreds of
// milliseconds a second on a phone, taken from hydration and from the taps. Build first:
//   pnpm turbo run build --filter=@zar/api --filter=@zar/site
// The production API on PGlite in memory serves the built site; Debian's Chromium (Playwright), a
// 412 px phone, 4× CPU. Each run is a fresh page: loaded and its network idle, then `--settle`
// seconds (the site hydrates in them), then a trace of `--seconds` seconds; the figure is the sum of
// the renderer main thread's tasks in that trace over its length. Printed per page: median and spread of the runs, and the animations running at the
// end (`document.getAnimations()`), which name what keeps it busy.
// Options: --pages=/,/casino/slot (default / /casino/slot /promotions /spor), --runs=N (default 3),
// --seconds=N (default 5), --settle=N (default 5), --block=PATTERN,... (addresses the page may not
// load, `*` a wildcard: `--block=*hydrate-after-paint*` is a phone still waiting for the site's
// script, the server's page with its loading placeholders), --chromium=PATH.
// Nothing leaves 127.0.0.1: Chromium resolves every other host to "not found".
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startApi } from './api-servers.mjs';
import { chromiumFlags } from './chromium-flags.mjs';
import { startReferencePage } from './inp-reference.mjs';
import {
  blockPattern,
  cpuSlowdown,
  median,
  openPhonePage,
  rendererMainThreads,
} from './phone-page.mjs';

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/casino/slot,/promotions,/spor' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    settle: { type: 'string', default: '5' },
    block: { type: 'string', default: '' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const runs = Number(options.runs);
const seconds = Number(options.seconds);
const settle = Number(options.settle);
const blocked = blockPattern(options.block);

/** Milliseconds of the page's renderer main-thread tasks in a Chromium trace. */
function mainThreadBusy(trace) {
  // The page's renderer: the main thread with the most tasks (an idle extension or frame has few).
  const tasksOf = (events) => events.filter((event) => event.name === 'RunTask');
  const page = rendererMainThreads(trace)
    .map(tasksOf)
    .sort((a, b) => b.length - a.length)[0];
  return (page ?? []).reduce((sum, task) => sum + task.dur, 0) / 1000;
}

/** One run: a fresh phone page at `url`, traced at rest; ms of main-thread tasks per second. */
async function measure(browser, url) {
  const { context, page } = await openPhonePage(browser, blocked);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settle * 1000);
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    const started = Date.now();
    await page.waitForTimeout(seconds * 1000);
    const animations = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => animation.animationName ?? animation.constructor.name),
    );
    const trace = await browser.stopTracing();
    const span = (Date.now() - started) / 1000;
    return { perSecond: mainThreadBusy(trace) / span, animations };
  } finally {
    await context.close();
  }
}

async function main() {
  const pages = options.pages.split(',');
  const api = await startApi({ database: null, environment: 'production' });
  const reference = await startReferencePage();
  const browser = await chromium.launch({ executablePath: options.chromium, args: chromiumFlags });
  try {
    console.log(
      `A page at rest: main-thread tasks per second, Chromium ${browser.version()}, 412 px phone, ` +
        `${cpuSlowdown}× CPU; ${settle} s after load, traced for ${seconds} s; ${runs} runs each, ` +
        `alternating${blocked ? `; blocked: ${options.block}` : ''}`,
    );
    const targets = [
      { name: 'reference', url: reference.url },
      ...pages.map((path) => ({ name: path, url: `${api.url}${path}` })),
    ];
    // A server in use has rendered its pages before.
    for (const { url } of targets) await fetch(url);
    const results = new Map(targets.map(({ name }) => [name, []]));
    for (let round = 1; round <= runs; round += 1) {
      for (const { name, url } of targets) {
        const result = await measure(browser, url);
        results.get(name).push(result);
        console.log(`  run ${round} ${name}: ${result.perSecond.toFixed(0)} ms/s`);
      }
    }
    console.log('\n| Page | Main thread at rest (ms per s) | Running animations |\n|---|---|---|');
    for (const { name } of targets) {
      const values = results.get(name).map((result) => result.perSecond);
      const spread = `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
      const animations = [...new Set(results.get(name).flatMap((result) => result.animations))];
      console.log(
        `| ${name} | ${median(values).toFixed(0)} (${spread}) | ${animations.join(', ') || 'none'} |`,
      );
    }
  } finally {
    await browser.close();
    await reference.stop();
    await api.stop();
  }
}

await main();
