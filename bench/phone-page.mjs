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

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
