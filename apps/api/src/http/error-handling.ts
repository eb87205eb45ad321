import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { requestLocale, serverMessage } from './messages';
import type { ServerKey } from './server-i18n';

/** Answers a request no route took that is not an API or hub call (e.g. the site's SPA fallback). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

const servicePrefixes = ['/api/', '/hub/'];

const clientErrorMessages: Record<string, ServerKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'serverHttp:invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'serverHttp:invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'serverHttp:bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'serverHttp:unsupportedMediaType',
};

/**
 * True for the paths of the API and the real-time hub, in any letter case, which never fall back
 * to the site: `/API/x` is a mistyped call, answered with the JSON 404, not with the site's page.
 */
export function isServicePath(url: string): boolean {
  const path = (url.split('?', 1)[0] ?? '').toLowerCase();
  return servicePrefixes.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix));
}

/**
 * The one error handler and the not-found handler: every failure answers
 * `{ success: false, message, data: null }` in the request's language (`data` only when an
 * `ApiError` carries some), and nothing internal (error text, stack) ever reaches the body.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  { fallback }: { fallback?: NotFoundFallback } = {},
): void {
  app.setErrorHandler((error, request, reply) => {
    const locale = requestLocale(request.headers);
    const failure = describeFailure(error);
    if (failure.status === 503) {
      // Overload, not a fault: the client is told to come back shortly.
      request.log.warn({ code: failure.code }, 'Request turned away: database pool busy');
      reply.header('retry-after', String(busyRetryAfterSeconds));
    } else if (failure.status >= 500) {
      request.log.error({ err: error }, 'Request failed');
    } else {
      request.log.info({ code: failure.code, status: failure.status }, 'Request refused');
    }
    // The rest of a body too large is not read to keep the connection: the connection closes.
    if (failure.status === 413) reply.header('connection', 'close');
    const message = serverMessage(failure.text, locale, failure.params);
    return reply.code(failure.status).send({ success: false, message, data: failure.data ?? null });
  });

  app.setNotFoundHandler((request, reply) => {
    if (fallback && !isServicePath(request.url)) return fallback(request, reply);
    const message = serverMessage('serverHttp:notFound', requestLocale(request.headers));
    return reply.code(404).send({ success: false, message, data: null });
  });
}

interface Failure {
  status: number;
  code: string;
  text: ApiError['text'];
  params?: Record<string, string>;
  data?: unknown;
}

/** Seconds a client is asked to wait when the database pool had no free connection in time. */
const busyRetryAfterSeconds = 1;

/**
 * pg-pool's error when every connection stayed busy past `connectionTimeoutMillis`: a burst bigger
 * than the pool (issue #11: 10,000 requests at once) is answered 503 with Retry-After, not 500.
 */
function isPoolExhausted(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}

function describeFailure(error: unknown): Failure {
  if (isPoolExhausted(error)) return { status: 503, code: 'busy', text: 'serverHttp:serviceBusy' };
  if (error instanceof ApiError) {
    return {
      status: error.status,
      code: error.code,
      text: error.text,
      params: error.params,
      data: error.data,
    };
  }
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const code = codeOf(error) ?? `http_${status}`;
    const text =
      clientErrorMessages[code] ??
      (status === 404 ? 'serverHttp:notFound' : 'serverHttp:badRequest');
    return { status, code, text };
  }
  return { status: 500, code: 'internal_error', text: 'serverHttp:internalError' };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' ? status : undefined;
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
