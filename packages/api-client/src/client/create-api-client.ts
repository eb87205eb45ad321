import type { Endpoint, HeadersOf, RequestOf, ResponseOf } from '../contract/endpoint';
import type { EndpointName, Endpoints } from '../contract/endpoints';
import type { Route } from '../contract/route';
import { routes } from '../contract/routes.gen';
import { ApiError } from './api-error';
import { toSearchParams } from './search-params';

type MaybePromise<T> = T | Promise<T>;

/** How the client reaches the API and learns who is calling. */
export interface ApiClientOptions {
  /** API base; relative bases resolve against `document.baseURI`. Outside a browser it must be absolute. Default `./api/`. */
  baseUrl?: string;
  /** The session token; the `Authorization` header is sent only when this returns one. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** The UI language sent in the `locale` header. Default `tr`. */
  getLocale?: () => MaybePromise<string>;
  /** The browser fingerprint sent in the `fingerprint` header when available. */
  getFingerprint?: () => MaybePromise<string | null | undefined>;
  /**
   * Called on any HTTP 401 with the server's message (null when it sent none), before the call
   * rejects; the site clears its session here.
   */
  onUnauthorized?: (message: string | null) => void;
  /** The fetch to use. Default: the global fetch at call time. */
  fetch?: typeof globalThis.fetch;
  /**
   * The contract's `endpoints` (from `@zar/api-client/contract`): every input is checked and every
   * answer parsed with its schemas, and a mismatch rejects. Give it in development and tests.
   * Without it calls go by the zod-free route table and answers are passed on as the API sent
   * them; the API checks each answer against the same schema before sending it (DESIGN: Contract
   * first), and the client stays free of zod (issue #10: a visitor's first load).
   */
  contract?: Endpoints;
}

/** Per-call options. */
export interface CallOptions<E extends Endpoint = Endpoint> {
  /** Aborts the request; an aborted call rejects with the abort reason. */
  signal?: AbortSignal;
  /** Overrides `getLocale()` for this call, e.g. to load another language's translations. */
  locale?: string;
  /**
   * The headers the endpoint declares (`endpoint.headers`), e.g. `{ 'idempotency-key': … }` on
   * a payment; checked against the contract when the client has it.
   */
  headers?: HeadersOf<E>;
}

/** True when the endpoint's request schema accepts an empty object, so the input may be left out. */
export type InputIsOptional<E extends Endpoint> =
  Record<never, never> extends RequestOf<E> ? true : false;

/** The arguments of a call: the input may be left out when the request schema accepts `{}`. */
export type CallArgs<E extends Endpoint> =
  InputIsOptional<E> extends true
    ? [input?: RequestOf<E>, options?: CallOptions<E>]
    : [input: RequestOf<E>, options?: CallOptions<E>];

/** One typed method per registry entry. */
export type EndpointMethods<R extends Record<string, Endpoint>> = {
  [K in keyof R]: (...args: CallArgs<R[K]>) => Promise<ResponseOf<R[K]>>;
};

/** The player API client: `call(endpoint, input)` plus one method per entry of `endpoints`. */
export type ApiClient = EndpointMethods<Endpoints> & {
  /** The resolved API base, always ending with `/`. */
  readonly baseUrl: string;
  /**
   * Calls any endpoint, checked against its own schemas; resolves with the parsed envelope,
   * rejects with an `ApiError`.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
};

/** The server's message in a failure body, if it has one. */
function messageOf(body: unknown): string | null | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' || message === null ? message : undefined;
}

/** Whether a 2xx body is the envelope of a refusal: `{ success: false, message }`. */
function isRejection(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === false;
}

