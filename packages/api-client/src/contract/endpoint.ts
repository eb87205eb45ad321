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
> {
  method: M;
  /** Path relative to the API base, without a leading slash, e.g. `auth/login`. */
  path: string;
  /** GET: the query parameters; POST: the JSON body. */
  request: Req;
  /** The whole envelope the server answers with. */
  response: Res;
  /** True when the call needs a logged-in player (the server answers 401 without a token). */
  auth: boolean;
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType, M extends HttpMethod>(
  endpoint: Endpoint<Req, Res, M>,
): Endpoint<Req, Res, M> {
  return endpoint;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
