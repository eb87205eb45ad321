// @vitest-environment node
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { endpoints } from '../contract/endpoints';
import { envelope } from '../contract/envelope';
import { challengeRequiredStatus, type ProofOfWorkChallenge } from '../contract/proof-of-work';
import {
  demoSessionFixture,
  fixtureAnswers,
  fixtureHandlers,
  translationsFixture,
} from '../fixtures';
import { ApiError, isApiError, isBonusForfeitRequired, requiredChallenge } from './api-error';
import { type ApiClientOptions, createApiClient } from './create-api-client';

const baseUrl = 'http://zar.test/api/';
const session = demoSessionFixture;
// Static answers: these tests are about what the client sends and how it reads answers, not about
// the server (apps/api's own tests are). Translations follow the locale header the client sent.
const server = setupServer(
  http.get(`${baseUrl}cms/translationlist`, ({ request }) =>
    HttpResponse.json({
      success: true,
      message: null,
      data: translationsFixture[request.headers.get('locale') === 'en' ? 'en' : 'tr'],
    }),
  ),
  ...fixtureHandlers(baseUrl, { ...fixtureAnswers, login: session, withdraw: { id: 41 } }),
);

/** The API's refusal of an expired session, as it answers it. */
const sessionExpired = () =>
  HttpResponse.json(
    { success: false, message: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.', data: null },
    { status: 401 },
  );
const sent: Request[] = [];

server.events.on('request:start', ({ request }) => {
  sent.push(request.clone());
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl, getLocale: () => 'tr', contract: endpoints, ...options });
}

/** The rejection of a promise that must reject. */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!isApiError(outcome)) throw new Error(`Expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

describe('headers', () => {
  it('sends content type and locale, no Authorization or fingerprint when there are none', async () => {
    await client({ getToken: () => null, getFingerprint: () => undefined }).bootstrap();
    const [request] = sent;
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('locale')).toBe('tr');
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(request?.headers.has('fingerprint')).toBe(false);
  });

  it('sends the bearer token, the fingerprint and the current locale', async () => {
    const api = client({ getLocale: () => 'en', getFingerprint: async () => 'fp-1a2b3c' });
    const session = await api.login({ username: 'demo1', password: 'secret1' });
    const withToken = client({
      getToken: () => session.data.token,
      getLocale: () => 'en',
      getFingerprint: () => 'fp-1a2b3c',
    });
    await withToken.balance();
    const request = sent.at(-1);
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${session.data.token}`);
    expect(request?.headers.get('fingerprint')).toBe('fp-1a2b3c');
    expect(request?.headers.get('locale')).toBe('en');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the headers an endpoint declares, checked against the contract', async () => {
    const session = await client().login({ username: 'demo1', password: 'secret1' });
    const api = client({ getToken: () => session.data.token });
    const request = {
      id: 12,
      target: 'pay' as const,
      detail: { amount: 60, paparaNo: 1234567890 },
    };
    await api.withdraw(request, { headers: { 'idempotency-key': 'submission-0123456789abcdef' } });
    expect(sent.at(-1)?.headers.get('idempotency-key')).toBe('submission-0123456789abcdef');
    sent.length = 0;
    const badKey = await failureOf(
      api.withdraw(request, { headers: { 'idempotency-key': 'not a key' } }),
    );
    expect(badKey.code).toBe('invalid-input');
    const undeclared = await failureOf(api.balance({}, { headers: { 'x-other': '1' } as never }));
    expect(undeclared.code).toBe('invalid-input');
    expect(sent).toHaveLength(0);
  });

  it('lets one call override the locale', async () => {
    const result = await client().translations({}, { locale: 'en' });
    expect(sent[0]?.headers.get('locale')).toBe('en');
    expect(result.data).toContainEqual({ key: 'menu.sports', value: 'Sports' });
  });
});

describe('GET query and POST body', () => {
  const search = defineEndpoint({
    method: 'GET',
    path: 'test/search',
    request: z.object({
      ids: z.array(z.number()),
      live: z.boolean(),
      text: z.string().optional(),
      page: z.number().default(1),
    }),
    response: envelope(z.null()),
    auth: false,
    effect: 'read',
  });

  it('sends GET input as query parameters: arrays repeated, booleans as text, undefined left out', async () => {
    server.use(
      http.get(`${baseUrl}test/search`, () =>
        HttpResponse.json({ success: true, message: null, data: null }),
      ),
    );
    await client().call(search, { ids: [3, 5], live: false, text: undefined });
    const request = sent[0];
    expect(request?.method).toBe('GET');
    expect(new URL(request?.url ?? '').search).toBe('?ids=3&ids=5&live=false&page=1');
    expect(await request?.text()).toBe('');
  });

  it('sends POST input as a JSON body, after the schema filled defaults', async () => {
    await client().login({ username: 'demo1', password: 'secret1' });
    await client({ getToken: () => session.token }).notifications();
    const [login, notifications] = sent;
    expect(login?.method).toBe('POST');
    expect(login?.url).toBe(`${baseUrl}auth/login`);
    expect(await login?.json()).toEqual({ username: 'demo1', password: 'secret1' });
    expect(await notifications?.json()).toEqual({ skip: 0, take: 100 });
  });
});

