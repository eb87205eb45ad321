import { createHash } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { openGameCard } from './lobby';
import { signedInPlayer } from './players';
import { expect, test } from './test';
import { xssPayloads } from './xss-payloads';

// The site's rendering is the same on every viewport; the corpus runs once, on the desktop.
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the payloads and probes do not depend on the viewport');
});

/** The page's record of what ran, and its check of rendered markup (installed by `watchForScripts`). */
interface XssRecord {
  __xss: string[];
  __csp: string[];
  xss: () => void;
  /** Markup the sanitiser must never let through, found in `selector`'s subtree. */
  __dangerous: (selector: string) => string[];
  /** Resolves true once `check()` holds, polling every 10 ms; false after `ms`. */
  __until: (check: () => boolean, ms: number) => Promise<boolean>;
}

/**
 * What would show that a payload ran: `xss()` calls and dialogs, plus the CSP's reports. Also
 * gives the page `__dangerous(selector)`, so a sweep checks each payload in the page itself
 * instead of a round trip per step (149 payloads took about 1 s each that way).
 */
async function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const record = window as unknown as XssRecord;
    record.__xss = [];
    record.__csp = [];
    record.xss = () => record.__xss.push(location.href);
    document.addEventListener('securitypolicyviolation', (event) => {
      record.__csp.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
    record.__dangerous = (selector) => {
      const scope = document.querySelector(selector);
      if (!scope) return ['no rendered content'];
      // Through Element.prototype: a payload's form can hide an element's own properties behind
      // its fields' names (`<input name=attributes>`).
      const read = (name: 'tagName' | 'outerHTML') =>
        Object.getOwnPropertyDescriptor(Element.prototype, name)?.get as (this: Element) => string;
      const tagName = read('tagName');
      const outerHTML = read('outerHTML');
      const found: string[] = [];
      try {
        const banned =
          'script, iframe, frame, object, embed, applet, svg, math, form, input, button, meta, base, link, style, template, portal, noscript';
        for (const element of scope.querySelectorAll(banned)) found.push(outerHTML.call(element));
        for (const element of scope.querySelectorAll('*')) {
          const tag = tagName.call(element);
          for (const name of Element.prototype.getAttributeNames.call(element)) {
            const raw = Element.prototype.getAttribute.call(element, name) ?? '';
            // Browsers drop spaces and control characters from an address before reading its scheme.
            const value = [...raw]
              .filter((character) => character.charCodeAt(0) > 32)
              .join('')
              .toLowerCase();
            if (name.startsWith('on') || name === 'style' || name === 'srcdoc') {
              found.push(`${tag} ${name}`);
            }
            // An image's data: address is a picture (an SVG as an image runs no script); others are not.
            const picture = tag === 'IMG' && /^data:image\//.test(value);
            if (/^(javascript|vbscript|data):/.test(value) && name !== 'alt' && !picture) {
              found.push(`${tag} ${name}=${raw}`);
            }
          }
        }
      } catch (error) {
        found.push(`the check failed: ${String(error)}`);
      }
      return found;
    };
    record.__until = async (check, ms) => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) return false;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return true;
    };
  });
  return {
    dialogs,
    /** The `xss()` calls and CSP reports of the page so far. */
    read: () =>
      page.evaluate(() => {
        const record = window as unknown as XssRecord;
        return { ran: record.__xss, violations: record.__csp };
      }),
  };
}

/** What a sweep found for one payload: markup that got through, or an `xss()` call. */
interface SweepFinding {
  id: number;
  found: string[];
}

/** The payloads a sweep found something for, named by their text for the failure message. */
const byPayload = (findings: SweepFinding[]) =>
  findings.map(({ id, found }) => ({ payload: xssPayloads[id - 1], found }));

/**
 * Puts the policy's reports in the test's annotations. Chrome checks the markup of the
 * sanitiser's inert DOMParser copy against the policy as it parses it (nothing runs there) and
 * reports what it would refuse; a report from anywhere else would mean markup reached the page.
 */
