import type * as z from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * Whether a call only reads (a react-query query, safe to repeat, writes nothing on the server) or
 * changes something (a mutation: logs in, pays, claims, launches).
 */
export type Effect = 'read' | 'write';

/**
 * How the site caches a read's answer, as react-query options (all optional): `staleTime` and
 * `gcTime` in ms (`Infinity`: for the page's life), `refetchInterval` in ms while shown.
 */
export interface CachePolicy {
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number;
}

/**
 * One call of the player API: its method, its path under the API base, and the zod schemas of
 * what goes in and what comes back. The client, the msw mocks and the server all read these.
 */
export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  M extends HttpMethod = HttpMethod,
  H extends z.ZodType | undefined = z.ZodType | undefined,
  A extends boolean = boolean,
  F extends Effect = Effect,
> {
  method: M;
  /** Path relative to the API base, without a leading slash, e.g. `auth/login`. */
  path: string;
  /** GET: the query parameters; POST: the JSON body. */
  request: Req;
  /** The whole envelope the server answers with. */
  response: Res;
  /**
   * True when the call needs a logged-in player (the server answers 401 without a token); kept
   * as the literal, so a logged-in handler's session is there by type.
   */
  auth: A;
  /** Whether the call reads or writes (see `Effect`): reads get query factories and keys. */
  effect: F;
  /** How the site caches a read's answer; absent: react-query's defaults. */
  cache?: CachePolicy;
  /**
   * The request headers the call takes besides those every call sends (SPEC §7: `locale`,
   * `Authorization`, `fingerprint`), by lower-case name, e.g. `idempotency-key`. Absent: none.
   */
  headers?: H;
}

export function defineEndpoint<
  Req extends z.ZodType,
  Res extends z.ZodType,
  M extends HttpMethod,
  A extends boolean,
  F extends Effect,
  H extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<Req, Res, M, H, A, F>): Endpoint<Req, Res, M, H, A, F> {
  return endpoint;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
/** The schema of the headers `E` declares; never when it declares none. */
export type DeclaredHeaders<E extends Endpoint> = Exclude<E['headers'], undefined>;
/** The headers a call of `E` may send (none when it declares none). */
export type HeadersOf<E extends Endpoint> = [DeclaredHeaders<E>] extends [never]
  ? Record<string, never>
  : z.input<DeclaredHeaders<E> & z.ZodType>;