describe('errors', () => {
  it('calls onUnauthorized on 401 and rejects with code unauthorized', async () => {
    server.use(http.get(`${baseUrl}user/balance`, sessionExpired));
    const onUnauthorized = vi.fn();
    const error = await failureOf(
      client({ getToken: () => 'expired-token', onUnauthorized }).balance(),
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('Oturumunuz sona erdi, lütfen tekrar giriş yapın.');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(error.message).toBe('Oturumunuz sona erdi, lütfen tekrar giriş yapın.');
  });

  it('passes the server message of another HTTP failure', async () => {
    server.use(
      http.get(`${baseUrl}cms/grouped`, () =>
        HttpResponse.json({ success: false, message: 'Sunucu bakımda.' }, { status: 503 }),
      ),
    );
    const onUnauthorized = vi.fn();
    const error = await failureOf(client({ onUnauthorized }).bootstrap());
    expect(error).toMatchObject({ code: 'http', status: 503, message: 'Sunucu bakımda.' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands over the challenge of a challenge-required answer, and nothing for other failures', async () => {
    const challenge: ProofOfWorkChallenge = {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: '0a1b',
        salt: '2c3d',
        cost: 1_000,
        keyLength: 32,
        keyPrefix: '4e5f',
      },
      signature: '6a7b',
    };
    server.use(
      http.post(`${baseUrl}auth/login`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Kısa bir doğrulama gerekiyor.',
            data: { reason: 'challenge_required', challenge },
          },
          { status: challengeRequiredStatus },
        ),
      ),
    );
    const asked = await failureOf(client().login({ username: 'demo1', password: 'secret1' }));
    expect(asked).toMatchObject({ code: 'http', status: 428 });
    expect(asked.message).toBe('Kısa bir doğrulama gerekiyor.');
    expect(requiredChallenge(asked)).toEqual(challenge);

    server.use(
      http.post(`${baseUrl}auth/login`, () =>
        HttpResponse.json({ success: false, message: 'Çok fazla deneme.' }, { status: 429 }),
      ),
    );
    const refused = await failureOf(client().login({ username: 'demo1', password: 'secret1' }));
    expect(requiredChallenge(refused)).toBeNull();
    expect(requiredChallenge(new Error('no API error'))).toBeNull();
  });

  it('tells a withdrawal refused to keep the active bonus (409) from other conflicts', () => {
    const conflict = (data: unknown) =>
      new ApiError('http', 'Çekim talebiniz bonusunuzu iptal eder.', {
        status: 409,
        cause: { success: false, message: 'x', data },
      });
    expect(isBonusForfeitRequired(conflict({ reason: 'bonus_forfeit_required' }))).toBe(true);
    expect(isBonusForfeitRequired(conflict({ code: 'bonus_forfeit_required' }))).toBe(true);
    expect(isBonusForfeitRequired(conflict(null))).toBe(true);
    expect(isBonusForfeitRequired(conflict({ reason: 'withdraw_not_cancellable' }))).toBe(false);
    expect(isBonusForfeitRequired(new ApiError('http', 'x', { status: 400 }))).toBe(false);
    expect(isBonusForfeitRequired(new Error('no API error'))).toBe(false);
  });

  it('describes a failure without a JSON body by its status', async () => {
    server.use(
      http.get(`${baseUrl}cms/grouped`, () => new HttpResponse('Bad Gateway', { status: 502 })),
    );
    const error = await failureOf(client().bootstrap());
    expect(error).toMatchObject({ code: 'http', status: 502 });
    expect(error.message).toContain('502');
  });

  it('rejects with code network when the request cannot be made', async () => {
    server.use(http.get(`${baseUrl}cms/grouped`, () => HttpResponse.error()));
    const error = await failureOf(client().bootstrap());
    expect(error).toMatchObject({ code: 'network', status: null });
    expect(error.cause).toBeDefined();
  });

  it('never passes on an answer that breaks the contract', async () => {
    server.use(
      http.get(`${baseUrl}user/balance`, () =>
        HttpResponse.json({
          success: true,
          message: null,
          data: { balance: '1.250,50', currency: 'TRY' },
        }),
      ),
    );
    const error = await failureOf(client().balance());
    expect(error).toMatchObject({ code: 'schema', status: 200 });
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('without the contract, sends the input as given and passes the answer on as sent', async () => {
    server.use(
      http.get(`${baseUrl}user/balance`, () =>
        HttpResponse.json({ success: true, message: null, data: { balance: 'any', extra: 1 } }),
      ),
    );
    const unchecked = client({ contract: undefined, getToken: () => 'token' });
    expect(await unchecked.balance()).toEqual({
      success: true,
      message: null,
      data: { balance: 'any', extra: 1 },
    });
    // The API judges the input: the empty username reaches it, and its refusal comes back.
    server.use(
      http.post(`${baseUrl}auth/login`, () =>
        HttpResponse.json(
          { success: false, message: 'Kullanıcı adı gerekli.', data: null },
          { status: 400 },
        ),
      ),
    );
    const error = await failureOf(unchecked.login({ username: '', password: 'secret1' }));
    expect(error.code).not.toBe('invalid-input');
    expect(await sent.at(-1)?.json()).toEqual({ username: '', password: 'secret1' });
  });

  it('rejects a 2xx answer with success false, with the server message', async () => {
    server.use(
      http.post(`${baseUrl}auth/login`, () =>
        HttpResponse.json({
          success: false,
          message: 'Kullanıcı adı veya şifre hatalı.',
          data: null,
        }),
      ),
    );
    const error = await failureOf(client().login({ username: 'demo1', password: 'yanlis1' }));
    expect(error).toMatchObject({
      code: 'rejected',
      status: 200,
      message: 'Kullanıcı adı veya şifre hatalı.',
    });
  });

  it('rejects invalid input without sending anything', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const error = await failureOf(client({ fetch }).login({ username: '', password: 'secret1' }));
    expect(error).toMatchObject({ code: 'invalid-input', status: null });
    expect(error.message).toContain('validation.required');
    expect(fetch).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it('rejects a missing input of a call that needs one', async () => {
    // @ts-expect-error login needs a username and a password
    const error = await failureOf(client().login());
    expect(error).toMatchObject({ code: 'invalid-input' });
    expect(sent).toHaveLength(0);
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = await client()
      .bootstrap({}, { signal: controller.signal })
      .catch((error: unknown) => error);
    expect(isApiError(outcome)).toBe(false);
    expect(outcome).toMatchObject({ name: 'AbortError' });
  });
});

describe('every endpoint', () => {
  it('is called with the method and path of its entry, GET input in the query, POST in the body', async () => {
    const requests: Request[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      requests.push(new Request(input, init));
      return Response.json({ success: true, message: null, data: null });
    });
    // Without the contract: no input checks, so every call goes out with the same probe input.
    const unchecked = createApiClient({ baseUrl, fetch, getToken: () => 'token' });
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const call = unchecked[name as keyof typeof endpoints] as (input: object) => Promise<unknown>;
      await call({ probe: 1 });
      const request = requests.at(-1);
      expect(request?.method, name).toBe(endpoint.method);
      const url = new URL(request?.url ?? '');
      expect(url.href.replace(url.search, ''), name).toBe(`${baseUrl}${endpoint.path}`);
      if (endpoint.method === 'GET') expect(url.search, name).toBe('?probe=1');
      else expect(await request?.json(), name).toEqual({ probe: 1 });
    }
    expect(requests).toHaveLength(Object.keys(endpoints).length);
  });
});

describe('base URL', () => {
  it('needs an absolute base outside a browser', () => {
    expect(() => createApiClient()).toThrow(/absolute/);
    expect(() => createApiClient({ baseUrl: './api/' })).toThrow(/absolute/);
  });

  it('adds the trailing slash and keeps the base path', async () => {
    const api = createApiClient({ baseUrl: 'http://zar.test/api' });
    expect(api.baseUrl).toBe(baseUrl);
    await api.categoryList();
    expect(sent[0]?.url).toBe(`${baseUrl}cms/categorylist`);
  });

  it('uses the given fetch', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ success: true, message: null, data: { balance: 10, currency: 'TRY' } }),
    );
    const result = await createApiClient({ baseUrl, fetch }).balance();
    expect(result.data.balance).toBe(10);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
