import { randomBytes } from 'node:crypto';
import {
  challengeRequiredEnvelope,
  challengeRequiredStatus,
  type Endpoint,
  type EndpointName,
  endpointEntries,
} from '@zar/api-client/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../accounts';
import { signUp } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { postgresUnavailableReason } from '../db/test-database';
import { openTestApp } from '../test-app';
import { bodyLimitOf, maxBodyDepth, nestsDeeperThan } from './body-limits';
import { hostileValue } from './contract-inputs';

/**
 * Contract fuzzing (issue 11, item 1): for every endpoint of the contract, fast-check sends
 * malformed, boundary and hostile requests as a visitor, a logged-in player and holders of dead
 * or forged tokens. No answer is a 5xx or leaks internals; every refusal is the localised
 * `{ success: false, message }` envelope; and requests the contract refuses write nothing.
 * `FUZZ_RUNS` multiplies the runs per endpoint for a longer session.
 */

const runScale = Number(process.env.FUZZ_RUNS ?? 1);
/** Refused requests per endpoint and identity (each sent in Turkish and in English). */
const refusedRuns = Math.round(6 * runScale);
/** Hostile but possibly valid requests per endpoint and identity. */
const acceptedRuns = Math.round(6 * runScale);

/** Tables whose rows may change on a refused request: attempt counters only. */
const tablesAllowedToChange = new Set(['rate_limit']);

type Identity =
  | 'visitor'
  | 'player'
  | 'forged token'
  | 'logged-out token'
  | 'idle-expired token'
  | 'other browser'
  | 'malformed authorization';
/** Callers with no live session; each refused run picks one. */
const deadSessions: Identity[] = [
  'forged token',
  'logged-out token',
  'idle-expired token',
  'other browser',
  'malformed authorization',
];
const callers: fc.Arbitrary<Identity>[] = [
  fc.constant('visitor'),
  fc.constant('player'),
  fc.constantFrom(...deadSessions),
];

/** One request as the fuzzer sends it, and the status the contract promises for it. */
interface FuzzRequest {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  /** Headers besides the caller's, e.g. a malformed `idempotency-key`. */
  headers?: Record<string, string>;
  /** The status (or one of the statuses), or `handled`: below 500 with a well-formed envelope. */
  expected: number | number[] | 'handled';
  kind: string;
}

/** Internals that must never reach a response body. */
const leaks = [
  /\n\s+at /,
  /[/\\](?:src|node_modules|dist)[/\\]/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError)\b/,
  /\b(?:relation|column) "/,
  /\b(?:syntax error at|violates|duplicate key|invalid input syntax|invalid byte sequence)\b/i,
  /\b(?:PGlite|kysely|fastify|FST_ERR)\b/i,
];

/** Letters only Turkish has, expected in every Turkish sentence of the API and in no English one. */
const turkishLetters = /[çğıİöşüÇĞÖŞÜ]/;
/** The `locale` header (and Accept-Language) of each request. */
const languages = fc.constantFrom('tr', 'en');

const fakeHasher: PasswordHasher = {
  // Fuzzed logins and sign-ups must not wait for argon2; the hash itself is not under test.
  hash: async (password) => `test$${Buffer.from(password).toString('base64')}`,
  verify: async (hash, password) => hash === `test$${Buffer.from(password).toString('base64')}`,
};

const postgresSkipReason = process.env.FUZZ_POSTGRES
  ? await postgresUnavailableReason()
  : 'set FUZZ_POSTGRES=1';
const engines = [
  { kind: 'pglite' as const, skipReason: null },
  { kind: 'postgres' as const, skipReason: postgresSkipReason },
];

