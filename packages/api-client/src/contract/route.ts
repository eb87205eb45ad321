import type { CachePolicy, Effect, HttpMethod } from './endpoint';

/** A call's method, path, session and effect without its schemas: what a request needs. */
export interface Route<M extends HttpMethod = HttpMethod, F extends Effect = Effect> {
  method: M;
  /** Path relative to the API base, without a leading slash, e.g. `auth/login`. */
  path: string;
  /** True when the call needs a logged-in player. */
  auth: boolean;
  /** Whether the call reads or writes. */
  effect: F;
  /** How the site caches a read's answer. */
  cache?: CachePolicy;
  /** The defaults of a read's request fields (`skip: 0`…), so a key is the same with or without them. */
  defaults?: Readonly<Record<string, unknown>>;
}
