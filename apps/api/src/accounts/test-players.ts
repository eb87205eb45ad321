import {
  challengeRequiredEnvelope,
  challengeRequiredStatus,
  type RegisterRequest,
  registrationFormDefaults,
  toRegisterRequest,
} from '@zar/api-client/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from '../challenges/solve-challenge';
import { testPersonalNo } from './test-personal-numbers';

export { testPersonalNo };

let serial = 0;

let addresses = 0;
/** An address no other test player signs up from (in 172.16.0.0/12), as each player's own device. */
export function testPlayerAddress(): string {
  addresses += 1;
  return `172.${16 + (Math.floor(addresses / 65_536) % 16)}.${Math.floor(addresses / 256) % 256}.${addresses % 256}`;
}

/** A valid sign-up body with a unique username, e-mail, phone and TC number; `overrides` win. */
export function registrationBody(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  serial += 1;
  const unique = String(serial).padStart(4, '0');
  return {
    ...toRegisterRequest({
      ...registrationFormDefaults,
      name: 'Ayşe Gül',
      surname: 'Öztürk',
      username: `oyuncu${unique}`,
      email: `oyuncu${unique}@zar.test`,
      phone: `90530000${unique}`,
      PersonalNo: testPersonalNo(serial),
      password: 'gizli1',
      password2: 'gizli1',
      birthDateDay: '15',
      birthDateMonth: '06',
      birthDateYear: '1990',
      trialBonus: false,
      termsAccepted: true,
    }),
    ...overrides,
  };
}

/** Calls the API like the site does: JSON, optional bearer token, fingerprint and locale. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  {
    body,
    token,
    fingerprint = 'browser-a',
    locale = 'tr',
    ip = '127.0.0.1',
    headers = {},
  }: {
    body?: unknown;
    token?: string;
    fingerprint?: string;
    locale?: string;
    ip?: string;
    /** More headers, such as an `idempotency-key`. */
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/${path}`,
    remoteAddress: ip,
    headers: {
      locale,
      fingerprint,
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/**
 * Makes a call like `call`; when it asks for a challenge (past an attempt limit), solves it as the
 * site's widget would and sends the call again with the solution, once.
 */
export async function callSolvingChallenge(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: Parameters<typeof call>[3] & { body?: Record<string, unknown> } = {},
): Promise<LightMyRequestResponse> {
  const first = await call(app, method, path, options);
  if (first.statusCode !== challengeRequiredStatus) return first;
  const { challenge } = challengeRequiredEnvelope.parse(first.json()).data;
  const altcha = await solveChallenge(challenge);
  return call(app, method, path, { ...options, body: { ...options.body, altcha } });
}

/**
 * Signs a new player up from an address of their own (solving a challenge when the device's
 * sign-ups are past their limit) and returns their sign-up body and session token.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
  { fingerprint }: { fingerprint?: string } = {},
): Promise<{ body: RegisterRequest; token: string }> {
  const body = registrationBody(overrides);
  const response = await callSolvingChallenge(app, 'POST', 'auth/register', {
    body,
    ip: testPlayerAddress(),
    ...(fingerprint ? { fingerprint } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return { body, token: response.json().data.token };
}

/** The 6-digit code of the newest outbox message to `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}` });
  const body = response.json().data[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}
