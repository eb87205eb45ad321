import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../test-app';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await openTestApp({ seed: false }));
});
afterAll(async () => {
  await close();
});

function post(path: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/sportsbook/demo/api/${path}`,
    headers: { 'content-type': 'text/plain', origin: 'null' },
    payload: JSON.stringify(body),
  });
}

describe('the demo sportsbook over HTTP', () => {
  it('lists upcoming, live and e-sports matches with their markets, for visitors too', async () => {
    for (const section of ['sports', 'live', 'esports'] as const) {
      const response = await post('events', { section, lang: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const { events } = response.json().data;
      expect(events.length, section).toBeGreaterThan(0);
      expect(events[0].markets.map((market: { kind: string }) => market.kind).sort()).toEqual(
        expect.arrayContaining(events[0].suspended ? [] : ['handicap', 'result', 'total']),
      );
    }
    const live = (await post('events', { section: 'live' })).json().data.events;
    expect(
      live.every((event: { state: { status: string } }) => event.state.status === 'live'),
    ).toBe(true);
  });

  it('asks a visitor to log in before a bet, and refuses a malformed slip', async () => {
    const visitor = await post('place', { betId: crypto.randomUUID(), stake: 100, selections: [] });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, login: true });
    const malformed = await post('place', {
      token: 'x',
      betId: 'not-a-uuid',
      stake: 100,
      selections: [],
    });
    expect(malformed.statusCode).toBe(400);
    expect((await post('bets', { token: 'unknown' })).statusCode).toBe(401);
  });
});
