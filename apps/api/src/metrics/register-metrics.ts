import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  RouteOptions,
} from 'fastify';
import { Counter, Gauge, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db';
import { bearerToken, isLocalCall, sameSecret } from '../http';
import type { NotifyHub } from '../hub';
import { collectProcessMetrics, domainRegistry } from './domain-metrics';
import { type LatencySeries, RouteLatencyHistogram } from './route-latency';

/** Where Prometheus reads the metrics. */
export const metricsPath = '/metrics';

/** The route label of requests no route matched (the site's pages, 404s). */
export const unmatchedRoute = '*';

/** Request latency buckets, in seconds: a balance poll takes about a millisecond. */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the metrics read. */
export interface MetricsOptions {
  database: DatabaseHandle;
  /** ZAR_OPERATOR_TOKEN: with it, `/metrics` is served to any address that sends it. */
  operatorToken: string | undefined;
  /** The hub, once registered (read at each scrape). */
  hub: () => NotifyHub | undefined;
}

type Observer = LatencySeries;
type ErrorCounter = Counter.Internal;

/**
 * `GET /metrics`, Prometheus text format: request latency by route pattern, errors by route and
 * status class, the database pool, the hub's sockets and push backlog, and the domains' counters
 * (`domain-metrics.ts`) with Node's own. Served to the loopback interface (a proxied call is not
 * local, see `isLocalCall`) or to a caller with the operator token. Register it before any route:
 * each route gets its own timing hook with its latency series made once, so a request costs one
 * bucket increment and no label lookup (`RouteLatencyHistogram`).
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { database, operatorToken } = options;
  collectProcessMetrics();
  const registry = new Registry();

  const latency = new RouteLatencyHistogram(
    'zar_http_request_duration_seconds',
    'Time from the request arriving to the answer sent, by method and route pattern',
    latencyBuckets,
    registry,
  );
  const errors = new Counter({
    name: 'zar_http_errors_total',
    help: 'Answers with a 4xx or 5xx status, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const poolGauge = (
    name: string,
    help: string,
    read: (use: ReturnType<DatabaseHandle['poolUse']>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(database.poolUse()));
      },
    });
  poolGauge(
    'zar_db_pool_connections',
    `Database connections open (${database.kind}; PGlite has one)`,
    (use) => use.total,
  );
  poolGauge(
    'zar_db_pool_idle_connections',
    'Database connections open and not in use',
    (use) => use.idle,
  );
  poolGauge(
    'zar_db_pool_waiting',
    'Queries and transactions waiting for a database connection',
    (use) => use.waiting,
  );
  const hubGauge = (name: string, help: string, read: (hub: NotifyHub) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const hub = options.hub();
        this.set(hub ? read(hub) : 0);
      },
    });
  hubGauge('zar_hub_sockets', 'Notification hub sockets open on this process', (hub) =>
    hub.connectionCount(),
  );
  hubGauge(
    'zar_hub_push_backlog',
    'Pushes waiting to be published or, heard, to reach the sockets',
    (hub) => hub.pushBacklog(),
  );
  hubGauge(
    'zar_hub_buffered_bytes',
    'Bytes written to hub sockets that their clients have not read yet',
    (hub) => hub.bufferedBytes(),
  );

  /** The hook that times one route's requests, its histogram children made now. */
  const timer = (methods: string | string[], route: string): onResponseHookHandler => {
    const observers: Record<string, Observer> = {};
    for (const method of typeof methods === 'string' ? [methods] : methods) {
      observers[method] = latency.series({ method, route });
    }
    const failures: Record<string, ErrorCounter> = {};
    return (request, reply, done) => {
      observers[request.method]?.observe(reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) countError(failures, request, reply, route);
      done();
    };
  };
  const countError = (
    failures: Record<string, ErrorCounter>,
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
  ) => {
    const statusClass = reply.statusCode >= 500 ? '5xx' : '4xx';
    const key = `${request.method} ${statusClass}`;
    let counter = failures[key];
    if (!counter) {
      counter = errors.labels({ method: request.method, route, status_class: statusClass });
      failures[key] = counter;
    }
    counter.inc();
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const hook = timer(route.method, route.url);
    const own = route.onResponse;
    route.onResponse = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
  });
  // Requests no route matched (the site's pages, 404s) all count under one label.
  const unmatched: Record<string, Observer> = {};
  const unmatchedFailures: Record<string, ErrorCounter> = {};
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      const method = request.method;
      let observer = unmatched[method];
      if (!observer) {
        observer = latency.series({ method, route: unmatchedRoute });
        unmatched[method] = observer;
      }
      observer.observe(reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) countError(unmatchedFailures, request, reply, unmatchedRoute);
    }
    done();
  });

  app.get(metricsPath, { exposeHeadRoute: false }, async (request, reply) => {
    const allowed =
      isLocalCall(request) ||
      (operatorToken !== undefined && sameSecret(bearerToken(request), operatorToken));
    if (!allowed) {
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('Metrics are served to the loopback interface, or with the operator token.\n');
    }
    const text = `${await domainRegistry.metrics()}\n${await registry.metrics()}`;
    return reply.type(registry.contentType).send(text);
  });
}
