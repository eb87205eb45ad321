#!/usr/bin/env node
// Where a page's load spends the main thread (issue 26, point 5), from a real Chromium trace
// rather than Lighthouse's simulation: a 412 px phone at 4× CPU (DevTools throttling), traced from
// the navigation to `--after` seconds past network idle, next to the reference page
// (bench/inp-reference.mjs) in the same run. Build first:
//   pnpm turbo run build --filter=@zar/api --filter=@zar/site
// Printed per page: the renderer main thread's task milliseconds (median and spread of the runs),
// the page's elements, images and inline SVGs at the end, and with --top=N the N trace events with
// the most self time in the median run (a script's calls named by its file), which say what the
// time went to: style and layout, SVG images (IsolatedSVGDocumentHost), React (FunctionCall react-*);
// --top also traces Blink's own events, which name more of it and slow the page a little.
// Options: --pages=/,/casino/slot (default / /casino/slot), --runs=N (default 3), --after=N
// (default 4), --top=N (default 0), --block=PATTERN,... (`*` a wildcard: `--block=*hydrate-after-paint*`
// is the server's page without the site's script), --chromium=PATH.
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
    pages: { type: 'string', default: '/,/casino/slot' },
    runs: { type: 'string', default: '3' },
    after: { type: 'string', default: '4' },
    top: { type: 'string', default: '0' },
    block: { type: 'string', default: '' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const runs = Number(options.runs);
const top = Number(options.top);
const blocked = blockPattern(options.block);

/** A trace event's name, with the script for a call or an evaluation. */
function eventKey(event) {
  if (!['FunctionCall', 'EvaluateScript', 'v8.compile'].includes(event.name)) return event.name;
  const url = event.args?.data?.url ?? '';
  return `${event.name} ${url.split('/').pop() || '(inline)'}`;
}

/**
 * The page's renderer main thread in a trace started before its navigation: the CrRendererMain
 * thread that parsed a document of `origin` (a navigation can change process, and Chromium's own
 * pages have renderers too). Its tasks' total milliseconds and its events' self time by name.
 */
function mainThreadBreakdown(trace, origin) {
  const parsedHere = (events) =>
    events.some(
      (event) =>
        event.name === 'ParseHTML' && String(event.args?.beginData?.url).startsWith(origin),
    );
  const main = rendererMainThreads(trace)
    .filter(parsedHere)
    .sort((a, b) => b.length - a.length)[0];
  if (!main) throw new Error(`no renderer main thread parsed a page of ${origin}`);
  // Complete events nest by time on one thread: each one's self time is its duration less its
  // children's.
  main.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const entries = [];
  const open = [];
  let tasks = 0;
  for (const event of main) {
    while (open.length > 0 && open.at(-1).end <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) parent.self -= event.dur;
    else if (event.name === 'RunTask') tasks += event.dur;
    const entry = { end: event.ts + event.dur, self: event.dur, key: eventKey(event) };
    open.push(entry);
    entries.push(entry);
  }
  const selfMs = new Map();
  for (const { key, self } of entries) {
    selfMs.set(key, (selfMs.get(key) ?? 0) + Math.max(0, self) / 1000);
  }
  return { tasksMs: tasks / 1000, selfMs };
}

/** One run: a fresh phone page at `url`, traced through its load. */
async function measure(browser, url) {
  const { context, page } = await openPhonePage(browser, blocked);
  try {
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        // Blink's own events name more of the work (SVG images, text shaping), at some cost.
        ...(top > 0 ? ['blink'] : []),
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(options.after) * 1000);
    const trace = await browser.stopTracing();
    const counts = await page.evaluate(() => ({
      elements: document.querySelectorAll('*').length,
      images: document.images.length,
      svgs: document.querySelectorAll('svg').length,
    }));
    return { ...mainThreadBreakdown(trace, new URL(url).origin), ...counts };
  } finally {
    await context.close();
  }
}

async function main() {
  const api = await startApi({ database: null, environment: 'production' });
  const reference = await startReferencePage();
  const browser = await chromium.launch({ executablePath: options.chromium, args: chromiumFlags });
  try {
    console.log(
      `A page's load on the main thread: Chromium ${browser.version()}, 412 px phone, ` +
        `${cpuSlowdown}× CPU, traced from the navigation to ${options.after} s after network idle; ` +
        `${runs} runs each, alternating${blocked ? `; blocked: ${options.block}` : ''}`,
    );
    const targets = [
      { name: 'reference', url: reference.url },
      ...options.pages.split(',').map((path) => ({ name: path, url: `${api.url}${path}` })),
    ];
    // A server in use has rendered its pages before.
    for (const { url } of targets) await fetch(url);
    const results = new Map(targets.map(({ name }) => [name, []]));
    for (let round = 1; round <= runs; round += 1) {
      for (const { name, url } of targets) {
        const result = await measure(browser, url);
        results.get(name).push(result);
        console.log(`  run ${round} ${name}: ${result.tasksMs.toFixed(0)} ms`);
      }
    }
    console.log(
      '\n| Page | Main thread (ms) | Ratio to reference | Elements | Images | Inline SVGs |\n|---|---|---|---|---|---|',
    );
    /** A page's runs, their median and the run that gave it. */
    const summary = (name) => {
      const list = results.get(name);
      const values = list.map((result) => result.tasksMs);
      const middle = median(values);
      return { list, values, middle, run: list.find((result) => result.tasksMs === middle) };
    };
    const referenceMs = summary('reference').middle;
    for (const { name } of targets) {
      const { list, values, middle } = summary(name);
      const last = list.at(-1);
      console.log(
        `| ${name} | ${middle.toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}) | ` +
          `${(middle / referenceMs).toFixed(2)}× | ${last.elements} | ${last.images} | ${last.svgs} |`,
      );
    }
    if (top > 0) {
      for (const { name } of targets) {
        const middle = summary(name).run;
        console.log(`\n${name}: the median run's ${top} events with the most self time`);
        for (const [key, ms] of [...middle.selfMs].sort((a, b) => b[1] - a[1]).slice(0, top)) {
          console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
        }
      }
    }
  } finally {
    await browser.close();
    await reference.stop();
    await api.stop();
  }
}

await main();