for (const { kind, skipReason } of engines) {
  describe.skipIf(skipReason !== null)(
    `contract fuzzing on ${kind}${skipReason ? ` (skipped: ${skipReason})` : ''}`,
    () => {
      let testApp: Awaited<ReturnType<typeof openTestApp>>;
      let now = new Date('2026-05-01T12:00:00Z');
      const tokens = {} as Record<'player' | 'logged-out token' | 'idle-expired token', string>;
      const sent = new Map<EndpointName, number>();
      let requestCount = 0;
      /** Warnings and errors the server logged; a bug shows here too. */
      const serverErrors: string[] = [];

      beforeAll(async () => {
        testApp = await openTestApp({
          kind,
          app: { clock: () => now, passwordHasher: fakeHasher },
          log: { level: 'warn', stream: { write: (line) => serverErrors.push(line) } },
        });
        tokens.player = (await signUp(testApp.app)).token;
        const loggedOut = (await signUp(testApp.app)).token;
        await send({ method: 'GET', url: '/api/auth/logout' }, 'player', 'tr', loggedOut);
        tokens['logged-out token'] = loggedOut;
        // A session last seen 31 days ago is past the 30-day idle limit.
        const today = now;
        now = new Date(today.getTime() - 31 * 24 * 60 * 60_000);
        tokens['idle-expired token'] = (await signUp(testApp.app)).token;
        now = today;
      });
      afterAll(async () => {
        console.info(`contract fuzzing on ${kind}: ${requestCount} requests`);
        await testApp?.close();
      });

      function headersOf(identity: Identity, locale: string, token?: string) {
        const headers: Record<string, string> = { locale, 'accept-language': locale };
        headers.fingerprint = identity === 'other browser' ? 'browser-z' : 'browser-a';
        switch (identity) {
          case 'visitor':
            break;
          case 'forged token':
            headers.authorization = `Bearer ${randomBytes(32).toString('base64url')}`;
            break;
          case 'malformed authorization':
            headers.authorization = `Basic ${Buffer.from('demo1:secret1').toString('base64')}`;
            break;
          case 'other browser':
            headers.authorization = `Bearer ${token ?? tokens.player}`;
            break;
          default:
            headers.authorization = `Bearer ${token ?? tokens[identity]}`;
        }
        return headers;
      }

      async function send(
        request: Pick<FuzzRequest, 'method' | 'url' | 'contentType' | 'payload' | 'headers'>,
        identity: Identity,
        locale: string,
        token?: string,
      ): Promise<LightMyRequestResponse> {
        requestCount += 1;
        const headers = { ...request.headers, ...headersOf(identity, locale, token) };
        if (request.contentType) headers['content-type'] = request.contentType;
        return testApp.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
      }

      it('serves every endpoint of the contract', () => {
        for (const [name, endpoint] of endpointEntries()) {
          expect(
            testApp.app.hasRoute({ method: endpoint.method, url: `/api/${endpoint.path}` }),
            name,
          ).toBe(true);
        }
      });

      it('refuses malformed requests to every endpoint with a localised 4xx envelope and writes nothing', async () => {
        const before = await snapshot(testApp.database.db);
        for (const [name, endpoint] of endpointEntries()) {
          for (const caller of callers) {
            const requests = caller.chain((identity) =>
              refusedRequest(endpoint, identity).map((request) => ({ identity, request })),
            );
            await fc.assert(
              fc.asyncProperty(requests, languages, async ({ identity, request }, locale) => {
                if (request.expected === 'handled') return; // valid: the next test sends it
                sent.set(name, (sent.get(name) ?? 0) + 1);
                const context = `${name} as ${identity} in ${locale}: ${summary(request)}`;
                const message = checkAnswer(
                  await send(request, identity, locale),
                  request,
                  context,
                );
                // Every Turkish sentence of the API has a letter only Turkish has; no English one does.
                if (locale === 'tr') expect(message, context).toMatch(turkishLetters);
                else expect(message, context).not.toMatch(turkishLetters);
              }),
              { numRuns: refusedRuns },
            );
          }
        }
        expect(await snapshot(testApp.database.db)).toEqual(before);
        for (const [name] of endpointEntries()) {
          expect(sent.get(name) ?? 0, `${name} got no refused request`).toBeGreaterThan(0);
        }
      }, 120_000);

      it('writes nothing on a well-formed call of a read (the contract says `effect: read`)', async () => {
        // A player of their own, with a wallet untouched: a read that opened one (bonus/active did)
        // or stamped anything would change the snapshot.
        tokens.player = (await signUp(testApp.app)).token;
        const before = await snapshot(testApp.database.db);
        const reads = endpointEntries().filter(([, endpoint]) => endpoint.effect === 'read');
        let answered = 0;
        for (const [name, endpoint] of reads) {
          await fc.assert(
            fc.asyncProperty(
              acceptedRequest(endpoint, 'player'),
              languages,
              async (request, locale) => {
                const response = await send(request, 'player', locale);
                checkAnswer(response, request, `${name}: ${summary(request)}`);
                if (response.statusCode === 200) answered += 1;
              },
            ),
            { numRuns: 3 },
          );
        }
        expect(answered).toBeGreaterThan(reads.length);
        expect(await snapshot(testApp.database.db)).toEqual(before);
      }, 120_000);

      it('answers hostile but well-formed requests to every endpoint without a 5xx', async () => {
        for (const [name, endpoint] of endpointEntries()) {
          for (const identity of ['visitor', 'player'] as const) {
            await fc.assert(
              fc.asyncProperty(
                acceptedRequest(endpoint, identity),
                languages,
                async (request, locale) => {
                  const context = `${name} as ${identity}: ${summary(request)}`;
                  const response = await send(request, identity, locale);
                  checkAnswer(response, request, context);
                  if (identity === 'player' && endpoint.auth && response.statusCode < 300) {
                    // A valid logout, time-out or self-exclusion may have ended the session.
                    const check = await send(
                      { method: 'GET', url: '/api/user/balance' },
                      'player',
                      locale,
                    );
                    if (check.statusCode === 401) tokens.player = (await signUp(testApp.app)).token;
                  }
                },
              ),
              { numRuns: acceptedRuns },
            );
          }
        }
      }, 120_000);
    },
  );
}

