import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handling';

const apps: ReturnType<typeof Fastify>[] = [];

function testApp(fallback?: Parameters<typeof registerErrorHandling>[1]) {
  const app = Fastify();
  registerErrorHandling(app, fallback);
  app.post('/api/test/echo', async (request) => ({
    success: true,
    message: null,
    data: request.body,
  }));
  app.get('/api/test/pool-busy', async () => {
    // What pg-pool throws when no connection frees up within connectionTimeoutMillis.
    throw new Error('timeout exceeded when trying to connect');
  });
  app.get('/api/test/explode', async () => {
    throw new Error('connection to 10.0.0.5 refused by secret-host');
  });
  apps.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('registerErrorHandling', () => {
  it('answers malformed JSON with a localised 400 envelope', async () => {
    const app = testApp();

    const turkish = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "ayse",',
    });
    const english = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', locale: 'en' },
      payload: '{oops}',
    });

    expect(turkish.statusCode).toBe(400);
    expect(turkish.json()).toEqual({
      success: false,
      message: 'İstek gövdesi geçerli bir JSON değil.',
      data: null,
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers an unknown API route with a localised 404 envelope', async () => {
    const app = testApp();

    const turkish = await app.inject({ method: 'GET', url: '/api/no/such/call?token=abc' });
    const english = await app.inject({
      method: 'POST',
      url: '/api/no/such/call',
      headers: { locale: 'en' },
      payload: {},
    });

    expect(turkish.statusCode).toBe(404);
    expect(turkish.json()).toEqual({
      success: false,
      message: 'İstenen adres bulunamadı.',
      data: null,
    });
    expect(english.statusCode).toBe(404);
    expect(english.json().message).toBe('The requested address was not found.');
  });

  it('answers a burst the database pool cannot take with 503, Retry-After and a localised message', async () => {
    const app = testApp();
    const turkish = await app.inject({ method: 'GET', url: '/api/test/pool-busy' });
    const english = await app.inject({
      method: 'GET',
      url: '/api/test/pool-busy',
      headers: { locale: 'en' },
    });
    expect(turkish.statusCode).toBe(503);
    expect(turkish.headers['retry-after']).toBe('1');
    expect(turkish.json()).toEqual({
      success: false,
      message: 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.',
      data: null,
    });
    expect(english.json().message).toBe(
      'The server is very busy right now. Please try again in a few seconds.',
    );
  });

  it('never sends the error text or stack of an unexpected failure', async () => {
    const app = testApp();

    const response = await app.inject({
      method: 'GET',
      url: '/api/test/explode',
      headers: { locale: 'en' },
    });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      data: null,
    });
    expect(response.body).not.toMatch(/secret-host|10\.0\.0\.5|at .*\.ts/);
  });

  it('gives API and hub paths the 404 envelope and other paths to the fallback', async () => {
    const app = testApp({
      fallback: (_request, reply) => reply.code(200).type('text/html').send('<p>site</p>'),
    });

    const page = await app.inject({ method: 'GET', url: '/dashboard/account' });
    const api = await app.inject({ method: 'GET', url: '/api' });
    const hub = await app.inject({ method: 'GET', url: '/hub/unknown' });
    const shouted = await app.inject({ method: 'GET', url: '/API/CMS/GROUPED' });
    const mixed = await app.inject({
      method: 'POST',
      url: '/Hub/FrNotify',
      headers: { locale: 'en' },
    });

    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>site</p>');
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
    expect(hub.statusCode).toBe(404);
    expect(hub.json().success).toBe(false);
    expect(shouted.statusCode).toBe(404);
    expect(shouted.json().message).toBe('İstenen adres bulunamadı.');
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe('The requested address was not found.');
  });
});
