import { type HttpHandler, HttpResponse, http } from 'msw';
import * as z from 'zod';
import {
  type DeclaredHeaders,
  describeValidationIssue,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  failureEnvelope,
} from '../contract';
import type { MockFixtures } from './fixtures';
import { type MockLocale, say, toMockLocale } from './mock-messages';
import { type MockPlayer, type MockState, playerBySession } from './mock-state';

/** What a mock resolver answers: data (HTTP 200, success true), a rejection (200, success false) or an HTTP failure. */
export type MockAnswer<D> =
  | { kind: 'ok'; data: D; message: string | null }
  | { kind: 'rejected'; message: string }
  | { kind: 'failed'; status: number; message: string; data?: unknown };

/** A successful answer. */
export function ok<D>(data: D, message: string | null = null): MockAnswer<D> {
  return { kind: 'ok', data, message };
}

/** `success: false` with the server's message, HTTP 200. */
export function rejected(message: string): MockAnswer<never> {
  return { kind: 'rejected', message };
}

/** An HTTP failure with `{ success: false, message }`, and `data` when it says more (a reason). */
export function failed(status: number, message: string, data?: unknown): MockAnswer<never> {
  return data === undefined
    ? { kind: 'failed', status, message }
    : { kind: 'failed', status, message, data };
}

/** What a resolver knows about the call. */
export interface MockContext<E extends Endpoint> {
  /** The request, parsed by the endpoint's request schema. */
  input: z.output<E['request']>;
  /** The headers the endpoint declares, parsed by `endpoint.headers` (empty when none). */
  headers: [DeclaredHeaders<E>] extends [never]
    ? Record<string, never>
    : z.output<DeclaredHeaders<E> & z.ZodType>;
  /** The caller, when the bearer token is a live session. */
  player: MockPlayer | null;
  token: string | null;
  locale: MockLocale;
  state: MockState;
  fixtures: MockFixtures;
  /** The API base the handlers listen on, ending with `/`. */
  baseUrl: string;
  /** When the mock API was created (ms since epoch). */
  startedAt: number;
}

type DataOf<E extends Endpoint> = z.input<E['response']> extends { data?: infer D } ? D : never;

/** Answers one endpoint of the mock API. */
export type MockResolver<E extends Endpoint> = (
  context: MockContext<E>,
) => MockAnswer<DataOf<E>> | Promise<MockAnswer<DataOf<E>>>;

/** A resolver for every endpoint of the registry. */
export type MockResolvers = { [K in EndpointName]: MockResolver<Endpoints[K]> };

/** Wraps a resolver that needs the logged-in player; without one it answers 401. */
export function signedIn<E extends Endpoint>(
  resolve: (
    context: MockContext<E> & { player: MockPlayer; token: string },
  ) => MockAnswer<DataOf<E>> | Promise<MockAnswer<DataOf<E>>>,
): MockResolver<E> {
  return (context) => {
    const { player, token } = context;
    if (!player || !token) return failed(401, say(context.locale, 'unauthorized'));
    return resolve({ ...context, player, token });
  };
}

/** The bearer token of a request, if any. */
function bearerToken(request: Request): string | null {
  const match = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/** Query parameters as an object; a repeated key becomes an array. */
function fromSearchParams(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return result;
}

function firstIssueMessage(error: z.ZodError, locale: MockLocale): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const text = describeValidationIssue(issue, locale);
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${text}` : text;
}

/** Builds the msw handler of one endpoint: auth, request validation, resolver, answer validation. */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  resolve: MockResolver<E>,
  environment: { state: MockState; fixtures: MockFixtures; baseUrl: string; startedAt: number },
): HttpHandler {
  const route = endpoint.method === 'GET' ? http.get : http.post;
  const url = new URL(endpoint.path, environment.baseUrl).href;

  return route(url, async ({ request }) => {
    const locale = toMockLocale(request.headers.get('locale'));
    const token = bearerToken(request);
    const player = token ? playerBySession(environment.state, token) : null;
    if (endpoint.auth && !player) {
      return HttpResponse.json(
        { success: false, message: say(locale, 'unauthorized') },
        { status: 401 },
      );
    }

    const raw =
      endpoint.method === 'GET'
        ? fromSearchParams(new URL(request.url).searchParams)
        : await request.json().catch(() => undefined);
    const input = endpoint.request.safeParse(raw);
    if (!input.success) {
      return HttpResponse.json(
        { success: false, message: firstIssueMessage(input.error, locale) },
        { status: 400 },
      );
    }
    const headers = endpoint.headers?.safeParse(Object.fromEntries(request.headers));
    if (headers && !headers.success) {
      return HttpResponse.json(
        { success: false, message: firstIssueMessage(headers.error, locale) },
        { status: 400 },
      );
    }

    const answer = await resolve({
      input: input.data as z.output<E['request']>,
      headers: (headers?.data ?? {}) as MockContext<E>['headers'],
      player,
      token: player ? token : null,
      locale,
      state: environment.state,
      fixtures: environment.fixtures,
      startedAt: environment.startedAt,
      baseUrl: environment.baseUrl,
    });
    return toResponse(endpoint, answer);
  });
}

/** The HTTP response of an answer, after checking it against the contract. */
function toResponse(endpoint: Endpoint, answer: MockAnswer<unknown>): Response {
  const status = answer.kind === 'failed' ? answer.status : 200;
  const body =
    answer.kind === 'ok'
      ? { success: true, message: answer.message, data: answer.data }
      : answer.kind === 'failed' && answer.data !== undefined
        ? { success: false, message: answer.message, data: answer.data }
        : { success: false, message: answer.message };
  const checked =
    answer.kind === 'ok' ? endpoint.response.safeParse(body) : failureEnvelope.safeParse(body);
  if (!checked.success) {
    // A fixture or resolver bug: fail loudly rather than hand a wrong shape to the site.
    return HttpResponse.json(
      {
        success: false,
        message: `Mock answer of ${endpoint.path} breaks the contract: ${z.prettifyError(checked.error)}`,
      },
      { status: 500 },
    );
  }
  return HttpResponse.json(body as Record<string, unknown>, { status });
}