/** Requests that should be refused: bad bodies, bad methods, bad paths, missing sessions. */
function refusedRequest(endpoint: Endpoint, identity: Identity): fc.Arbitrary<FuzzRequest> {
  const loggedIn = identity === 'player';
  const url = `/api/${endpoint.path}`;
  const sessionFirst = endpoint.auth && !loggedIn;
  const bodies =
    endpoint.method === 'POST'
      ? [
          hostileValue(endpoint.request).map((value) =>
            jsonRequest(endpoint, JSON.stringify(value) ?? 'null', identity),
          ),
          rawBody.map(
            (payload): FuzzRequest =>
              isJson(payload)
                ? jsonRequest(endpoint, payload, identity)
                : {
                    method: 'POST',
                    url,
                    contentType: 'application/json',
                    payload,
                    expected: sessionFirst ? 401 : 400,
                    kind: 'malformed JSON',
                  },
          ),
          fc.constantFrom(...foreignContentTypes).map(
            ([contentType, status]): FuzzRequest => ({
              method: 'POST',
              url,
              contentType,
              payload: 'username=demo1&password=secret1',
              expected: sessionFirst ? 401 : status,
              kind: 'wrong content type',
            }),
          ),
          fc.constant<FuzzRequest>({
            method: 'POST',
            url,
            contentType: 'application/json',
            payload: JSON.stringify({ filler: 'x'.repeat(1_100_000) }),
            expected: sessionFirst ? 401 : 413,
            kind: 'oversized body',
          }),
          ...declaredHeaders(endpoint).map((name) =>
            fc
              .tuple(hostileValue(endpoint.request), badHeaderValue)
              .map(([value, header]): FuzzRequest => {
                const request = jsonRequest(endpoint, JSON.stringify(value) ?? 'null', identity);
                return {
                  ...request,
                  headers: { [name]: header },
                  // The body's size is checked as it arrives, before any header is read: a body
                  // past the endpoint's limit is a 413 whatever its headers say.
                  expected: sessionFirst ? 401 : request.expected === 413 ? 413 : 400,
                  kind: `bad ${name} header`,
                };
              }),
          ),
        ]
      : [
          fc.tuple(hostileValue(endpoint.request), badQuery).map(
            ([value, raw]): FuzzRequest => ({
              method: 'GET',
              url: `${url}?${toQuery(value)}${raw}`,
              expected: sessionFirst ? 401 : 'handled',
              kind: 'query',
            }),
          ),
        ];
  const served = new Set(
    endpointEntries()
      .filter(([, other]) => other.path === endpoint.path)
      .map(([, other]) => other.method),
  );
  const wrongMethod = fc
    .constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH')
    .filter((method) => !served.has(method as Endpoint['method']))
    .map((method): FuzzRequest => ({ method, url, expected: 404, kind: 'wrong method' }));
  const wrongPath = fc
    .constantFrom<[string, number | number[]]>(
      [`${url}/`, 404],
      [`${url}/x`, 404],
      [url.toUpperCase(), 404],
      [`${url}/..%2f..%2fhealth`, 404],
      // Fastify refuses a path that decodes to a NUL character as a bad URL.
      [`${url}%00`, [400, 404]],
    )
    .filter(([path]) => path !== url)
    .map(
      ([path, expected]): FuzzRequest => ({
        method: endpoint.method,
        url: path,
        expected,
        kind: 'unknown path',
      }),
    );
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...bodies) }, wrongMethod, wrongPath);
}

