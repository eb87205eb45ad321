import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { earlyTapScript } from '@zar/api-client/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../accounts/test-players';
import { softGamingsScript } from '../casino';
import { openTestApp } from '../test-app';
import {
  framedPageContentSecurityPolicy,
  markupFramedPageContentSecurityPolicy,
  scriptHash,
} from './security-headers';

const partner = 'https://partner.example';
const stranger = 'https://evil.example';

let app: FastifyInstance;
let close: () => Promise<void>;
let siteDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'zar-site-'));
  await mkdir(join(siteDir, 'assets'));
  await writeFile(
    join(siteDir, 'index.html'),
    '<!doctype html><title>Zar</title><script type="module" src="/assets/index.js"></script>',
  );
  await writeFile(join(siteDir, 'assets', 'index.js'), 'console.log("zar")');
  ({ app, close } = await openTestApp({ config: { siteDir, corsOrigins: [partner] } }));
});
afterAll(async () => {
  await close();
  await rm(siteDir, { recursive: true, force: true });
});

/** The policy's directives by name, e.g. `script-src` → `["'self'", "'sha256-…'"]`. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

function expectBrowserHeaders(
  response: LightMyRequestResponse,
  { framed = 'by the site' }: { framed?: 'by the site' | 'by any' } = {},
) {
  expect(response.headers['strict-transport-security']).toMatch(
    /^max-age=\d{8}; includeSubDomains$/,
  );
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toMatch(
    /^(strict-origin-when-cross-origin|no-referrer)$/,
  );
  const policy = directives(response);
  if (framed === 'by the site') expect(policy.get('frame-ancestors')).toBeDefined();
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  // object-src 'none' directly, or through default-src 'none'.
  expect(policy.get('object-src') ?? policy.get('default-src')).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
}

describe('the browser-security headers', () => {
  it("give the site, its assets, API answers and errors the site's policy", async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/' }),
      app.inject({ method: 'GET', url: '/dashboard/account' }),
      app.inject({ method: 'GET', url: '/assets/index.js' }),
      app.inject({ method: 'GET', url: '/assets/missing.js' }),
      app.inject({ method: 'GET', url: '/api/health' }),
      call(app, 'POST', 'auth/login', { body: { username: 'yok', password: 'x' } }),
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"broken',
      }),
      app.inject({ method: 'POST', url: '/api/no/such/call' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 404, 200, 400, 400, 404,
    ]);
    for (const answer of answers) {
      expectBrowserHeaders(answer);
      const policy = directives(answer);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('frame-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual([
        "'self'",
        scriptHash(softGamingsScript),
        scriptHash(earlyTapScript),
      ]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
    }
  });

  it('keep the own, stricter policies of media SVGs and the sandbox payment page', async () => {
    const svg = await app.inject({ method: 'GET', url: '/media/brand/18-plus.svg' });
    expect(svg.statusCode).toBe(200);
    expectBrowserHeaders(svg);
    expect(directives(svg).get('default-src')).toEqual(["'none'"]);
    expect(directives(svg).get('script-src')).toBeUndefined();

    const sandbox = await app.inject({ method: 'GET', url: '/api/payment/sandbox?token=unknown' });
    expectBrowserHeaders(sandbox);
    expect(directives(sandbox).get('default-src')).toEqual(["'none'"]);
    expect(directives(sandbox).get('frame-ancestors')).toEqual(["'none'"]);
    expect(sandbox.headers['referrer-policy']).toBe('no-referrer');
  });

  it('let the site frame the demo game and sportsbook pages, and nothing else frame them', async () => {
    const { token } = await signUp(app);
    const launch = await call(app, 'POST', 'casino/softgamingslaunchurl', {
      token,
      body: { system: '960', pageCode: 'aviator', isMobile: 0 },
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const source = launch.json().data.match(/data-src="([^"]+)"/)?.[1] ?? '';
    const inMarkup = new URL(source.replaceAll('&amp;', '&'));
    expect(inMarkup.searchParams.get('in')).toBe('markup');
    const direct = new URL(inMarkup);
    direct.searchParams.delete('in');
    const pages = await Promise.all([
      app.inject({ method: 'GET', url: direct.pathname + direct.search }),
      app.inject({ method: 'GET', url: '/api/games/demo/zar-meyveleri?launch=unknown-launch' }),
      app.inject({ method: 'GET', url: '/api/games/demo/verify?game=slot' }),
      app.inject({ method: 'GET', url: '/api/sportsbook/demo/?section=live&lang=tr' }),
      app.inject({ method: 'GET', url: inMarkup.pathname + inMarkup.search }),
    ]);
    expect(pages.map((page) => page.statusCode)).toEqual([200, 404, 200, 200, 200]);
    for (const page of pages) {
      expectBrowserHeaders(page, { framed: page === pages[4] ? 'by any' : 'by the site' });
      expect(directives(page).get('script-src')).toEqual(["'self'"]);
      // The pages run no inline script: only <script src> and non-executed JSON blocks.
      const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
      for (const [, attributes] of inline) expect(attributes).toMatch(/type="application\/json"/);
    }
    for (const page of pages.slice(0, 4)) {
      expect(page.headers['content-security-policy']).toBe(framedPageContentSecurityPolicy);
      expect(directives(page).get('frame-ancestors')).toEqual(["'self'"]);
    }
    // Inside SoftGamings' sandboxed markup no frame-ancestors source can match the opaque frame.
    expect(pages[4]?.headers['content-security-policy']).toBe(
      markupFramedPageContentSecurityPolicy,
    );
  });

  it("allow SoftGamings' launch markup by the hash of its one script, whatever the address", async () => {
    const { token } = await signUp(app);
    const launch = await call(app, 'POST', 'casino/softgamingslaunchurl', {
      token,
      body: { system: '960', pageCode: 'aviator', isMobile: 0 },
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const markup: string = launch.json().data;
    const scripts = [...markup.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual([softGamingsScript]);
    const site = await app.inject({ method: 'GET', url: '/' });
    expect(directives(site).get('script-src')).toContain(scriptHash(scripts[0] ?? ''));
    // The site's address (not listening, without ZAR_PUBLIC_URL: the loopback HOST).
    expect(markup).toMatch(/data-src="http:\/\/127\.0\.0\.1(:\d+)?\/api\/games\/demo\/[^"<>]+"/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, url = '/api/auth/login') =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
        locale: 'en',
      },
    });

  it("answers an allowed origin's preflight and calls, with that origin only", async () => {
    const answer = await preflight(partner);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(partner);
    expect(answer.headers['access-control-allow-headers']).toContain('authorization');
    expect(answer.headers['access-control-allow-headers']).toContain('idempotency-key');
    expect(answer.headers.vary).toContain('Origin');
    const health = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: partner },
    });
    expect(health.headers['access-control-allow-origin']).toBe(partner);
  });

  it("refuses another origin's preflight with a message, and gives its calls no CORS headers", async () => {
    const refused = await preflight(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Calls to the API are not allowed from this site.',
      data: null,
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const turkish = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(turkish.statusCode).toBe(403);
    expect(turkish.json().message).toBe('Bu siteden API çağrısına izin verilmiyor.');
    const health = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: stranger },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("treats the site's own origin as no CORS at all", async () => {
    const own = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://zar.example', host: 'zar.example' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('leaves the demo games and sportsbook calls open to their sandboxed frames', async () => {
    const game = await preflight('null', '/api/games/demo/api/state');
    expect(game.statusCode).toBe(204);
    expect(game.headers['access-control-allow-origin']).toBe('*');
  });
});
