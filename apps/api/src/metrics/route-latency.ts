import type { Registry } from 'prom-client';

/** The labels of one series: a method and a route pattern. */
export interface RouteLabels {
  method: string;
  route: string;
}

/** One series of a `RouteLatencyHistogram`: what a route's timing hook calls per request. */
export interface LatencySeries {
  /** Counts one duration, in seconds. */
  observe(seconds: number): void;
}

class Series implements LatencySeries {
  /** Requests per bucket, not cumulative; a value above the last bound is in none. */
  readonly counts: number[];
  sum = 0;
  count = 0;
  listed = false;

  constructor(
    readonly labels: RouteLabels,
    private readonly bounds: readonly number[],
    private readonly list: Series[],
  ) {
    this.counts = bounds.map(() => 0);
  }

  observe(seconds: number): void {
    if (!Number.isFinite(seconds)) return;
    const bounds = this.bounds;
    let index = 0;
    while (index < bounds.length && seconds > (bounds[index] as number)) index += 1;
    if (index < bounds.length) this.counts[index] = (this.counts[index] as number) + 1;
    this.sum += seconds;
    this.count += 1;
    // Listed from its first request on, as prom-client lists a series from its first observation.
    if (!this.listed) {
      this.listed = true;
      this.list.push(this);
    }
  }
}

/**
 * A latency histogram by method and route, served in a prom-client `Registry` exactly as
 * prom-client's `Histogram` with `labelNames: ['method', 'route']` serves it (same lines, same
 * order, same sums; a test compares them). Each route's series is made once, when the route is
 * registered, and counting a request is a bucket increment: prom-client's `observe` rebuilds and
 * validates the label key and converts the bucket bound to a string on every call, a few per cent
 * of a `user/balance` answer's CPU.
 */
export class RouteLatencyHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #bounds: readonly number[];
  /** The series that counted at least one request, in the order of their first. */
  readonly #listed: Series[] = [];
  readonly #series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    buckets: readonly number[],
    registry: Registry,
  ) {
    this.#bounds = [...buckets];
    registry.registerMetric(this as never);
  }

  /** The series of `labels` (the same one for the same method and route): get it once, keep it. */
  series({ method, route }: RouteLabels): LatencySeries {
    const key = JSON.stringify([method, route]);
    let series = this.#series.get(key);
    if (!series) {
      series = new Series({ method, route }, this.#bounds, this.#listed);
      this.#series.set(key, series);
    }
    return series;
  }

  /** What the registry's text format reads (prom-client's `Histogram.getForPromString`). */
  async getForPromString() {
    const bucketName = `${this.name}_bucket`;
    const values: Array<{
      labels: Record<string, string | number>;
      sharedLabels: RouteLabels;
      value: number;
      metricName: string;
      exemplar: null | undefined;
    }> = [];
    for (const series of this.#listed) {
      let cumulative = 0;
      this.#bounds.forEach((bound, index) => {
        cumulative += series.counts[index] as number;
        values.push({
          labels: { le: bound },
          sharedLabels: series.labels,
          value: cumulative,
          metricName: bucketName,
          exemplar: null,
        });
      });
      const shared = series.labels;
      values.push(
        {
          labels: { le: '+Inf' },
          sharedLabels: shared,
          value: series.count,
          metricName: bucketName,
          exemplar: null,
        },
        {
          labels: {},
          sharedLabels: shared,
          value: series.sum,
          metricName: `${this.name}_sum`,
          exemplar: undefined,
        },
        {
          labels: {},
          sharedLabels: shared,
          value: series.count,
          metricName: `${this.name}_count`,
          exemplar: undefined,
        },
      );
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  /** The same with each value's labels in one object (prom-client's `Histogram.get`). */
  async get() {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }

  /** Forgets every request counted (prom-client's `Registry.resetMetrics`). */
  reset(): void {
    for (const series of this.#listed) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
      series.listed = false;
    }
    this.#listed.length = 0;
  }
}