/** Hostile requests the contract may accept; they reach the handlers. */
function acceptedRequest(
  endpoint: Endpoint,
  identity: 'visitor' | 'player',
): fc.Arbitrary<FuzzRequest> {
  const url = `/api/${endpoint.path}`;
  if (endpoint.method === 'GET') {
    return hostileValue(endpoint.request).map((value) => ({
      method: 'GET',
      url: `${url}?${toQuery(value)}`,
      expected: endpoint.auth && identity === 'visitor' ? 401 : 'handled',
      kind: 'query',
    }));
  }
  return hostileValue(endpoint.request).map((value) =>
    jsonRequest(endpoint, JSON.stringify(value) ?? 'null', identity),
  );
}

/**
 * A JSON body, refused (400) unless the request schema accepts what the server will parse. A body
 * past the endpoint's limit is a 413, and one nested deeper than the limit a 400, before any
 * schema sees it.
 */
function jsonRequest(endpoint: Endpoint, payload: string, identity: Identity): FuzzRequest {
  const received: unknown = JSON.parse(payload);
  const sessionFirst = endpoint.auth && identity !== 'player';
  const valid = !hasPrototypeKey(received) && endpoint.request.safeParse(received ?? {}).success;
  const tooLarge = Buffer.byteLength(payload) > bodyLimitOf(endpoint.request);
  const tooDeep = nestsDeeperThan(payload, maxBodyDepth);
  return {
    method: 'POST',
    url: `/api/${endpoint.path}`,
    contentType: 'application/json',
    payload,
    expected: sessionFirst ? 401 : tooLarge ? 413 : tooDeep || !valid ? 400 : 'handled',
    kind: tooLarge
      ? 'oversized JSON'
      : tooDeep
        ? 'too deep JSON'
        : valid
          ? 'valid JSON'
          : 'invalid JSON',
  };
}

/** JSON bodies the server's parser refuses: Fastify rejects prototype keys outright. */
function hasPrototypeKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '__proto__') return true;
    if (
      key === 'constructor' &&
      typeof inner === 'object' &&
      inner !== null &&
      'prototype' in inner
    ) {
      return true;
    }
    if (hasPrototypeKey(inner)) return true;
  }
  return false;
}

const rawBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"username":',
    '{"a":1}}',
    "{'username':'demo1'}",
    '{username:"demo1"}',
    'NaN',
    'undefined',
    '\u0000',
    '{"a":1e400}',
    '{"id":123456789012345678901234567890}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":"\\ud800"',
    '\ufeff{"a":1}x',
    '[1,2,',
    '{"a":01}',
    '"unterminated',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).filter((text) => !isJson(text)),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Bodies that are not JSON, and the status each gets: Fastify reads text/plain as a string,
 * which no request schema accepts (400); it has no parser for the others (415).
 */
