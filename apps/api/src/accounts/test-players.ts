import {
  type RegisterRequest,
  registrationFormDefaults,
  toRegisterRequest,
} from '@zar/api-client/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let serial = 0;

/** A valid sign-up body with a unique username, e-mail and phone; `overrides` win. */
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
      PersonalNo: '10000000146',
      password: 'gizli1',
      password2: 'gizli1',
      birthDateDay: '15',
      birthDateMonth: '06',
      birthDateYear: '1990',
      trialBonus: false,
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
  }: { body?: unknown; token?: string; fingerprint?: string; locale?: string; ip?: string } = {},
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
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Signs a new player up and returns their sign-up body and session token. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<{ body: RegisterRequest; token: string }> {
  const body = registrationBody(overrides);
  const response = await call(app, 'POST', 'auth/register', { body });
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
