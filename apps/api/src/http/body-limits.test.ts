import { Readable } from 'node:stream';
import { endpointEntries } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { signUp } from '../accounts/test-players';
import { developmentGameWalletSecret } from '../config';
import { signatureHeader, signWalletBody } from '../game-wallet/hub88-wallet-routes';
import { openTestApp } from '../test-app';
import {
  bodyLimitOf,
  defaultBodyLimitBytes,
  largestJson,
  maxBodyDepth,
  nestsDeeperThan,
} from './body-limits';

/** Nested arrays `depth` deep: `[[[…]]]`. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** The attack of issue 20: arrays nested as deep as fits in just under 1 MiB (Fastify's old limit). */
const attackBody = nestedArrays(500_000);

let app: FastifyInstance;
let close: () => Promise<void>;
let playerToken: string;

beforeAll(async () => {
  ({ app, close } = await openTestApp());
  playerToken = (await signUp(app)).token;
});
afterAll(async () => {
  await close();
});

/** Every text `JSON.parse` was handed while `run` ran. */
async function parsedTexts(run: () => Promise<unknown>): Promise<string[]> {
  const parse = vi.spyOn(JSON, 'parse');
  try {
    await run();
    return parse.mock.calls.map(([text]) => String(text));
  } finally {
    parse.mockRestore();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the body limits and the nesting limit (issue 20)', () => {
  it('refuses the 1 MiB deeply nested body with a 413 in the request’s language, never parsing it', async () => {
    const answers: Array<{ status: number; body: string; connection: unknown }> = [];
    const texts = await parsedTexts(async () => {
      for (const locale of ['tr', 'en']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json', locale },
          payload: attackBody,
        });
        answers.push({
          status: response.statusCode,
          body: response.body,
          connection: response.headers.connection,
        });
      }
    });
    expect(texts.filter((text) => text.length > defaultBodyLimitBytes)).toEqual([]);
    expect(answers.map(({ status }) => status)).toEqual([413, 413]);
    // The rest of the body is not read to keep the connection alive.
    expect(answers.map(({ connection }) => connection)).toEqual(['close', 'close']);
    expect(answers.map(({ body }) => JSON.parse(body))).toEqual([
      { success: false, message: 'İstek gövdesi çok büyük.', data: null },
      { success: false, message: 'The request body is too large.', data: null },
    ]);
  });

  it('stops reading a body sent without a length at the limit, never parsing it', async () => {
    let sent = 0;
    const chunks = function* () {
      for (let offset = 0; offset < attackBody.length; offset += 16 * 1024) {
        const chunk = attackBody.slice(offset, offset + 16 * 1024);
        sent += chunk.length;
        yield Buffer.from(chunk);
      }
    };
    let status = 0;
    const texts = await parsedTexts(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json', locale: 'en' },
        payload: Readable.from(chunks()),
      });
      status = response.statusCode;
    });
    expect(sent).toBeGreaterThan(0);
    expect(status).toBe(413);
    expect(texts.filter((text) => text.length > defaultBodyLimitBytes)).toEqual([]);
  });

  it('refuses a small body nested too deeply with a 400 before parsing it; one at the limit is parsed', async () => {
    const deep = `{"username":${nestedArrays(1_000)},"password":"gizli1"}`;
    expect(Buffer.byteLength(deep)).toBeLessThan(defaultBodyLimitBytes);
    let answer: { status: number; json: unknown } = { status: 0, json: null };
    const texts = await parsedTexts(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', locale: 'en' },
        payload: deep,
      });
      answer = { status: response.statusCode, json: null };
      answer.json = response.json();
    });
    expect(texts.filter((text) => text === deep)).toEqual([]);
    expect(answer).toEqual({
      status: 400,
      json: {
        success: false,
        message: `The request body is nested too deeply; at most ${maxBodyDepth} levels are allowed.`,
        data: null,
      },
    });

    const atLimit = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', locale: 'tr' },
      payload: `{"username":${nestedArrays(maxBodyDepth - 1)},"password":"gizli1"}`,
    });
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).toContain('"username"');
  });

  it('gives every contract endpoint a limit in kilobytes that its largest valid request fits, and a nesting limit its schema never needs', () => {
    for (const [name, endpoint] of endpointEntries()) {
      if (endpoint.method !== 'POST') continue;
      const { bytes, depth } = largestJson(endpoint.request);
      const limit = bodyLimitOf(endpoint.request);
      expect(depth, name).toBeLessThanOrEqual(maxBodyDepth);
      if (Number.isFinite(bytes)) expect(limit, name).toBeGreaterThanOrEqual(bytes);
      expect(limit, name).toBeGreaterThanOrEqual(defaultBodyLimitBytes);
      expect(limit, name).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('enforces each contract endpoint’s own limit on its route', async () => {
    for (const [name, endpoint] of endpointEntries()) {
      if (endpoint.method !== 'POST') continue;
      const limit = bodyLimitOf(endpoint.request);
      const padded = (size: number) => {
        const text = JSON.stringify({ pad: '' });
        return JSON.stringify({ pad: 'x'.repeat(size - text.length) });
      };
      const send = (payload: string) =>
        app.inject({
          method: 'POST',
          url: `/api/${endpoint.path}`,
          headers: {
            'content-type': 'application/json',
            fingerprint: 'browser-a',
            'user-agent':
              'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
            ...(endpoint.auth ? { authorization: `Bearer ${playerToken}` } : {}),
          },
          payload,
        });
      expect((await send(padded(limit + 1))).statusCode, name).toBe(413);
      expect((await send(padded(limit))).statusCode, name).not.toBe(413);
    }
  });

  it('derives limits from bounded schemas and counts nesting outside strings only', () => {
    const bounded = z.object({
      note: z.string().max(1_000),
      tags: z.array(z.string().max(10)).max(5),
    });
    // {"note":<1,000 characters>,"tags":[<5 of 10 characters>]}, each character at most 12 bytes.
    expect(largestJson(bounded)).toEqual({
      bytes: 2 + (6 + 1 + 12_002 + 1) + (6 + 1 + (2 + 5 * 123) + 1),
      depth: 2,
    });
    expect(bodyLimitOf(bounded)).toBe(13 * 1024);
    // Formats are bounded by their shape: a uuid 36 characters, a date-time at most 64.
    expect(largestJson(z.object({ id: z.uuid(), at: z.iso.datetime() })).bytes).toBe(
      2 + (4 + 1 + (2 + 36 * 12) + 1) + (4 + 1 + (2 + 64 * 12) + 1),
    );
    expect(bodyLimitOf(z.object({ note: z.string() }))).toBe(defaultBodyLimitBytes);
    expect(largestJson(z.object({ detail: z.record(z.string(), z.number()) })).depth).toBe(2);

    expect(nestsDeeperThan(nestedArrays(maxBodyDepth), maxBodyDepth)).toBe(false);
    expect(nestsDeeperThan(nestedArrays(maxBodyDepth + 1), maxBodyDepth)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, maxBodyDepth)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, maxBodyDepth)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\"${'{'.repeat(100)}`, maxBodyDepth)).toBe(true);
  });
});

