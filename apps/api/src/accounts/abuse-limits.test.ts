import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailableReason } from '../db/test-database';
import type { MessageSender, OutgoingMessage } from '../messaging';
import { openTestApp } from '../test-app';
import { createArgon2Hasher, type PasswordHasher } from './password-hasher';
import { registrationBody, signUp } from './test-players';

// The suite's burst; `ZAR_ABUSE_ATTEMPTS=10000` runs the full one of issue 11 (RELIABILITY.md).
const attempts = Number(process.env.ZAR_ABUSE_ATTEMPTS ?? 1_000);
const attackerAddresses = 100;
/** The load balancer in front of the API in these tests. */
const proxy = '10.0.0.2';

/** argon2id that counts its verifications: the work a password guess costs the server. */
function countingHasher(): PasswordHasher & { verifications: number } {
  const real = createArgon2Hasher();
  const hasher = {
    verifications: 0,
    hash: real.hash,
    verify(passwordHash: string, password: string) {
      hasher.verifications += 1;
      return real.verify(passwordHash, password);
    },
  };
  return hasher;
}

/** Keeps every message instead of sending it: the SMS sender of these tests. */
function recordingSender(): MessageSender & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/** A client at `client`, directly or (`via`) through a proxy that appends it to X-Forwarded-For. */
function post(
  app: FastifyInstance,
  path: string,
  body: unknown,
  { client, via, token }: { client: string; via?: string; token?: string },
) {
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    remoteAddress: via ?? client,
    headers: {
      locale: 'en',
      fingerprint: 'browser-a',
      ...(via ? { 'x-forwarded-for': client } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body as object,
  });
}

let network = 0;
/** 100 attacker addresses of a network no earlier test used, so per-IP counts start at zero. */
function attackers(): (index: number) => string {
  network += 1;
  return (index) => `198.51.${network}.${(index % attackerAddresses) + 1}`;
}

const codeIn = (message: OutgoingMessage | undefined) =>
  /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];

const postgresSkipReason = await postgresUnavailableReason();
const engines = [
  { kind: 'pglite' as const, skipReason: null },
  { kind: 'postgres' as const, skipReason: postgresSkipReason },
];