/** Creates the typed client of the player API (SPEC §7 headers, errors as `ApiError`). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const base = resolveBaseUrl(options.baseUrl ?? './api/');
  const doFetch: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function headersFor(callOptions: CallOptions): Promise<Headers> {
    const [token, locale, fingerprint] = await Promise.all([
      options.getToken?.(),
      callOptions.locale ?? options.getLocale?.() ?? 'tr',
      options.getFingerprint?.(),
    ]);
    const headers = new Headers({ 'Content-Type': 'application/json', locale });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (fingerprint) headers.set('fingerprint', fingerprint);
    for (const [name, value] of Object.entries((callOptions.headers ?? {}) as object)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    return headers;
  }

  /** Makes the call of `route`; with `schemas`, checks the input and parses the answer. */
  async function send(
    route: Route,
    schemas: Endpoint | undefined,
    input: unknown,
    callOptions: CallOptions = {},
  ): Promise<unknown> {
    let data: Record<string, unknown> = (input ?? {}) as Record<string, unknown>;
    if (schemas) {
      const parsedInput = schemas.request.safeParse(data);
      if (!parsedInput.success) {
        const first = parsedInput.error.issues[0];
        const where = first && first.path.length > 0 ? ` (${first.path.join('.')})` : '';
        throw new ApiError('invalid-input', `${first?.message ?? 'Invalid input'}${where}`, {
          cause: parsedInput.error,
        });
      }
      data = parsedInput.data as Record<string, unknown>;
      const headers = (callOptions.headers ?? {}) as object;
      const parsedHeaders = schemas.headers?.safeParse(headers);
      if (parsedHeaders && !parsedHeaders.success) {
        const first = parsedHeaders.error.issues[0];
        const where = first ? ` (header ${first.path.join('.')})` : '';
        throw new ApiError('invalid-input', `${first?.message ?? 'Invalid header'}${where}`, {
          cause: parsedHeaders.error,
        });
      }
      if (!schemas.headers && Object.keys(headers).length > 0) {
        throw new ApiError('invalid-input', `${route.path} takes no headers`);
      }
    }

    const url = new URL(route.path, base);
    const init: RequestInit = {
      method: route.method,
      headers: await headersFor(callOptions),
      signal: callOptions.signal,
    };
    if (route.method === 'GET') {
      url.search = toSearchParams(data).toString();
    } else {
      init.body = JSON.stringify(data);
    }

    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (callOptions.signal?.aborted) throw callOptions.signal.reason;
      throw new ApiError('network', `Could not reach ${route.path}`, { cause: error });
    }

    const body = await readJson(response);
    callOptions.signal?.throwIfAborted();
    if (!response.ok) {
      const serverMessage = messageOf(body);
      if (response.status === 401) {
        options.onUnauthorized?.(serverMessage ?? null);
        throw new ApiError('unauthorized', serverMessage ?? 'Unauthorized', {
          status: 401,
          cause: body,
        });
      }
      throw new ApiError('http', serverMessage ?? `HTTP ${response.status} from ${route.path}`, {
        status: response.status,
        cause: body,
      });
    }

    if (isRejection(body)) {
      throw new ApiError('rejected', messageOf(body) ?? `${route.path} was rejected`, {
        status: response.status,
      });
    }
    if (!schemas) return body;
    const parsed = schemas.response.safeParse(body);
    if (!parsed.success) {
      throw new ApiError('schema', `The answer of ${route.path} does not match the contract`, {
        status: response.status,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
    const [input, callOptions] = args;
    return send(endpoint, endpoint, input, callOptions) as Promise<ResponseOf<E>>;
  }

  const methods = Object.fromEntries(
    (Object.entries(routes) as Array<[EndpointName, Route]>).map(([name, route]) => [
      name,
      (input?: unknown, callOptions?: CallOptions) =>
        send(route, options.contract?.[name], input, callOptions),
    ]),
  ) as EndpointMethods<Endpoints>;

  return { ...methods, baseUrl: base.href, call };
}

/** The API base as an absolute URL ending with `/`. */
function resolveBaseUrl(baseUrl: string): URL {
  let base: URL;
  // `globalThis.document`, typed without the DOM library: the client runs on servers too.
  const documentBase = (globalThis as { document?: { baseURI?: string } }).document?.baseURI;
  if (documentBase) {
    base = new URL(baseUrl, documentBase);
  } else if (URL.canParse(baseUrl)) {
    base = new URL(baseUrl);
  } else {
    throw new TypeError(`createApiClient: baseUrl "${baseUrl}" must be absolute outside a browser`);
  }
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  return base;
}

/** The JSON body of a response, or undefined when it has none or it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
