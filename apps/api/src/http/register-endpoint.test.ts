import { defineEndpoint, envelope } from '@zar/api-client/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { ApiError } from './api-error';
import { registerErrorHandling } from './error-handling';
import type { PlayerSession } from './player-session';
import { type EndpointHandler, registerEndpoint } from './register-endpoint';

const signUp = defineEndpoint({
  method: 'POST',
  path: 'test/sign-up',
  request: z.object({
    username: z.string().min(3),
    age: z.number().int(),
    nickname: z.string().min(2, 'validation.minLength').optional(),
  }),
  response: envelope(z.object({ greeting: z.string() })),
  auth: false,
  effect: 'write',
});

const search = defineEndpoint({
  method: 'GET',
  path: 'test/search',
  request: z.object({
    page: z.number().int().min(1).optional(),
    onlyNew: z.boolean(),
    name: z.string(),
    ids: z.array(z.number()).optional(),
    sort: z.enum(['name', 'date']).optional(),
  }),
  response: envelope(
    z.object({
      page: z.number().optional(),
      onlyNew: z.boolean(),
      name: z.string(),
      ids: z.array(z.number()).optional(),
      sort: z.string().optional(),
    }),
  ),
  auth: false,
  effect: 'read',
});

const apps: ReturnType<typeof Fastify>[] = [];