// On PostgreSQL the burst's requests run on a pool of connections at once: the counters must hold.
for (const { kind, skipReason } of engines)
  describe.skipIf(skipReason !== null)(
    `abuse limits on ${kind}${skipReason ? ` (${skipReason})` : ''}`,
    () => {
      // One app for every test: each uses its own players, numbers and addresses.
      const hasher = countingHasher();
      const sender = recordingSender();
      let testApp: Awaited<ReturnType<typeof openTestApp>>;
      let app: FastifyInstance;
      beforeAll(async () => {
        testApp = await openTestApp({
          kind,
          config: { trustedProxies: [proxy] },
          app: { passwordHasher: hasher, messageSender: sender },
        });
        app = testApp.app;
      });
      afterAll(() => testApp.close());

      it('believes X-Forwarded-For only from a configured proxy', async () => {
        const guess = (username: string, client: string, via?: string) =>
          post(app, 'auth/login', { username, password: 'wrong-password' }, { client, via });

        // Straight from one address, a forged header changes nothing: the 21st failure is refused.
        const direct = [];
        for (let index = 0; index < 21; index += 1) {
          direct.push(
            (await guess(`nobody${index}`, `192.0.2.${index + 1}`, '203.0.113.7')).statusCode,
          );
        }
        // …because that socket is not a trusted proxy: the header is ignored.
        expect(direct.slice(0, 20)).toEqual(Array(20).fill(400));
        expect(direct[20]).toBe(429);

        // Through the proxy, each client address has its own count.
        const proxied = [];
        for (let index = 0; index < 21; index += 1) {
          proxied.push((await guess(`someone${index}`, `192.0.2.${index + 1}`, proxy)).statusCode);
        }
        expect(proxied).toEqual(Array(21).fill(400));

        // A client that sends its own header through the proxy is still the address the proxy
        // appended (the nearest one that is not a proxy): the 21st failure is refused.
        const chained = [];
        for (let index = 0; index < 21; index += 1) {
          const forgedThenReal = `192.0.2.${index + 100}, 203.0.113.9`;
          chained.push((await guess(`anyone${index}`, forgedThenReal, proxy)).statusCode);
        }
        expect(chained.slice(0, 20)).toEqual(Array(20).fill(400));
        expect(chained[20]).toBe(429);

        // Nor does a forged loopback address open the operator commands.
        const operator = await app.inject({
          method: 'GET',
          url: '/api/operator/pending',
          remoteAddress: '203.0.113.7',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(operator.statusCode).toBe(403);
      });

      /** Every answer of a burst is a refusal in the contract's shape; how many of each status. */
      function tally(answers: LightMyRequestResponse[]): Record<number, number> {
        const statuses: Record<number, number> = {};
        for (const answer of answers) {
          expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
          statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        }
        return statuses;
      }

      it(
        `hashes 5 of ${attempts} wrong passwords from ${attackerAddresses} addresses, while the player resets the password and logs in`,
        async () => {
          const attacker = attackers();
          const player = registrationBody();
          await signUp(app, player);
          const home = '203.0.113.50';
          const fromHome = { client: home, via: proxy };
          const verifiedBefore = hasher.verifications;
          const half = Math.floor(attempts / 2);
          // Each of the 100 addresses keeps one guess in flight: 100 at a time, as 100 clients
          // would. (All at once, a single process on PostgreSQL queues them past the pool's 5 s
          // connection wait and answers 500 — see RELIABILITY.md.)
          const burst = async (from: number, to: number) => {
            const answers: LightMyRequestResponse[] = [];
            const client = async (first: number) => {
              for (let index = first; index < to; index += attackerAddresses) {
                answers.push(
                  await post(
                    app,
                    'auth/login',
                    { username: player.username, password: `guess-${index}` },
                    { client: attacker(index), via: proxy },
                  ),
                );
              }
            };
            const clients = Array.from({ length: attackerAddresses }, (_, offset) =>
              client(from + offset),
            );
            await Promise.all(clients);
            return answers;
          };

          // First half: in the middle of it the player asks for a reset code, from home.
          const firstHalf = burst(0, half);
          const reset = post(
            app,
            'auth/sendresetpassword',
            { username: player.username },
            fromHome,
          );
          expect(tally(await firstHalf)).toEqual({ 400: 5, 429: half - 5 });
          expect((await reset).statusCode).toBe(200);
          expect(hasher.verifications - verifiedBefore).toBe(5);

          // Locked for everyone, the right password included, without hashing it.
          const locked = await post(
            app,
            'auth/login',
            { username: player.username, password: player.password },
            fromHome,
          );
          expect(locked.statusCode).toBe(429);
          expect(hasher.verifications - verifiedBefore).toBe(5);

          // Second half: meanwhile the code from the SMS sets a new password and the player logs in.
          const sms = sender.sent.filter((message) => message.to === player.phone);
          expect(sms).toHaveLength(1);
          const secondHalf = burst(half, attempts);
          const changed = await post(
            app,
            'auth/changepasswordwithcode',
            {
              username: player.username,
              code: codeIn(sms[0]),
              password: 'yeni-sifre-9',
              password2: 'yeni-sifre-9',
            },
            fromHome,
          );
          const login = await post(
            app,
            'auth/login',
            { username: player.username, password: 'yeni-sifre-9' },
            fromHome,
          );
          expect(tally(await secondHalf)).toEqual({ 429: attempts - half });
          expect(changed.statusCode).toBe(200);
          expect(login.statusCode).toBe(200);
          expect(login.json().data.username).toBe(player.username);
          // The attack's 5 and the player's one login; from any other address the account stays locked.
          expect(hasher.verifications - verifiedBefore).toBe(6);
          const elsewhere = await post(
            app,
            'auth/login',
            { username: player.username, password: 'yeni-sifre-9' },
            { client: '192.0.2.200', via: proxy },
          );
          expect(elsewhere.statusCode).toBe(429);
        },
        60_000 + attempts * 20,
      );

      it('lets a player log in from the address they last logged in from while guesses lock the account', async () => {
        const attacker = attackers();
        const player = registrationBody();
        await signUp(app, player);
        const office = { client: '203.0.113.80', via: proxy };
        const credentials = { username: player.username, password: player.password };
        expect((await post(app, 'auth/login', credentials, office)).statusCode).toBe(200);

        const guesses = Array.from({ length: 200 }, (_, index) =>
          post(
            app,
            'auth/login',
            { username: player.username, password: `guess-${index}` },
            { client: attacker(index), via: proxy },
          ),
        );
        expect(tally(await Promise.all(guesses))).toEqual({ 400: 5, 429: 195 });
        expect((await post(app, 'auth/login', credentials, office)).statusCode).toBe(200);
        // That address has its own 5 failures, no more.
        const own = [];
        for (let index = 0; index < 6; index += 1) {
          own.push(
            (await post(app, 'auth/login', { ...credentials, password: `typo-${index}` }, office))
              .statusCode,
          );
        }
        expect(own).toEqual([400, 400, 400, 400, 400, 429]);
      });

      it("texts a player's own number at most 5 times for 1,000 requests", async () => {
        const attacker = attackers();
        const player = registrationBody();
        const { token } = await signUp(app, player);
        // Half reset requests (3 per account alone), half the phone step for the same number (3 more).
        const requests = Array.from({ length: 1_000 }, (_, index) =>
          index % 2 === 0
            ? post(
                app,
                'auth/sendresetpassword',
                { username: player.username },
                { client: attacker(index), via: proxy },
              )
            : post(
                app,
                'customer/updatephone',
                { step: 1, phone: player.phone },
                { client: attacker(index), via: proxy, token },
              ),
        );
        const answers = await Promise.all(requests);
        expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
        const sms = sender.sent.filter((message) => message.to === player.phone);
        expect(sms).toHaveLength(5);
      });

      it('texts a stranger’s number at most 5 times when 20 accounts ask 1,000 times', async () => {
        const attacker = attackers();
        const victim = '905009998877';
        const tokens: string[] = [];
        for (let index = 0; index < 20; index += 1) tokens.push((await signUp(app)).token);
        const answers = await Promise.all(
          Array.from({ length: 1_000 }, (_, index) =>
            post(
              app,
              'customer/updatephone',
              { step: 1, phone: victim },
              { client: attacker(index), via: proxy, token: tokens[index % tokens.length] },
            ),
          ),
        );
        const sms = sender.sent.filter((message) => message.to === victim);
        expect(sms).toHaveLength(5);
        const refused = answers.filter((answer) => answer.statusCode === 429);
        expect(refused).toHaveLength(1_000 - 5);
        expect(refused[0]?.json().message).toMatch(/^Too many attempts/);
      });
    },
  );
