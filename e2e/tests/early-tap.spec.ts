import { expect, gotoPlain, test } from './test';

// Issue 26, point 4: no dead clicks. On a phone's line a server-rendered page shows its buttons
// about a second before the site's script has started; a tap in that second must still work, on
// the desktop header and on the phone's (whose login button is in the header and the bottom bar).
test('a tap on the login button at first paint, before the site has started, opens the login dialog and leaves the console clean', async ({
  page,
}) => {
  // A throttled first load is minutes of a busy 2-core host's time.
  test.setTimeout(300_000);
  // A returning visitor: the home popup, shown on the first visit, no longer covers the header.
  // It is marked shown once the site has taken the page, on a busy host after the load event.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-popup', 'open', { timeout: 60_000 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Lighthouse's mobile throttling: slow 4G (150 ms RTT × 3.75, 1.6 Mbit/s down × 0.9) and 4× CPU.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A first visit's scripts, without the HTTP cache that would start the site at once.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // What #root said when the tap arrived, read by the first listener to see it.
  await page.addInitScript(() => {
    window.addEventListener(
      'click',
      () => {
        const root = document.getElementById('root');
        (window as { rootAtTap?: string | null }).rootAtTap ??= root?.getAttribute('data-rendered');
      },
      { capture: true },
    );
  });

  // The site's entry module arrives only once the tap is made: on a phone's line it can take
  // longer than the visitor's first tap, and here the tap must come before the site has started.
  let tapMade = () => {};
  const tapped = new Promise<void>((resolve) => {
    tapMade = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });

  await gotoPlain(page, '/', { waitUntil: 'commit' });
  // At first paint, with the stylesheet applied: before it, the other layout's button has a box
  // too. Then one login button shows: the desktop header's, or the phone header's.
  const login = page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true });
  await expect(login).toHaveCount(1, { timeout: 120_000 });
  await login.click();
  tapMade();

  expect(await page.evaluate(() => (window as { rootAtTap?: string | null }).rootAtTap)).toBe(
    'server',
  );
  // Throttled, the site's scripts and then the dialog's own take tens of seconds on a busy host.
  await expect(page.getByRole('dialog', { name: 'Giriş' })).toBeVisible({ timeout: 120_000 });
  // Taken over by the site without a hydration mismatch (React's #418) or any other error.
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'client');
  expect(errors).toEqual([]);
});
