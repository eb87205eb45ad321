import type * as z from 'zod';

export type HttpMethod = 'GET' | 'POST';

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
  H extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<Req, Res, M, H, A>): Endpoint<Req, Res, M, H, A> {
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
