import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteLatencyHistogram } from './route-latency';

const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const name = 'zar_http_request_duration_seconds';
const help = 'Time from the request arriving to the answer sent, by method and route pattern';

/** The same requests counted by prom-client's Histogram and by ours, in registries of their own. */
function both() {
  const theirs = new Registry();
  const ours = new Registry();
  const histogram = new Histogram({
    name,
    help,
    labelNames: ['method', 'route'] as const,
    buckets,
    registers: [theirs],
  });
  const latency = new RouteLatencyHistogram(name, help, buckets, ours);
  return {
    theirs,
    ours,
    latency,
    series(method: string, route: string) {
      const child = histogram.labels({ method, route });
      const own = latency.series({ method, route });
      return (seconds: number) => {
        child.observe(seconds);
        own.observe(seconds);
      };
    },
  };
}

describe('RouteLatencyHistogram', () => {
  it('is served exactly as prom-client serves its Histogram: lines, order, sums', async () => {
    const { theirs, ours, series } = both();
    const balance = series('GET', '/api/user/balance');
    const games = series('POST', '/api/casino/games');
    const head = series('HEAD', '/api/user/balance');
    // Made but never counted: listed by neither.
    series('GET', '/api/never');
    const values = [0.0004, 0.001, 0.0010001, 0.0031, 0.7, 12, 0.049999, 10, 0.25, 1e-7];
    games(0.02);
    values.forEach((seconds, index) => {
      balance(seconds);
      if (index % 3 === 0) head(seconds / 3);
    });
    games(3.3);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    expect(await ours.metrics()).toContain(
      'zar_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/user/balance"} 10',
    );
  });

  it('lists nothing before the first request, and gives one series per method and route', async () => {
    const { theirs, ours, latency, series } = both();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(latency.series({ method: 'GET', route: '/a' })).toBe(
      latency.series({ method: 'GET', route: '/a' }),
    );
    series('GET', '/a')(0.002);
    latency.series({ method: 'GET', route: '/a' }).observe(0.003);
    const text = await ours.metrics();
    expect(text).toContain('zar_http_request_duration_seconds_count{method="GET",route="/a"} 2');
  });

  it('forgets every request on reset, as prom-client does', async () => {
    const { theirs, ours, series } = both();
    series('GET', '/a')(0.002);
    theirs.resetMetrics();
    ours.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    series('GET', '/b')(0.2);
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
