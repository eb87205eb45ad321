import type { DeclaredHeaders, Endpoint } from '@zar/api-client/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type * as z from 'zod';
import { ApiError } from './api-error';
import { bodyLimitOf } from './body-limits';
import type { MaybePromise } from './maybe-promise';
import { type Locale, requestLocale } from './messages';
import {
  bearerToken,
  type PlayerSession,
  type SessionResolver,
  sessionRequired,
} from './player-session';
import { type QueryValues, queryInput } from './query-input';
import {
  describeNulCharacter,
  describeRequestProblem,
  nulCharacterPath,
  zodErrorMaps,
} from './request-problem';

/** Where an endpoint's session hook leaves the session it found, for the handler. */
const requestSession = Symbol('requestSession');

declare module 'fastify' {
  interface FastifyInstance {
    /** True when handler answers are checked against the contract (development and test). */
    contractChecks: boolean;
  }
  interface FastifyRequest {
    /** The session an `auth: true` endpoint's hook found; null until then, and elsewhere. */
    [requestSession]: PlayerSession | null;
  }
}

/** What a handler gets besides its validated input. */
export interface EndpointContext<
  S extends PlayerSession | null = PlayerSession | null,
  H extends object = Record<string, never>,
> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The language of the request's `locale` header, for any message the handler writes. */
  locale: Locale;
  /** The logged-in player: there (by type too) for endpoints with `auth: true`, else null. */
  session: S;
  /** The headers the endpoint declares (`endpoint.headers`), parsed; empty when it declares none. */
  headers: H;
}

/** The parsed headers an endpoint declares. */
export type EndpointHeaders<E extends Endpoint> = [DeclaredHeaders<E>] extends [never]
  ? Record<string, never>
  : z.output<DeclaredHeaders<E> & z.ZodType> & object;

/** The envelope a handler answers with, as the contract's response schema accepts it. */
export type EndpointAnswer<E extends Endpoint> = z.input<E['response']>;

/** The session a handler of `E` gets: the player's for a logged-in call, else null. */
export type EndpointSession<E extends Endpoint, S extends PlayerSession> = E['auth'] extends true
  ? S
  : null;

/** Serves one contract endpoint: gets the parsed request, answers the envelope or throws. */
export type EndpointHandler<E extends Endpoint, S extends PlayerSession = PlayerSession> = (
  input: z.output<E['request']>,
  context: EndpointContext<EndpointSession<E, S>, EndpointHeaders<E>>,
) => EndpointAnswer<E> | Promise<EndpointAnswer<E>>;

/** How one endpoint differs from the others. */
export interface EndpointOptions<S extends PlayerSession> {
  /**
   * Resolves the bearer token instead of `app.sessionResolver` (default), e.g. together with what
   * the handler reads, so a hot call makes one database round trip. It must refuse every token
   * `app.sessionResolver` refuses.
   */
  sessionResolver?: SessionResolver<S>;
  /**
   * Every answer of the endpoint, failures included, is shorter than the compression threshold
   * (1 KiB), so it is never compressed: the route skips the compression plugin's per-request
   * hooks (a hot call), which would only pass the answer through.
   */
  answersBelowCompressionThreshold?: boolean;
}

/**
 * Mounts a contract endpoint at `/api/<path>`: the query (GET) or JSON body (POST) is parsed
 * with `endpoint.request` (400 naming the field when it does not fit, or when any of its text holds
 * a NUL character, which the database cannot store) and the headers it declares with
 * `endpoint.headers` (400 naming the header). A body longer than the largest the request schema
 * allows (at least a few KiB, `bodyLimitOf`) is a 413 and one nested too deeply a 400, both
 * before it is parsed (`registerBodyParsers`). Outside production the
 * handler's answer is checked against `endpoint.response` (a mismatch is a logged 500).
 * An endpoint with `auth: true` first resolves the bearer token with `app.sessionResolver` (or
 * its own `options.sessionResolver`): a missing, unknown or revoked token is a 401 before the
 * body is even read.
 * Throw `ApiError` from the handler for a failure answer.
 */
