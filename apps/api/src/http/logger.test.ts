import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestApp } from '../test-app';
import { pathOnly, requestLogging } from './logger';

let close: (() => Promise<void>) | undefined;

/** A test app whose log lines at `level` and above are collected in `lines`. */
async function openLoggingApp(level: string) {
  const lines: string[] = [];
  const testApp = await openTestApp({
    log: { level, stream: { write: (line: string) => lines.push(line) } },
  });
  close = testApp.close;
  return { app: testApp.app, lines };
}

afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('request logging', () => {
  it('never writes tokens, codes or credential headers to the log', async () => {
    const { app, lines } = await openLoggingApp('trace');

    await app.inject({
      method: 'GET',
      url: '/api/health?access_token=secret-access-token',
      headers: { authorization: 'Bearer secret-bearer', fingerprint: 'secret-fingerprint' },
    });
    await app.inject({ method: 'GET', url: '/api/unknown?token=secret-token&code=secret-code' });
    await app.inject({ method: 'POST', url: '/api/health?code=secret-reset-code', payload: {} });
    await app.inject({ method: 'GET', url: '/hub/frnotify?access_token=secret-hub-token' });

    const log = lines.join('');
    expect(log).toContain('"url":"/api/health"');
    expect(log).toContain('"url":"/hub/frnotify"');
    expect(log).not.toMatch(/secret/);
  });

  it('writes one line per request when it completes, with method, path, IP, status and time', async () => {
    const { app, lines } = await openLoggingApp('info');

    await app.inject({ method: 'GET', url: '/api/health?probe=1' });

    const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});

describe('the completion line', () => {
  it('is the very line pino writes for the same request, field for field and in order', async () => {
    const { app, lines } = await openLoggingApp('info');

    await app.inject({ method: 'GET', url: '/api/health?probe=1', remoteAddress: '10.1.2.3' });
    const written = lines.find((line) => line.includes('"request completed"')) ?? '';
    const ours = JSON.parse(written);
    app.log.child({ reqId: ours.reqId }).info(
      {
        req: { method: 'GET', url: '/api/health?probe=1', ip: '10.1.2.3' },
        res: { statusCode: 200 },
        responseTime: ours.responseTime,
      },
      'request completed',
    );
    const pinos = JSON.parse(lines.at(-1) ?? '');

    expect(written.endsWith('}\n')).toBe(true);
    expect(JSON.stringify({ ...ours, time: 0 })).toBe(JSON.stringify({ ...pinos, time: 0 }));
  });

  it('follows the logger level: nothing below warn, as in tests', async () => {
    const { app, lines } = await openLoggingApp('warn');

    await app.inject({ method: 'GET', url: '/api/health' });

    expect(lines.filter((line) => line.includes('request completed'))).toEqual([]);
  });
});

describe('the per-request logger', () => {
  /** A bare server with the app's logging, made lazily or (`lazy: false`) by Fastify's default. */
  async function server(lazy: boolean) {
    const lines: string[] = [];
    const { logger, logController, childLoggerFactory } = requestLogging('production', {
      stream: { write: (line: string) => lines.push(line) },
    });
    const app = Fastify({ logger, logController, ...(lazy && { childLoggerFactory }) });
    app.get('/quiet', () => ({ ok: true }));
    app.get('/talks', (request) => {
      request.log.warn({ player: 7 }, 'a warning');
      request.log.child({ part: 'inner' }).info('from a child');
      request.log.debug('below the level');
      return { level: request.log.level };
    });
    app.get('/debug', { logLevel: 'debug' }, (request) => {
      request.log.debug('at the route level');
      return { level: request.log.level };
    });
    await app.ready();
    return { app, lines };
  }
  /** The lines without what differs between two runs: the time and the request's timing. */
  const comparable = (lines: string[]) =>
    lines.map((line) => JSON.stringify({ ...JSON.parse(line), time: 0, responseTime: 0 }));

  it('writes exactly what the pino child Fastify makes would write', async () => {
    const lazy = await server(true);
    const eager = await server(false);
    for (const { app } of [lazy, eager]) {
      for (const url of ['/quiet', '/talks', '/debug']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
      }
      expect((await app.inject({ method: 'GET', url: '/talks' })).json()).toEqual({
        level: 'info',
      });
      expect((await app.inject({ method: 'GET', url: '/debug' })).json()).toEqual({
        level: 'debug',
      });
      await app.close();
    }
    expect(comparable(lazy.lines)).toEqual(comparable(eager.lines));
    expect(lazy.lines.join('')).toContain('"reqId":"req-2","player":7,"msg":"a warning"');
    expect(lazy.lines.join('')).toContain('"msg":"at the route level"');
  });

  it('makes no pino child for a request that logs nothing but its completion', async () => {
    const { app, lines } = await server(true);
    const child = vi.spyOn(app.log, 'child');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(child).not.toHaveBeenCalled();
    await app.inject({ method: 'GET', url: '/talks' });
    // Made when the request first logged (its own `child` call inherits the spy: pino's children
    // are made with Object.create of their parent).
    expect(child.mock.calls[0]?.[0]).toEqual({ reqId: 'req-2' });
    expect(lines.filter((line) => line.includes('request completed'))).toHaveLength(2);
    await app.close();
  });
});

describe('pathOnly', () => {
  it('cuts the query string and fragment off a URL', () => {
    expect(pathOnly('/hub/frnotify?access_token=abc&fingerprint=def')).toBe('/hub/frnotify');
    expect(pathOnly('/reset#code=123')).toBe('/reset');
    expect(pathOnly('/api/health')).toBe('/api/health');
  });
});
