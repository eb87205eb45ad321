// What the Chromium benches that trace a page on a phone share (at-rest.mjs, load-trace.mjs).

/** The CPU slowdown of Lighthouse's mobile preset. */
export const cpuSlowdown = 4;

/**
 * `--block`'s comma-separated address patterns as one expression, `*` any run of characters and
 * the rest literal (`*hydrate-after-paint*`), or null for none.
 */
export function blockPattern(list) {
  if (!list) return null;
  return new RegExp(
    list
      .split(',')
      .map((pattern) =>
        pattern
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
          .join('.*'),
      )
      .join('|'),
  );
}

/**
 * A page in a fresh context of a 412 px phone, its CPU slowed `cpuSlowdown` times, that may not
 * load addresses matching `blocked`. Close its `context` when done.
 */
export async function openPhonePage(browser, blocked) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (blocked) await page.route(blocked, (route) => route.abort());
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

/**
 * The complete events (`ph: 'X'`, with a duration) of each renderer main thread in a Chromium
 * trace, one list per thread. The page's own is among them; Chromium's own pages have renderers
 * too.
 */
export function rendererMainThreads(trace) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  const threadNames = new Map();
  for (const event of events) {
    if (event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
  }
  const threads = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !event.dur || threadNames.get(thread) !== 'CrRendererMain') continue;
    if (!threads.has(thread)) threads.set(thread, []);
    threads.get(thread).push(event);
  }
  return [...threads.values()];
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
