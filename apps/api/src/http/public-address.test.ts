import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registrationBody } from '../accounts/test-players';
import { openTestApp } from '../test-app';
import { publicAddress } from './public-address';

describe('publicAddress', () => {
  it('builds on ZAR_PUBLIC_URL, its path included', () => {
    const app = Fastify();
    const site = publicAddress(app, {
      publicUrl: 'https://zar.example/play/',
      host: '::',
      port: 80,
    });
    expect(site.url('api/sportsbook/demo/')).toBe('https://zar.example/play/api/sportsbook/demo/');
    expect(site.url('/api/payment/sandbox?token=a')).toBe(
      'https://zar.example/play/api/payment/sandbox?token=a',
    );
  });

  it('without one, builds on the address the server listens on', async () => {
    const app = Fastify();
    const site = publicAddress(app, { publicUrl: undefined, host: '127.0.0.1', port: 0 });
    expect(site.url('')).toBe('http://127.0.0.1/');
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      expect(site.url('casino/slot')).toBe(`http://127.0.0.1:${port}/casino/slot`);
    } finally {
      await app.close();
    }
    const wildcard = (host: string) =>
      publicAddress(Fastify(), { publicUrl: undefined, host, port: 8080 }).url('');
    expect(wildcard('0.0.0.0')).toBe('http://127.0.0.1:8080/');
    expect(wildcard('::')).toBe('http://127.0.0.1:8080/');
    expect(wildcard('::1')).toBe('http://[::1]:8080/');
    expect(wildcard('localhost')).toBe('http://localhost:8080/');
  });
});

// Issue 20: the sportsbook address of a login and a game's address were built on the request's
// Host header, which the caller writes; behind a proxy that passes it on, a forged Host sends a
// player's game or sportsbook to another site.
describe('absolute addresses in answers', () => {
  const forged = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };

  async function signUpAndLaunch(config: Parameters<typeof openTestApp>[0]) {
    const testApp = await openTestApp(config);
    try {
      const signedUp = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { locale: 'en', fingerprint: 'browser-a', ...forged },
        payload: registrationBody(),
      });
      const { token, betsyUrl, betcoUrl } = signedUp.json().data;
      const launched = await testApp.app.inject({
        method: 'POST',
        url: '/api/casino/dtlaunchurl',
        headers: { fingerprint: 'browser-a', authorization: `Bearer ${token}`, ...forged },
        payload: { code: 'zar-slot' },
      });
      return { betsyUrl, betcoUrl, game: launched.json().data as string };
    } finally {
      await testApp.close();
    }
  }

  it('come from ZAR_PUBLIC_URL, never from a forged Host header', async () => {
    const answers = await signUpAndLaunch({ config: { publicUrl: 'https://zar.example/' } });
    expect(answers.betsyUrl).toBe('https://zar.example/api/sportsbook/demo/');
    expect(answers.betcoUrl).toBe(answers.betsyUrl);
    expect(answers.game).toMatch(/^https:\/\/zar\.example\/api\/games\/demo\/zar-slot\?launch=/);
    expect(JSON.stringify(answers)).not.toContain('attacker.example');
  });

  it('without ZAR_PUBLIC_URL (development, test), come from the server’s own address', async () => {
    const answers = await signUpAndLaunch({ seed: true });
    expect(answers.betsyUrl).toBe('http://127.0.0.1/api/sportsbook/demo/');
    expect(answers.game).toMatch(/^http:\/\/127\.0\.0\.1\/api\/games\/demo\/zar-slot\?launch=/);
    expect(JSON.stringify(answers)).not.toContain('attacker.example');
  });
});
