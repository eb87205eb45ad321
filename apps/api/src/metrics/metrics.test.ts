import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callSolvingChallenge } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { gameCall, launchGame } from '../demo-provider/test-demo-games';
import { createDeliveringSender, DeliveryError } from '../messaging';
import { openTestApp } from '../test-app';
import { fundedPlayer } from '../test-wallet';
import { metricsPath, unmatchedRoute } from './register-metrics';

const operatorToken = 'metrics-test-operator-token';

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, close } = await openTestApp({ config: { operatorToken } }));
});
afterAll(async () => {
  await close();
});

function scrape(headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'GET', url: metricsPath, remoteAddress, headers });
}

/** The samples of a Prometheus text answer: `name{labels}` to value. */
async function samples(): Promise<(name: string, labels?: Record<string, string>) => number> {
  const response = await scrape();
  expect(response.statusCode).toBe(200);
  const lines = response.body.split('\n').filter((line) => line && !line.startsWith('#'));
  return (name, labels = {}) => {
    const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
    let total = Number.NaN;
    for (const line of lines) {
      const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match || match[1] !== name) continue;
      const own = (match[2] ?? '').split(',');
      if (!wanted.every((pair) => own.includes(pair))) continue;
      total = (Number.isNaN(total) ? 0 : total) + Number(match[3]);
    }
    return total;
  };
}

describe('GET /metrics', () => {
  it('is refused to another address without the operator token, and served with it', async () => {
    const refused = await scrape({}, '203.0.113.7');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('zar_');

    const wrongToken = await scrape({ authorization: 'Bearer not-the-token' }, '203.0.113.7');
    expect(wrongToken.statusCode).toBe(403);

    const withToken = await scrape({ authorization: `Bearer ${operatorToken}` }, '203.0.113.7');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(withToken.body).toContain('# TYPE zar_http_request_duration_seconds histogram');
  });

  it('is served to the loopback interface, but not to a call a proxy forwarded from there', async () => {
    expect((await scrape()).statusCode).toBe(200);
    const proxied = await scrape({ 'x-forwarded-for': '198.51.100.4' });
    expect(proxied.statusCode).toBe(403);
    expect((await scrape({ forwarded: 'for=198.51.100.4' })).statusCode).toBe(403);
  });

  it('counts requests by route, money by kind, limits, challenges and messages', async () => {
    const start = await samples();
    const { token, username } = await fundedPlayer(app, database, 50);
    const balanceCalls = 3;
    for (let index = 0; index < balanceCalls; index += 1) {
      expect((await call(app, 'GET', 'user/balance', { token })).statusCode).toBe(200);
    }
    const { id } = await launchGame(app, token, 'slot');
    expect((await gameCall(app, 'slot/spin', { launch: id, bet: 100 })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-call' })).statusCode).toBe(404);

    // Five wrong passwords fill the account's limit; the sixth is asked for a challenge, which
    // is solved (accepted) and the password still refused.
    const wrong = { body: { username, password: 'not-the-password' }, ip: '198.51.100.20' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(app, 'POST', 'auth/login', wrong)).statusCode).toBe(400);
    }
    expect((await call(app, 'POST', 'auth/login', wrong)).statusCode).toBe(428);
    expect((await callSolvingChallenge(app, 'POST', 'auth/login', wrong)).statusCode).toBe(400);

    // A delivering sender: an e-mail sent, an SMS sent on its second attempt, one refused.
    let smsAttempts = 0;
    const sender = createDeliveringSender({
      database,
      clock: () => new Date(),
      log: { info: () => {}, warn: () => {} },
      sleep: async () => {},
      transports: {
        email: { send: async () => {} },
        sms: {
          send: async (message) => {
            smsAttempts += 1;
            if (message.to === '905550000001')
              throw new DeliveryError('invalid number', { permanent: true });
            if (smsAttempts === 1) throw new Error('gateway busy');
          },
        },
      },
    });
    const message = { body: 'Kod: 123456', locale: 'tr' as const };
    await sender.send({ ...message, channel: 'sms', to: '905550000000' });
    await sender.settled();
    await sender.send({ ...message, channel: 'sms', to: '905550000001' });
    await sender.send({ ...message, channel: 'email', to: 'metrics@example.com', subject: 'Hi' });
    await sender.settled();

    const end = await samples();
    const grew = (name: string, labels?: Record<string, string>) =>
      end(name, labels) - (Number.isNaN(start(name, labels)) ? 0 : start(name, labels));

    const balance = { method: 'GET', route: '/api/user/balance' };
    expect(grew('zar_http_request_duration_seconds_count', balance)).toBe(balanceCalls);
    expect(end('zar_http_request_duration_seconds_bucket', { ...balance, le: '+Inf' })).toBe(
      end('zar_http_request_duration_seconds_count', balance),
    );
    expect(end('zar_http_request_duration_seconds_sum', balance)).toBeGreaterThan(0);
    const login = { method: 'POST', route: '/api/auth/login' };
    expect(grew('zar_http_errors_total', { ...login, status_class: '4xx' })).toBe(8);
    expect(end('zar_http_errors_total', { ...login, status_class: '5xx' })).toBeNaN();
    expect(grew('zar_http_errors_total', { route: unmatchedRoute, status_class: '4xx' })).toBe(1);

    expect(end('zar_db_pool_connections')).toBe(1);
    expect(end('zar_db_pool_idle_connections')).toBe(1);
    expect(end('zar_db_pool_waiting')).toBe(0);
    expect(end('zar_hub_sockets')).toBe(0);
    expect(end('zar_hub_push_backlog')).toBe(0);
    expect(end('zar_hub_buffered_bytes')).toBe(0);

    expect(grew('zar_wallet_ledger_entries_total', { kind: 'deposit', pocket: 'cash' })).toBe(1);
    expect(grew('zar_wallet_ledger_entries_total', { kind: 'bet' })).toBe(1);

    expect(grew('zar_rate_limit_trips_total', { rule: 'login-account' })).toBeGreaterThan(0);
    expect(grew('zar_challenges_issued_total', { purpose: 'login' })).toBeGreaterThanOrEqual(2);
    expect(grew('zar_challenge_solutions_total', { purpose: 'login', outcome: 'accepted' })).toBe(
      1,
    );

    expect(grew('zar_message_deliveries_total', { channel: 'email', outcome: 'recorded' })).toBe(1);
    expect(grew('zar_message_deliveries_total', { channel: 'email', outcome: 'sent' })).toBe(1);
    expect(grew('zar_message_deliveries_total', { channel: 'sms', outcome: 'retried' })).toBe(1);
    expect(grew('zar_message_deliveries_total', { channel: 'sms', outcome: 'sent' })).toBe(1);
    expect(grew('zar_message_deliveries_total', { channel: 'sms', outcome: 'failed' })).toBe(1);

    expect(end('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});