function reportViolations(violations: string[]) {
  test.info().annotations.push({
    type: 'csp-violations',
    description: `${violations.length} reported while the sanitiser parsed the payloads`,
  });
  expect(
    violations.filter((violation) => !/\/assets\/cms-html-[\w-]+\.js$/.test(violation)),
  ).toEqual([]);
}

const json = (route: Route, data: unknown) =>
  route.fulfill({ json: { success: true, message: null, data } });

test.describe('browser security', () => {
  test('the site, its assets and API answers carry the policy; index.html runs no inline script but the early-tap one, allowed by its hash', async ({
    request,
  }) => {
    const site = await request.get('/');
    const html = await site.text();
    const policy = site.headers()['content-security-policy'] ?? '';
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    const running: string[] = [];
    for (const [, attributes = '', body = ''] of html.matchAll(
      /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/type="application\/json"/.test(attributes)) continue;
      running.push(body);
      // Issue 26: the server-rendered page's early-tap script, and nothing else, runs inline,
      // allowed by the hash of exactly its text (never 'unsafe-inline').
      expect(body, 'an inline script in index.html').toContain('zarEarlyTap');
      const hash = createHash('sha256').update(body).digest('base64');
      expect(scriptSources.split(' '), 'the inline script is allowed by its hash').toContain(
        `'sha256-${hash}'`,
      );
    }
    expect(running.length).toBeLessThanOrEqual(1);
    expect(scriptSources).not.toContain('unsafe-inline');
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
    const answers = [
      site,
      await request.get('/casino/slot'),
      await request.get(asset),
      await request.get('/api/health'),
      await request.post('/api/no/such/call', { data: {} }),
      await request.get('/media/brand/18-plus.svg'),
    ];
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200, 404, 200]);
    for (const answer of answers) {
      const headers = answer.headers();
      expect(headers['content-security-policy']).toMatch(/base-uri 'none'/);
      expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
    }
  });

  test('a game, and SoftGamings markup with its hashed inline script, run under the policy without a violation', async ({
    page,
    context,
    request,
  }) => {
    const watch = await watchForScripts(page);
    await signedInPlayer(request, context);
    await page.goto('/casino/slot?search=zar%20meyveleri');
    await openGameCard(page, 'Zar Meyveleri');
    const game = page.frameLocator('iframe[title="Zar Meyveleri oyunu"]');
    await expect(game.locator('#balance')).toHaveText(/₺/, { timeout: 45_000 });
    await page.goto('/casino/slot?search=aviator');
    await openGameCard(page, 'Aviator');
    // SoftGamings' markup: its inline script is allowed by hash and frames the game.
    const crash = page.frameLocator('iframe[title="Aviator oyunu"]').frameLocator('iframe');
    await expect(crash.locator('#balance')).toHaveText(/₺/, { timeout: 45_000 });
    expect((await watch.read()).violations).toEqual([]);
  });

  test(`no script runs from ${xssPayloads.length} XSS payloads on CMS pages`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.route('**/api/cms/content', async (route) => {
      const { id } = route.request().postDataJSON() as { id: number };
      await json(route, {
        id,
        title: `XSS ${id}`,
        html: `<p>payload ${id}</p>${xssPayloads[id - 1] ?? ''}<p>after ${id}</p>`,
        categoryName: 'Footer',
      });
    });
    const watch = await watchForScripts(page);
    // A visitor's /pages/:id arrives rendered by the server with the real page in it (its
    // sanitiser is held to DOMPurify's output in sanitize-html-server.test.ts); the payloads come
    // through the call a client-side navigation makes (a footer link's), from the home page.
    await page.goto('/');
    await expect(page.locator('#root[data-rendered=client]')).toBeAttached({ timeout: 45_000 });
    // Each payload's page, opened and checked in the page itself: a round trip per step took
    // about 1 s per payload.
    const findings = await page.evaluate(async (count) => {
      const record = window as unknown as XssRecord;
      const text = (selector: string, wanted: string) =>
        [...document.querySelectorAll(selector)].some((element) => element.textContent === wanted);
      const found: SweepFinding[] = [];
      for (let id = 1; id <= count; id += 1) {
        history.pushState(null, '', `/pages/${id}`);
        dispatchEvent(new PopStateEvent('popstate'));
        const ran = record.__xss.length;
        // The first page loads the page's chunk; a shared CI machine can be slow.
        const shown = await record.__until(
          () => text('h1', `XSS ${id}`) && text('.content-page__text p', `payload ${id}`),
          id === 1 ? 45_000 : 30_000,
        );
        const markup = shown ? record.__dangerous('.content-page__text') : ['not shown'];
        const calls = record.__xss.slice(ran).map((where) => `xss() ran at ${where}`);
        if (markup.length > 0 || calls.length > 0) found.push({ id, found: [...markup, ...calls] });
      }
      return found;
    }, xssPayloads.length);
    expect(byPayload(findings)).toEqual([]);
    await page.waitForTimeout(500);
    const { ran, violations } = await watch.read();
    expect({ ran, dialogs: watch.dialogs }).toEqual({ ran: [], dialogs: [] });
    reportViolations(violations);
    expect(page.url()).toMatch(/\/pages\/\d+$/);
  });

  test(`no script runs from ${xssPayloads.length} XSS payloads in promotions`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.route('**/api/cms/promotions', async (route) => {
      const real = await (await route.fetch()).json();
      const imageUrl: string = real.data[0].imageUrl;
      await json(
        route,
        xssPayloads.map((html, index) => ({
          id: index + 1,
          title: `XSS ${index + 1}`,
          summary: `Payload ${index + 1}`,
          imageUrl,
          html: `<p>payload ${index + 1}</p>${html}`,
        })),
      );
    });
    const watch = await watchForScripts(page);
    // A visitor's /promotions arrives rendered by the server with the real list in the page; the
    // payloads come through the call a client-side navigation makes (a menu link's).
    await page.goto('/pages/1');
    await expect(page.locator('#root[data-rendered=client]')).toBeAttached({ timeout: 45_000 });
    await page.evaluate(() => {
      history.pushState(null, '', '/promotions');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('button', { name: 'Detaylar: XSS 1', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    // Each payload's dialog, opened, checked and closed in the page itself: a round trip per step
    // took about 1 s per payload.
    const findings = await page.evaluate(async (count) => {
      const record = window as unknown as XssRecord;
      const open = () => document.querySelector<HTMLDialogElement>('dialog[open]');
      const found: SweepFinding[] = [];
      for (let id = 1; id <= count; id += 1) {
        const details = [...document.querySelectorAll('button')].find(
          (element) => element.getAttribute('aria-label') === `Detaylar: XSS ${id}`,
        );
        if (!details) {
          found.push({ id, found: ['no Detaylar button'] });
          continue;
        }
        const ran = record.__xss.length;
        details.click();
        const shown = await record.__until(
          () =>
            open()?.querySelector('h2')?.textContent === `XSS ${id}` &&
            [...document.querySelectorAll('.promotion-detail__text p')].some(
              (element) => element.textContent === `payload ${id}`,
            ),
          30_000,
        );
        const markup = shown ? record.__dangerous('.promotion-detail__text') : ['not shown'];
        const calls = record.__xss.slice(ran).map((where) => `xss() ran at ${where}`);
        if (markup.length > 0 || calls.length > 0) found.push({ id, found: [...markup, ...calls] });
        // The next one opens once the element's close event has come (a task after the click),
        // as it would for a player: opened within the same task, the dialog would take that
        // event as its own and close again.
        let closed = false;
        open()?.addEventListener('close', () => (closed = true), { once: true });
        open()?.querySelector<HTMLButtonElement>('button[aria-label="Kapat"]')?.click();
        if (!(await record.__until(() => closed && open() === null, 30_000))) {
          found.push({ id, found: ['the dialog did not close'] });
          break;
        }
      }
      return found;
    }, xssPayloads.length);
    expect(byPayload(findings)).toEqual([]);
    await page.waitForTimeout(500);
    const { ran, violations } = await watch.read();
    expect({ ran, dialogs: watch.dialogs }).toEqual({ ran: [], dialogs: [] });
    reportViolations(violations);
  });

  test('markup that skips the sanitiser is still stopped by the policy, which reports it', async ({
    page,
  }) => {
    const watch = await watchForScripts(page);
    await page.goto('/pages/1');
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.innerHTML =
        '<img src="/nothing.png" onerror="xss()"><a id="js" href="javascript:xss()">x</a>';
      const script = document.createElement('script');
      script.textContent = 'xss()';
      host.append(script);
      document.body.append(host);
      document.getElementById('js')?.click();
    });
    await expect
      .poll(async () => (await watch.read()).violations.length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const { ran, violations } = await watch.read();
    expect(ran).toEqual([]);
    expect(violations.join('\n')).toMatch(/script-src/);
  });

  test('game and sportsbook frames cannot read the site storage, cookies or document', async ({
    page,
    context,
    request,
  }) => {
    const player = await signedInPlayer(request, context);
    await context.route(
      (url) =>
        (/^\/api\/games\/demo\/[^/]+$/.test(url.pathname) && url.searchParams.has('launch')) ||
        url.pathname === '/api/sportsbook/demo/',
      async (route) => {
        const real = await route.fetch();
        const headers = { ...real.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        // The page keeps its real headers (and policy); its only script is the probe.
        await route.fulfill({
          status: 200,
          headers,
          body: '<!doctype html><title>probe</title><pre id="probe">waiting</pre><script src="assets/probe.js"></script>',
        });
      },
    );
    await context.route('**/assets/probe.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: probeScript }),
    );
    await page.goto('/');
    await page.evaluate(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: a site cookie for the probes to try to read
      document.cookie = 'zar-probe=site-secret; path=/';
    });
    const frames = [
      ['/casino/slot?search=zar%20meyveleri', 'Zar Meyveleri', ['Zar Meyveleri oyunu']],
      // Not yet: the game inside SoftGamings' markup (Aviator) — the probe page did not show in
      // its nested frame in the last runs, cause not found (the real game does show there).
      ['/livespor', null, ['Canlı Bahis']],
    ] as const;
    for (const [path, button, titles] of frames) {
      await page.goto(path);
      if (button) await openGameCard(page, button);
      let frame = page.frameLocator(`iframe[title="${titles[0]}"]`);
      if (titles.length > 1) frame = frame.frameLocator('iframe');
      const probe = frame.locator('#probe');
      await expect(probe).not.toHaveText('waiting', { timeout: 45_000 });
      const results = JSON.parse((await probe.textContent()) ?? '{}') as Record<string, string>;
      expect(Object.keys(results).length, path).toBe(7);
      for (const [name, outcome] of Object.entries(results)) {
        expect(outcome, `${path}: ${name}`).toMatch(/^blocked:/);
      }
    }
    // The site itself still holds what the frames could not reach.
    expect(await page.evaluate(() => localStorage.getItem('zar.auth'))).toContain(player.token);
  });
});

/** Tries every way a framed page could reach the site's secrets; writes what happened. */
const probeScript = `
const results = {};
const attempt = (name, read) => {
  try {
    const value = read();
    results[name] = 'read: ' + String(value);
  } catch (error) {
    results[name] = 'blocked: ' + error.name;
  }
};
attempt('localStorage', () => localStorage.getItem('zar.auth'));
attempt('sessionStorage', () => sessionStorage.length);
attempt('cookie', () => document.cookie);
attempt('indexedDB', () => indexedDB.open('zar-probe'));
attempt('parentDocument', () => parent.document.cookie);
attempt('parentStorage', () => parent.localStorage.getItem('zar.auth'));
attempt('topDocument', () => top.document.body.innerHTML);
document.getElementById('probe').textContent = JSON.stringify(results);
`;
