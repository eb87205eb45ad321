import {
  challengeRequiredEnvelope,
  challengeRequiredStatus,
  type ProofOfWorkChallenge,
} from '@zar/api-client/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from '../challenges/solve-challenge';
import { testEngines } from '../db/test-engines';
import type { MessageSender, OutgoingMessage } from '../messaging';
import { handsetNumber } from '../rate-limit';
import { openTestApp } from '../test-app';
import { createArgon2Hasher, type PasswordHasher } from './password-hasher';
import { registrationBody, signUp } from './test-players';

// The suite's burst; `ZAR_ABUSE_ATTEMPTS=10000` runs the full one of issue 11 (RELIABILITY.md).
const attempts = Number(process.env.ZAR_ABUSE_ATTEMPTS ?? 1_000);
const attackerAddresses = 100;
/** The load balancer in front of the API in these tests. */
const proxy = '10.0.0.2';

/** argon2id that counts its work: what a password guess or a sign-up costs the server. */
function countingHasher(): PasswordHasher & { verifications: number; hashes: number } {
  const real = createArgon2Hasher();
  const hasher = {
    verifications: 0,
    hashes: 0,
    hash(password: string) {
      hasher.hashes += 1;
      return real.hash(password);
    },
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

/**
 * A client at `client`, directly or (`via`) through a proxy that appends it to X-Forwarded-For,
 * on its browser `device` (the fingerprint header).
 */
function post(
  app: FastifyInstance,
  path: string,
  body: unknown,
  {
    client,
    via,
    token,
    device = 'browser-a',
  }: { client: string; via?: string; token?: string; device?: string },
) {
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    remoteAddress: via ?? client,
    headers: {
      locale: 'en',
      fingerprint: device,
      ...(via ? { 'x-forwarded-for': client } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body as object,
  });
}

/** The challenge a 428 answer asks to solve (the test fails on any other answer). */
function challengeIn(answer: LightMyRequestResponse): ProofOfWorkChallenge {
  expect(answer.statusCode, answer.body).toBe(challengeRequiredStatus);
  return challengeRequiredEnvelope.parse(answer.json()).data.challenge;
}

/**
 * Sends the call; when it is asked for a challenge, solves it as the player's browser would and
 * sends it again with the solution. Returns both answers.
 */
async function postSolving(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  from: Parameters<typeof post>[3],
): Promise<{ first: LightMyRequestResponse; final: LightMyRequestResponse }> {
  const first = await post(app, path, body, from);
  if (first.statusCode !== challengeRequiredStatus) return { first, final: first };
  const altcha = await solveChallenge(challengeIn(first));
  return { first, final: await post(app, path, { ...body, altcha }, from) };
}

let network = 0;
/** 100 attacker addresses of a network no earlier test used, so per-IP counts start at zero. */
function attackers(): (index: number) => string {
  network += 1;
  return (index) => `198.51.${network}.${(index % attackerAddresses) + 1}`;
}

const codeIn = (message: OutgoingMessage | undefined) =>
  /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];

// On PostgreSQL the burst's requests run on a pool of connections at once: the counters must hold.
for (const { kind, skipReason } of testEngines)
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

        // Straight from one address, a forged header changes nothing: the 21st failure is asked
        // for a challenge…
        const direct = [];
        for (let index = 0; index < 21; index += 1) {
          direct.push(
            (await guess(`nobody${index}`, `192.0.2.${index + 1}`, '203.0.113.7')).statusCode,
          );
        }
        // …because that socket is not a trusted proxy: the header is ignored.
        expect(direct.slice(0, 20)).toEqual(Array(20).fill(400));
        expect(direct[20]).toBe(428);

        // Through the proxy, each client address has its own count.
        const proxied = [];
        for (let index = 0; index < 21; index += 1) {
          proxied.push((await guess(`someone${index}`, `192.0.2.${index + 1}`, proxy)).statusCode);
        }
        expect(proxied).toEqual(Array(21).fill(400));

        // A client that sends its own header through the proxy is still the address the proxy
        // appended (the nearest one that is not a proxy): the 21st failure is asked for a challenge.
        const chained = [];
        for (let index = 0; index < 21; index += 1) {
          const forgedThenReal = `192.0.2.${index + 100}, 203.0.113.9`;
          chained.push((await guess(`anyone${index}`, forgedThenReal, proxy)).statusCode);
        }
        expect(chained.slice(0, 20)).toEqual(Array(20).fill(400));
        expect(chained[20]).toBe(428);

        // Nor does a forged loopback address open the operator commands.
        const operator = await app.inject({
          method: 'GET',
          url: '/api/operator/pending',
          remoteAddress: '203.0.113.7',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(operator.statusCode).toBe(403);
      });

      /**
       * Every answer of a burst is a refusal in the contract's shape (a 428 with its challenge);
       * how many of each status.
       */
      function tally(answers: LightMyRequestResponse[]): Record<number, number> {
        const statuses: Record<number, number> = {};
        for (const answer of answers) {
          expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
          if (answer.statusCode === challengeRequiredStatus) challengeIn(answer);
          statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        }
        return statuses;
      }

      it(
        `hashes 5 of ${attempts} wrong passwords from ${attackerAddresses} addresses, while the player logs in with a solved challenge, resets the password and logs in again`,
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
          expect(tally(await firstHalf)).toEqual({ 400: 5, 428: half - 5 });
          expect((await reset).statusCode).toBe(200);
          expect(hasher.verifications - verifiedBefore).toBe(5);

          // Past the limit, even the right password is asked for a challenge, without a hash…
          const credentials = { username: player.username, password: player.password };
          const { first: asked, final: loggedIn } = await postSolving(
            app,
            'auth/login',
            credentials,
            fromHome,
          );
          expect(asked.statusCode).toBe(428);
          // …and with it solved, the player is in: the attack locks nobody out.
          expect(loggedIn.statusCode).toBe(200);
          expect(loggedIn.json().data.username).toBe(player.username);
          expect(hasher.verifications - verifiedBefore).toBe(6);

          // Second half: meanwhile the code from the SMS sets a new password and the player logs
          // in with it from home, the address that just proved it holds the account.
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
          expect(tally(await secondHalf)).toEqual({ 428: attempts - half });
          expect(changed.statusCode).toBe(200);
          expect(login.statusCode).toBe(200);
          // The attack's 5 and the player's two logins.
          expect(hasher.verifications - verifiedBefore).toBe(7);
          // From any other address the right password needs a solved challenge, and gets in.
          const elsewhere = await postSolving(
            app,
            'auth/login',
            { username: player.username, password: 'yeni-sifre-9' },
            { client: '192.0.2.200', via: proxy },
          );
          expect([elsewhere.first.statusCode, elsewhere.final.statusCode]).toEqual([428, 200]);
          expect(hasher.verifications - verifiedBefore).toBe(8);
        },
        60_000 + attempts * 20,
      );

      it('hashes one password per solved challenge: each further guess costs the attacker the work', async () => {
        const attacker = attackers();
        const player = registrationBody();
        await signUp(app, player);
        const guess = (index: number, altcha?: string) =>
          post(
            app,
            'auth/login',
            { username: player.username, password: `guess-${index}`, ...(altcha && { altcha }) },
            { client: attacker(index), via: proxy },
          );
        const verifiedBefore = hasher.verifications;
        for (let index = 0; index < 5; index += 1)
          expect((await guess(index)).statusCode).toBe(400);
        // 10 challenges solved, each sent with up to 3 guesses at once: 10 hashes, not 30.
        const answers: LightMyRequestResponse[] = [];
        for (let index = 5; index < 15; index += 1) {
          const altcha = await solveChallenge(challengeIn(await guess(index)));
          answers.push(...(await Promise.all([0, 1, 2].map(() => guess(index, altcha)))));
        }
        expect(tally(answers)).toEqual({ 400: 10, 428: 20 });
        expect(hasher.verifications - verifiedBefore).toBe(15);
      });

      it('charges no account for logins an address past its limit sends: one address locks no one', async () => {
        const attacker = attackers();
        const blocked = { client: attacker(0), via: proxy };
        // The address spends its 20 failures on names nobody has…
        for (let index = 0; index < 20; index += 1) {
          const answer = await post(
            app,
            'auth/login',
            { username: `nobody-${network}-${index}`, password: 'wrong-password' },
            blocked,
          );
          expect(answer.statusCode).toBe(400);
        }
        // …then sends 10 guesses at each of 10 players: all asked for a challenge, none hashed.
        const victims = [];
        for (let index = 0; index < 10; index += 1) {
          const body = registrationBody();
          await signUp(app, body);
          victims.push(body);
        }
        const verifiedBefore = hasher.verifications;
        const guesses = victims.flatMap((victim) =>
          Array.from({ length: 10 }, (_, index) =>
            post(
              app,
              'auth/login',
              { username: victim.username, password: `guess-${index}` },
              blocked,
            ),
          ),
        );
        expect(tally(await Promise.all(guesses))).toEqual({ 428: 100 });
        expect(hasher.verifications).toBe(verifiedBefore);
        // Every victim logs in from elsewhere at once, asked for nothing.
        for (const [index, victim] of victims.entries()) {
          const answer = await post(
            app,
            'auth/login',
            { username: victim.username, password: victim.password },
            { client: attacker(50 + index), via: proxy },
          );
          expect(answer.statusCode, answer.body).toBe(200);
        }
      });

      it('lets 40 players behind one carrier address in, typos and all, asking challenges of those past its limit', async () => {
        const attacker = attackers();
        const carrier = { client: attacker(0), via: proxy };
        const players = [];
        for (let index = 0; index < 40; index += 1) {
          const body = registrationBody();
          await signUp(app, body);
          players.push(body);
        }
        const statuses: number[] = [];
        for (const player of players) {
          // One typo each, then the right password; answered with a challenge, it is solved.
          const typo = await post(
            app,
            'auth/login',
            { username: player.username, password: `${player.password}x` },
            carrier,
          );
          expect([400, 428]).toContain(typo.statusCode);
          const { first, final } = await postSolving(
            app,
            'auth/login',
            { username: player.username, password: player.password },
            carrier,
          );
          expect(final.statusCode, final.body).toBe(200);
          statuses.push(first.statusCode);
        }
        // The address's 20 failures were the first 20 typos; from the 20th player on, every login
        // was asked for a challenge. Nobody was turned away.
        expect(statuses.slice(0, 19)).toEqual(Array(19).fill(200));
        expect(statuses.slice(19)).toEqual(Array(21).fill(428));
      });

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
        expect(tally(await Promise.all(guesses))).toEqual({ 400: 5, 428: 195 });
        expect((await post(app, 'auth/login', credentials, office)).statusCode).toBe(200);
        // That address has its own 5 failures, then its own challenge.
        const own = [];
        for (let index = 0; index < 6; index += 1) {
          own.push(
            (await post(app, 'auth/login', { ...credentials, password: `typo-${index}` }, office))
              .statusCode,
          );
        }
        expect(own).toEqual([400, 400, 400, 400, 400, 428]);
      });

      it('lets a player reset the password while a stranger sends resets and wrong codes for the account', async () => {
        const attacker = attackers();
        const player = registrationBody();
        await signUp(app, player);
        const home = { client: '203.0.113.60', via: proxy, device: 'players-phone' };
        const username = player.username;
        const emailCode = () =>
          codeIn(sender.sent.filter((message) => message.to === player.email).at(-1));

        // The player asks for a code first; then a stranger, from 100 addresses on another
        // browser, asks for 30 more and tries 200 wrong codes.
        expect((await post(app, 'auth/sendresetpassword', { username }, home)).statusCode).toBe(
          200,
        );
        const code = emailCode();
        const stranger = (index: number) => ({
          client: attacker(index),
          via: proxy,
          device: 'strangers-laptop',
        });
        const sends = await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            post(app, 'auth/sendresetpassword', { username }, stranger(index)),
          ),
        );
        expect(sends.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
        const wrong = code === '000000' ? '111111' : '000000';
        const checks = await Promise.all(
          Array.from({ length: 200 }, (_, index) =>
            post(app, 'auth/checkresetcode', { username, code: wrong }, stranger(index)),
          ),
        );
        expect(tally(checks)).toEqual({ 400: 10, 428: 190 });

        // The player's code still works on the player's browser (the stranger's tries were on
        // codes of their own), behind a challenge now that the account is past its limits.
        const checked = await postSolving(app, 'auth/checkresetcode', { username, code }, home);
        expect([checked.first.statusCode, checked.final.statusCode]).toEqual([428, 200]);
        const changed = await postSolving(
          app,
          'auth/changepasswordwithcode',
          { username, code, password: 'yeni-sifre-7', password2: 'yeni-sifre-7' },
          home,
        );
        expect(changed.final.statusCode, changed.final.body).toBe(200);
        // And a new code can be asked for too, past the account's send limit.
        const again = await postSolving(app, 'auth/sendresetpassword', { username }, home);
        expect([again.first.statusCode, again.final.statusCode]).toEqual([428, 200]);
        const login = await post(app, 'auth/login', { username, password: 'yeni-sifre-7' }, home);
        expect(login.statusCode).toBe(200);
      });

      it('asks the 6th of 30 sign-ups from one address at once for a challenge, and signs each up once solved', async () => {
        const attacker = attackers();
        const address = { client: attacker(0), via: proxy };
        const bodies = Array.from({ length: 30 }, () => registrationBody());
        const hashedBefore = hasher.hashes;
        const answers = await Promise.all(
          bodies.map((body, index) =>
            post(app, 'auth/register', body, { ...address, device: `phone-${network}-${index}` }),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 200)).toHaveLength(5);
        expect(tally(answers.filter((answer) => answer.statusCode !== 200))).toEqual({ 428: 25 });
        expect(hasher.hashes - hashedBefore).toBe(5);

        // Honest players behind that address solve their challenge and are signed up.
        const retried = await Promise.all(
          answers.map(async (answer, index) => {
            if (answer.statusCode === 200) return answer;
            const altcha = await solveChallenge(challengeIn(answer));
            return post(
              app,
              'auth/register',
              { ...bodies[index], altcha },
              { ...address, device: `phone-${network}-${index}` },
            );
          }),
        );
        expect(retried.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
      });

      it('asks the 4th sign-up from one device for a challenge, from whichever address', async () => {
        const attacker = attackers();
        const device = `tablet-${network}`;
        const statuses = [];
        for (let index = 0; index < 5; index += 1) {
          const answer = await post(app, 'auth/register', registrationBody(), {
            client: attacker(index),
            via: proxy,
            device,
          });
          statuses.push(answer.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 428, 428]);
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

      it('texts one handset at most 5 times however its number is written', async () => {
        const attacker = attackers();
        const spellings = ['905559998877', '05559998877', '5559998877', '00905559998877'];
        const tokens: string[] = [];
        for (let index = 0; index < 20; index += 1) tokens.push((await signUp(app)).token);
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, index) =>
            post(
              app,
              'customer/updatephone',
              { step: 1, phone: spellings[index % spellings.length] },
              { client: attacker(index), via: proxy, token: tokens[index % tokens.length] },
            ),
          ),
        );
        expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
        const handset = sender.sent.filter(
          (message) => message.channel === 'sms' && handsetNumber(message.to) === '905559998877',
        );
        expect(handset).toHaveLength(5);
        expect(handsetNumber('+90 555 999 88 77')).toBe('905559998877');
      });
    },
  );