function testApp(contractChecks = true) {
  const app = Fastify();
  app.decorate('contractChecks', contractChecks);
  registerErrorHandling(app);
  apps.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A logged-in endpoint at `path` that answers the session's player id. */
function mountWhoAmI(app: FastifyInstance, path: string) {
  const whoAmI = defineEndpoint({
    method: 'GET',
    path,
    request: z.object({}),
    response: envelope(z.object({ playerId: z.number() })),
    auth: true,
    effect: 'read',
  });
  registerEndpoint(app, whoAmI, (_input, { session }) => ({
    success: true,
    message: null,
    data: { playerId: session?.playerId ?? 0 },
  }));
}

describe('registerEndpoint', () => {
  it('mounts the endpoint under /api and hands the handler the parsed body', async () => {
    const app = testApp();
    registerEndpoint(app, signUp, (input) => ({
      success: true,
      message: null,
      data: { greeting: `Merhaba ${input.username}, ${input.age}` },
    }));

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      payload: { username: 'ayse', age: 30 },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: null,
      data: { greeting: 'Merhaba ayse, 30' },
    });
  });

  it('answers 400 naming the missing field, in Turkish by default and in English on request', async () => {
    const app = testApp();
    let called = false;
    registerEndpoint(app, signUp, () => {
      called = true;
      return { success: true, message: null, data: { greeting: '' } };
    });

    const turkish = await app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      payload: { age: 30 },
    });
    const english = await app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      headers: { locale: 'en' },
      payload: { age: 30 },
    });

    expect(turkish.statusCode).toBe(400);
    expect(turkish.json()).toEqual({
      success: false,
      message: '"username" alanı zorunludur.',
      data: null,
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('The field "username" is required.');
    expect(called).toBe(false);
  });

  it('says why a present field is invalid, translating the contract message keys', async () => {
    const app = testApp();
    registerEndpoint(app, signUp, () => ({ success: true, message: null, data: { greeting: '' } }));

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      headers: { locale: 'en-GB' },
      payload: { username: 'ayse', age: 'thirty' },
    });
    const keyed = await app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      payload: { username: 'ayse', age: 30, nickname: 'a' },
    });

    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^The field "age" is invalid: .*number/);
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json().message).toBe('"nickname" alanı geçersiz: En az 2 karakter girin.');
  });

  it('turns query text into the numbers, booleans and arrays the GET schema wants', async () => {
    const app = testApp();
    registerEndpoint(app, search, (input) => ({ success: true, message: null, data: input }));

    const response = await app.inject({
      method: 'GET',
      url: '/api/test/search?page=2&onlyNew=true&name=42&ids=7&sort=date&access_token=x',
    });
    const repeated = await app.inject({
      method: 'GET',
      url: '/api/test/search?onlyNew=false&name=slot&ids=1&ids=2.5&page=',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      page: 2,
      onlyNew: true,
      name: '42',
      ids: [7],
      sort: 'date',
    });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().data).toEqual({ onlyNew: false, name: 'slot', ids: [1, 2.5] });
  });

  it('answers 400 for query text that is not what the schema wants', async () => {
    const app = testApp();
    registerEndpoint(app, search, (input) => ({ success: true, message: null, data: input }));

    const response = await app.inject({
      method: 'GET',
      url: '/api/test/search?onlyNew=yes&name=slot',
      headers: { locale: 'en' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The field "onlyNew" is invalid: .*boolean/);
  });

  it('answers 400 naming the field when any text holds a NUL character, which the database cannot store', async () => {
    const app = testApp();
    let called = false;
    registerEndpoint(app, signUp, () => {
      called = true;
      return { success: true, message: null, data: { greeting: '' } };
    });
    registerEndpoint(app, search, (input) => {
      called = true;
      return { success: true, message: null, data: input };
    });

    const body = await app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      payload: { username: 'ayse\u0000', age: 30 },
    });
    const query = await app.inject({
      method: 'GET',
      url: '/api/test/search?onlyNew=true&name=slot%00',
      headers: { locale: 'en' },
    });

    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      success: false,
      message: '"username" alanı geçersiz: NUL karakteri içeremez.',
      data: null,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(
      'The field "name" is invalid: it must not contain a NUL character.',
    );
    expect(called).toBe(false);
  });

  it('turns an answer that breaks the contract into a logged 500 outside production', async () => {
    const app = testApp(true);
    registerEndpoint(app, signUp, () => ({
      success: true,
      message: null,
      data: { greeting: 42 } as unknown as { greeting: string },
    }));

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      payload: { username: 'ayse', age: 30 },
    });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
      data: null,
    });
  });

  it('sends the answer unchecked in production', async () => {
    const app = testApp(false);
    registerEndpoint(app, signUp, () => ({
      success: true,
      message: null,
      data: { greeting: 42 } as unknown as { greeting: string },
    }));

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      payload: { username: 'ayse', age: 30 },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ greeting: 42 });
  });

  it('answers an ApiError with its status and its message in the request language', async () => {
    const app = testApp();
    registerEndpoint(app, signUp, () => {
      throw new ApiError({
        status: 409,
        code: 'username_taken',
        text: { tr: '{name} kullanılıyor.', en: '{name} is taken.' },
        params: { name: 'ayse' },
      });
    });

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      headers: { locale: 'en' },
      payload: { username: 'ayse', age: 30 },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'ayse is taken.', data: null });
  });

  it('refuses to mount an endpoint that needs a logged-in player before sessions exist', () => {
    const app = testApp();
    const wallet = defineEndpoint({ ...search, path: 'test/wallet', auth: true });

    expect(() =>
      registerEndpoint(app, wallet, (input) => ({ success: true, message: null, data: input })),
    ).toThrow(/needs a logged-in player/);
  });

  it('answers 401 without a live session and hands the handler the session otherwise', async () => {
    const app = testApp();
    app.decorate('sessionResolver', async (token: string) =>
      token === 'good-token' ? { playerId: 7, sessionId: 3 } : null,
    );
    mountWhoAmI(app, 'test/who-am-i');

    const missing = await app.inject({ method: 'GET', url: '/api/test/who-am-i' });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/test/who-am-i',
      headers: { authorization: 'Bearer bad-token', locale: 'en' },
    });
    const known = await app.inject({
      method: 'GET',
      url: '/api/test/who-am-i',
      headers: { authorization: 'Bearer good-token' },
    });

    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      success: false,
      message: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.',
      data: null,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Your session has ended, please log in again.');
    expect(known.json()).toEqual({ success: true, message: null, data: { playerId: 7 } });
  });

  it("resolves the token with an endpoint's own resolver when it has one, and 401s its null", async () => {
    const app = testApp();
    const appResolved: string[] = [];
    app.decorate('sessionResolver', async (token: string) => {
      appResolved.push(token);
      return { playerId: 7, sessionId: 3 };
    });
    const balanceLike = defineEndpoint({
      method: 'GET',
      path: 'test/balance-like',
      request: z.object({}),
      response: envelope(z.object({ value: z.number() })),
      auth: true,
      effect: 'read',
    });
    const withValue = async (token: string) =>
      token === 'good-token' ? { playerId: 7, sessionId: 3, value: 42 } : null;
    registerEndpoint(
      app,
      balanceLike,
      (_input, { session }) => ({
        success: true,
        message: null,
        data: { value: session?.value ?? 0 },
      }),
      { sessionResolver: withValue },
    );

    const known = await app.inject({
      method: 'GET',
      url: '/api/test/balance-like',
      headers: { authorization: 'Bearer good-token' },
    });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/test/balance-like',
      headers: { authorization: 'Bearer bad-token' },
    });

    expect(known.json()).toEqual({ success: true, message: null, data: { value: 42 } });
    expect(unknown.statusCode).toBe(401);
    expect(appResolved).toEqual([]);
  });

  it('takes a session found at once, without a promise, and a refusal thrown at once', async () => {
    const app = testApp();
    app.decorate('sessionResolver', (token: string) => {
      if (token === 'timed-out') {
        throw new ApiError({
          status: 401,
          code: 'session_time_limit',
          text: 'serverHttp:sessionRequired',
        });
      }
      return token === 'good-token' ? { playerId: 7, sessionId: 3 } : null;
    });
    mountWhoAmI(app, 'test/who-am-i-now');
    const call = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/test/who-am-i-now',
        headers: { authorization: `Bearer ${token}` },
      });

    const known = await call('good-token');
    const unknown = await call('bad-token');
    const refused = await call('timed-out');

    expect(known.json()).toEqual({ success: true, message: null, data: { playerId: 7 } });
    expect(unknown.statusCode).toBe(401);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, data: null });
  });

  it('answers 401 to a call without a live session before reading its body', async () => {
    const app = testApp();
    app.decorate('sessionResolver', async (token: string) =>
      token === 'good-token' ? { playerId: 7, sessionId: 3 } : null,
    );
    const claim = defineEndpoint({
      method: 'POST',
      path: 'test/claim',
      request: z.object({ id: z.number() }),
      response: envelope(z.object({ id: z.number() })),
      auth: true,
      effect: 'write',
    });
    registerEndpoint(app, claim, ({ id }) => ({ success: true, message: null, data: { id } }));
    const post = (payload: string, contentType: string, token?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test/claim',
        headers: {
          'content-type': contentType,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload,
      });

    const malformed = await post('{"id":', 'application/json');
    const foreign = await post('id=1', 'text/plain', 'bad-token');
    const oversized = await post(
      JSON.stringify({ id: 1, pad: 'x'.repeat(1_100_000) }),
      'application/json',
    );
    const malformedWithSession = await post('{"id":', 'application/json', 'good-token');

    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().message).toBe('Oturumunuz sona erdi, lütfen tekrar giriş yapın.');
    expect(foreign.statusCode).toBe(401);
    expect(oversized.statusCode).toBe(401);
    expect(malformedWithSession.statusCode).toBe(400);
  });
});

describe('the session a handler gets', () => {
  const loggedIn = defineEndpoint({
    method: 'GET',
    path: 'typed/logged-in',
    request: z.object({}),
    response: envelope(z.null()),
    auth: true,
    effect: 'read',
  });
  const open = defineEndpoint({ ...loggedIn, path: 'typed/open', auth: false });

  it('is there by type for a logged-in call, and null for an open one', () => {
    type LoggedInContext = Parameters<EndpointHandler<typeof loggedIn>>[1];
    type OpenContext = Parameters<EndpointHandler<typeof open>>[1];
    expectTypeOf<LoggedInContext['session']>().toEqualTypeOf<PlayerSession>();
    expectTypeOf<OpenContext['session']>().toEqualTypeOf<null>();
  });
});