describe('the body limits of the routes outside the contract (issue 20)', () => {
  const signed = (action: string, payload: string) =>
    app.inject({
      method: 'POST',
      url: `/api/wallet/hub88/${action}`,
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signWalletBody(payload, developmentGameWalletSecret),
      },
      payload,
    });

  it('Hub88 wallet calls: a body past its schema is a 413; a deep one is RS_ERROR_WRONG_TYPES before it is parsed', async () => {
    expect((await signed('transaction/bet', attackBody)).statusCode).toBe(413);
    const deep = `{"user":${nestedArrays(500)}}`;
    let status = '';
    const texts = await parsedTexts(async () => {
      status = (await signed('user/balance', deep)).json().status;
    });
    expect(status).toBe('RS_ERROR_WRONG_TYPES');
    expect(texts.filter((text) => text === deep)).toEqual([]);
  });

  it('the demo games’ and the sportsbook’s text/plain calls, the operator’s notifications and the payment page’s forms', async () => {
    const post = (url: string, contentType: string, payload: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
    const deep = `{"launch":${nestedArrays(500)}}`;
    for (const url of ['/api/games/demo/api/slot/spin', '/api/sportsbook/demo/api/place']) {
      expect((await post(url, 'text/plain', attackBody)).statusCode, url).toBe(413);
      const texts = await parsedTexts(async () => {
        expect((await post(url, 'text/plain', deep)).statusCode, url).toBe(400);
      });
      expect(texts.filter((text) => text === deep)).toEqual([]);
    }
    expect(
      (await post('/api/operator/notifications', 'application/json', attackBody)).statusCode,
    ).toBe(413);
    // The longest notification the operator may write still fits.
    const longest = JSON.stringify({ to: 'all', title: 'ş'.repeat(100), body: 'ş'.repeat(1_000) });
    expect(
      (await post('/api/operator/notifications', 'application/json', longest)).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/payment/sandbox/confirm',
          'application/x-www-form-urlencoded',
          `a=${'x'.repeat(2_000)}`,
        )
      ).statusCode,
    ).toBe(413);
  });
});