export function registerEndpoint<E extends Endpoint, S extends PlayerSession = PlayerSession>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E, S>,
  options: EndpointOptions<S> = {},
): void {
  if (endpoint.auth && !app.hasDecorator('sessionResolver')) {
    // Refuse rather than serve a player's data to anyone: sessions must be registered first.
    throw new Error(
      `Endpoint ${endpoint.method} ${endpoint.path} needs a logged-in player: register sessions before it`,
    );
  }
  const checkAnswers = app.hasDecorator('contractChecks') ? app.contractChecks : true;
  const resolveSession: SessionResolver<S> =
    options.sessionResolver ??
    // Without its own resolver, an endpoint's session is exactly the app's PlayerSession.
    ((token, request) => app.sessionResolver(token, request) as MaybePromise<S | null>);

  // The session of each request is found before its body is read (an onRequest hook) and kept
  // on the request, a slot every request has (no per-request map entry).
  if (endpoint.auth && !app.hasRequestDecorator(requestSession)) {
    app.decorateRequest(requestSession, null);
  }

  // Every logged-in call runs this; a session the process has cached is found without a promise.
  const findSession = (
    request: FastifyRequest,
    _reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    const token = bearerToken(request);
    if (!token) return done(sessionRequired());
    const accept = (session: S | null) => {
      if (!session) return done(sessionRequired());
      request[requestSession] = session;
      done();
    };
    let found: MaybePromise<S | null>;
    try {
      found = resolveSession(token, request);
    } catch (error) {
      return done(error as Error);
    }
    if (found instanceof Promise) found.then(accept, (error: Error) => done(error));
    else accept(found);
  };

  const answerWith = (request: FastifyRequest, reply: FastifyReply, answer: unknown) => {
    if (checkAnswers && reply.statusCode < 400) {
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) {
        request.log.error(
          { endpoint: `${endpoint.method} ${endpoint.path}`, issues: checked.error.issues },
          'Bug: the handler answer does not match the contract response schema',
        );
        throw new ApiError({
          status: 500,
          code: 'contract_mismatch',
          text: 'serverHttp:internalError',
        });
      }
    }
    return reply.send(answer);
  };

  app.route({
    method: endpoint.method,
    url: `/api/${endpoint.path}`,
    ...(endpoint.method === 'POST' && { bodyLimit: bodyLimitOf(endpoint.request) }),
    ...(endpoint.auth && { onRequest: findSession }),
    ...(options.answersBelowCompressionThreshold && { compress: false as const }),
    // Not async: a handler that answers at once (the balance) is sent without a promise.
    handler: (request, reply) => {
      const locale = requestLocale(request.headers);
      // Set by this endpoint's own hook, so it is the endpoint's kind of session.
      const session = endpoint.auth ? (request[requestSession] as S | null) : null;
      if (endpoint.auth && !session) throw sessionRequired();
      const input =
        endpoint.method === 'GET'
          ? queryInput(endpoint.request, request.query as QueryValues)
          : (request.body ?? {});
      const parsed = endpoint.request.safeParse(input, parseOptions[locale]);
      if (!parsed.success) {
        const message = describeRequestProblem(parsed.error, input, locale);
        return reply.code(400).send({ success: false, message, data: null });
      }
      const nulAt = nulCharacterPath(parsed.data);
      if (nulAt) {
        const message = describeNulCharacter(nulAt, locale);
        return reply.code(400).send({ success: false, message, data: null });
      }
      let headers = noHeaders;
      if (endpoint.headers) {
        const parsedHeaders = endpoint.headers.safeParse(request.headers, parseOptions[locale]);
        if (!parsedHeaders.success) {
          const message = describeRequestProblem(parsedHeaders.error, request.headers, locale);
          return reply.code(400).send({ success: false, message, data: null });
        }
        headers = parsedHeaders.data as typeof noHeaders;
      }

      const answer = handler(parsed.data as z.output<E['request']>, {
        request,
        reply,
        locale,
        // Checked above: a logged-in endpoint never reaches its handler without one.
        session: session as EndpointSession<E, S>,
        headers: headers as EndpointHeaders<E>,
      });
      return answer instanceof Promise
        ? answer.then((ready) => answerWith(request, reply, ready))
        : answerWith(request, reply, answer);
    },
  });
}

/** The headers of an endpoint that declares none. */
const noHeaders: Record<string, never> = Object.freeze({});

/** Zod's parse options per language, made once rather than per request. */
const parseOptions: Record<Locale, { error: z.core.$ZodErrorMap }> = {
  tr: { error: zodErrorMaps.tr },
  en: { error: zodErrorMaps.en },
};
