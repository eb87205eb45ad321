import type { ServerOptions } from 'node:http';

/**
 * How long the HTTP server waits for its clients (issue 20: a client sending a body a byte every
 * 10 s kept its connection past 340 s). Node enforces the header and request timeouts on every
 * connection still receiving a request, checked every `checkIntervalMs`; a connection past them
 * gets a 408 and is closed. Upgraded sockets (the hub) leave Node's HTTP handling at the upgrade,
 * so none of these apply to them: the hub keeps its own clocks (keep-alive, client timeout).
 */
export interface HttpTimings {
  /** A request's headers must have arrived this long after it started (or the connection opened). */
  headersTimeoutMs: number;
  /** A whole request, headers and body, must have arrived this long after it started. */
  requestTimeoutMs: number;
  /** A kept-alive connection that sends no next request is closed after this long. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for requests past their timeouts. */
  checkIntervalMs: number;
}

/**
 * Headers within 10 s and a whole request within 30 s: bodies are a few KiB (`body-limits.ts`), so
 * even a slow mobile link needs far less. Idle kept-alive connections close after 72 s (Fastify's
 * default), longer than load balancers' usual 60 s, so a balancer never reuses a connection the
 * API is closing.
 */
export const defaultHttpTimings: HttpTimings = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  checkIntervalMs: 1_000,
};

/** Fastify's options for `timings`: its own, and Node's server options it passes through. */
export function serverTimeoutOptions(timings: HttpTimings): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    // Fastify sets these two on the server after creating it (its defaults: none, 72 s).
    requestTimeout: timings.requestTimeoutMs,
    keepAliveTimeout: timings.keepAliveTimeoutMs,
    http: {
      headersTimeout: timings.headersTimeoutMs,
      requestTimeout: timings.requestTimeoutMs,
      keepAliveTimeout: timings.keepAliveTimeoutMs,
      connectionsCheckingInterval: timings.checkIntervalMs,
    },
  };
}
