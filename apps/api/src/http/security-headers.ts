import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale, serverMessage } from './messages';

/** Who may call the API from a browser, and which frames the site may show. */
export interface SecurityHeadersOptions {
  /** Origins (`https://partner.example`) other than the site's own that may call the API. */
  corsOrigins?: readonly string[];
  /** Game or payment origins other than the site's own that the site may frame. */
  frameOrigins?: readonly string[];
  /** Inline scripts the site runs (SoftGamings' launch markup): allowed by their hash. */
  inlineScripts?: readonly string[];
}

/** The CSP source of an inline script: `'sha256-…'` of its exact text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * The policy of the site and of every answer that sets none of its own: scripts only from the
 * site (and the hashed inline ones), frames only from the site and the known game and payment
 * origins, no plugins, no `<base>`, never framed. Styles may be inline: React and the toast
 * library write style attributes and sheets, which cannot run code.
 */
export function siteContentSecurityPolicy({
  frameOrigins = [],
  inlineScripts = [],
}: SecurityHeadersOptions = {}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts.map(scriptHash)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of the pages the site frames (the demo games, the demo sportsbook): their own
 * scripts and calls only, and framed only by the site.
 */
export const framedPageContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The same for a game inside SoftGamings' markup: that frame is sandboxed, its origin opaque, and
 * no `frame-ancestors` source (not even `*`) matches an opaque ancestor, so the directive is left
 * out. The launch id in the address is the game's only key either way.
 */
export const markupFramedPageContentSecurityPolicy = framedPageContentSecurityPolicy.replace(
  "; frame-ancestors 'self'",
  '',
);

const everyResponse = Object.entries({
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

const preflightHeaders = {
  'access-control-allow-methods': 'GET, POST',
  // Every header a contract call sends: SPEC §7's, and the money calls' idempotency key.
  'access-control-allow-headers':
    'authorization, content-type, locale, fingerprint, idempotency-key',
  'access-control-max-age': '600',
};

/**
 * The browser-security headers of every answer, in one place: a Content-Security-Policy (the
 * site's, unless the route set its own), HSTS, `nosniff` and a referrer policy. CORS is open only
 * to `corsOrigins`: their preflights are answered, others' refused with a 403, and other origins'
 * calls carry no CORS headers, so their pages cannot read the answer. Routes that answer their
 * own preflights (the demo game and sportsbook calls, open to sandboxed frames) keep them.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions = {},
): void {
  const policy = siteContentSecurityPolicy(options);
  const allowed = new Set(options.corsOrigins ?? []);

  // Both hooks are synchronous (callback style): they run on every request, `user/balance` polls
  // included, and an async hook costs a promise each time. A hook that answers calls no `done`.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || isSameOrigin(origin, request)) return done();
    if (allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    }
    if (!isPreflight(request) || !request.is404) return done();
    if (!allowed.has(origin)) {
      refuseOrigin(request, reply);
      return;
    }
    reply.headers(preflightHeaders).code(204).send();
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', policy);
    }
    for (const [name, value] of everyResponse) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}

function isPreflight(request: FastifyRequest): boolean {
  return (
    request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
  );
}

function isSameOrigin(origin: string, request: FastifyRequest): boolean {
  return URL.canParse(origin) && new URL(origin).host === request.host;
}

function refuseOrigin(request: FastifyRequest, reply: FastifyReply) {
  const message = serverMessage('serverHttp:originNotAllowed', requestLocale(request.headers));
  return reply.code(403).send({ success: false, message, data: null });
}