const foreignContentTypes: Array<[string, number]> = [
  ['text/plain', 400],
  ['text/plain; charset=utf-8', 400],
  ['application/x-www-form-urlencoded', 415],
  ['multipart/form-data; boundary=zar', 415],
  ['application/xml', 415],
  ['application/jsonx', 415],
];

const badQuery = fc.constantFrom(
  '',
  '&%',
  '&%zz=1',
  '&a[b]=1',
  '&__proto__[polluted]=1',
  '&constructor[prototype][polluted]=1',
  '&x=1&x=2&x=3',
  `&long=${'a'.repeat(5_000)}`,
  '&%00=%00',
  '&=',
);

/** The names of the headers an endpoint declares (`endpoint.headers`, a zod object). */
function declaredHeaders(endpoint: Endpoint): string[] {
  const schema = endpoint.headers;
  return schema && 'shape' in schema ? Object.keys(schema.shape as object) : [];
}

/** Header values no declared header accepts (an idempotency key is 16–128 of [A-Za-z0-9_.:-]). */
const badHeaderValue = fc.oneof(
  fc.constantFrom('short', 'x'.repeat(129), 'has spaces in it 0123456789', 'ünicode-0123456789abc'),
  fc.string({ minLength: 1, maxLength: 15 }).filter((text) => /^[\x21-\x7e]+$/.test(text)),
);

/** A value as a query string, the way a client would send it. */
function toQuery(value: unknown): string {
  const params = new URLSearchParams();
  if (typeof value !== 'object' || value === null) {
    params.append(String(value), '');
    return params.toString();
  }
  for (const [key, inner] of Object.entries(value)) {
    for (const item of Array.isArray(inner) ? inner : [inner]) {
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

function summary(request: FuzzRequest): string {
  const payload = request.payload ?? '';
  const shown =
    payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  const url = request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url;
  return `${request.kind}, ${request.method} ${url} ${request.contentType ?? ''} ${shown}`;
}

/**
 * The invariants of every answer: no 5xx, the promised status, a JSON envelope, no internals;
 * returns the failure message (empty for a success).
 */
function checkAnswer(
  response: LightMyRequestResponse,
  request: FuzzRequest,
  context: string,
): string {
  const status = response.statusCode;
  expect(status, `${context}: status ${status}, body ${response.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
  if (request.expected !== 'handled') {
    const expected = [request.expected].flat();
    expect(expected, `${context}: status ${status}, body ${response.body.slice(0, 300)}`).toContain(
      status,
    );
  }
  // A success may name what it serves (health names its database engine); a failure names nothing.
  for (const leak of status >= 400 ? leaks : leaks.slice(0, 3)) {
    expect(response.body, `${context}: the body leaks ${leak}`).not.toMatch(leak);
  }
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = response.json() as { success: unknown; message: unknown; data?: unknown };
  if (status >= 400) {
    expect(body.success, context).toBe(false);
    expect(typeof body.message, context).toBe('string');
    expect(String(body.message).trim(), context).not.toBe('');
    // Only a call past its attempt limits carries data: the challenge to solve, as the contract says.
    if (status === challengeRequiredStatus) {
      expect(challengeRequiredEnvelope.safeParse(body).success, context).toBe(true);
    } else {
      expect(body.data ?? null, context).toBeNull();
    }
    return String(body.message);
  }
  expect(body.success, context).toBe(true);
  return '';
}

/** The row count and a checksum of every table's rows, except attempt counters. */
async function snapshot(db: DatabaseHandle['db']): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name
  `.execute(db);
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (tablesAllowedToChange.has(name)) continue;
    const { rows } = await sql<{ count: string; checksum: string }>`
      select count(*)::text as count,
             md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as checksum
      from ${sql.table(name)} t
    `.execute(db);
    result[name] = `${rows[0]?.count} rows, ${rows[0]?.checksum}`;
  }
  return result;
}
