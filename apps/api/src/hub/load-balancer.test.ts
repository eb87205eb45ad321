import { LogLevel } from '@microsoft/signalr';
import { challengeRequiredEnvelope, challengeRequiredStatus } from '@zar/api-client/contract';
import { createNotifyConnection, type NotifyConnection } from '@zar/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registrationBody } from '../accounts/test-players';
import { solveChallenge } from '../challenges/solve-challenge';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, postgresTestUrl, postgresUnavailableReason } from '../db/test-database';
import { seedDatabase } from '../seed';
import { hubPath } from './register-hub';
import { type ApiProcess, startApiProcess } from './test-api-process';
import { type RoundRobinProxy, startRoundRobinProxy } from './test-round-robin-proxy';

const postgresSkipReason = await postgresUnavailableReason();

describe.skipIf(postgresSkipReason !== null)(
  `two API processes behind a round-robin proxy${postgresSkipReason ? ` (${postgresSkipReason})` : ''}`,
  () => {
    let database: DatabaseHandle;
    let processes: ApiProcess[] = [];
    let proxy: RoundRobinProxy;
    const connections: NotifyConnection[] = [];

    /** Calls the API through the proxy like the site does; `served` is the process that answered. */
    async function call(
      method: 'GET' | 'POST',
      path: string,
      { body, token }: { body?: unknown; token?: string } = {},
    ) {
      const response = await fetch(`${proxy.url}${path.startsWith('/') ? '' : '/api/'}${path}`, {
        method,
        headers: {
          locale: 'en',
          fingerprint: 'browser-a',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const served = proxy.calls.filter((entry) => entry.kind === 'http').at(-1)?.backend;
      const text = await response.text();
      return {
        status: response.status,
        json: text.startsWith('{') ? JSON.parse(text) : text,
        served,
      };
    }

    async function newPlayer() {
      const body = registrationBody();
      let signedUp = await call('POST', 'auth/register', { body });
      // Past the device's sign-ups (all from browser-a), a challenge, solved like the widget does.
      if (signedUp.status === challengeRequiredStatus) {
        const { challenge } = challengeRequiredEnvelope.parse(signedUp.json).data;
        const altcha = await solveChallenge(challenge);
        signedUp = await call('POST', 'auth/register', { body: { ...body, altcha } });
      }
      expect(signedUp.status, JSON.stringify(signedUp.json)).toBe(200);
      return { ...body, token: signedUp.json.data.token as string };
    }

    /** The player's socket, opened through the proxy, and what it receives. */
    async function socketOf(token: string) {
      const messages: Array<[string, string]> = [];
      const connection = createNotifyConnection({
        url: `${proxy.url}${hubPath}`,
        accessTokenFactory: async () =>
          (await call('GET', 'customer/hubticket', { token })).json.data.ticket,
        fingerprint: 'browser-a',
        logger: LogLevel.None,
      });
      connection.onMessage((command, message) => messages.push([command, message]));
      connections.push(connection);
      await connection.start();
      const socketOn = proxy.calls.filter((entry) => entry.kind === 'upgrade').at(-1)?.backend;
      return { messages, socketOn };
    }

    beforeAll(async () => {
      // Migrated and seeded once here, so the two processes do not race to do it.
      database = await openTestDatabase('postgres');
      await seedDatabase(database);
      const env = { DATABASE_URL: postgresTestUrl, DATABASE_SCHEMA: database.schema };
      processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
      proxy = await startRoundRobinProxy(processes.map((each) => each.url));
    }, 90_000);

    afterEach(async () => {
      await Promise.all(connections.splice(0).map((connection) => connection.stop()));
    });

    afterAll(async () => {
      await proxy?.close();
      await Promise.all(processes.map((each) => each.stop()));
      await database?.close();
    });

    it('knows a player signed up through one process on the other: balance and profile', async () => {
      const player = await newPlayer();
      const answers = [
        await call('GET', 'user/balance', { token: player.token }),
        await call('GET', 'customer/account', { token: player.token }),
        await call('GET', 'customer/account', { token: player.token }),
        await call('GET', 'user/balance', { token: player.token }),
      ];
      expect(new Set(answers.map((answer) => answer.served))).toEqual(new Set([0, 1]));
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answers[1]?.json.data.username).toBe(player.username);
      expect(answers[2]?.json.data.phone).toBe(player.phone);
    });

    it('ends the session on both processes after a logout through one', async () => {
      const player = await newPlayer();
      const logout = await call('GET', 'auth/logout', { token: player.token });
      expect(logout.status).toBe(200);
      const after = [
        await call('GET', 'customer/account', { token: player.token }),
        await call('GET', 'customer/account', { token: player.token }),
      ];
      expect(after.map((answer) => answer.served).sort()).toEqual([0, 1]);
      expect(after.map((answer) => answer.status)).toEqual([401, 401]);
    });

    it('counts failed logins across both processes and accepts a solved challenge once, wherever it lands', async () => {
      const player = await newPlayer();
      const other = await newPlayer();
      const statuses: number[] = [];
      const served = new Set<number | undefined>();
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const answer = await call('POST', 'auth/login', {
          body: { username: player.username, password: `wrong-${attempt}` },
        });
        statuses.push(answer.status);
        served.add(answer.served);
      }
      expect(served).toEqual(new Set([0, 1]));
      expect(statuses).toEqual([400, 400, 400, 400, 400, 428]);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await call('POST', 'auth/login', {
          body: { username: other.username, password: `wrong-${attempt}` },
        });
      }
      // The right password too is asked for a challenge until the window ends…
      const credentials = { username: player.username, password: player.password };
      const right = await call('POST', 'auth/login', { body: credentials });
      expect(right.status).toBe(428);
      // …and logs in with it solved. Sent through the other process for another locked account,
      // the same solution is refused: it was spent.
      const { challenge } = challengeRequiredEnvelope.parse(right.json).data;
      const altcha = await solveChallenge(challenge);
      const solved = await call('POST', 'auth/login', { body: { ...credentials, altcha } });
      const replayed = await call('POST', 'auth/login', {
        body: { username: other.username, password: other.password, altcha },
      });
      expect([solved.status, replayed.status]).toEqual([200, 428]);
      expect(solved.served).not.toBe(replayed.served);
    });

    it('brings notifications sent through either process to sockets on both', async () => {
      const player = await newPlayer();
      const tabs = [await socketOf(player.token), await socketOf(player.token)];
      expect(tabs.map((tab) => tab.socketOn).sort()).toEqual([0, 1]);

      const sent = [];
      for (const title of ['Birinci', 'İkinci']) {
        const answer = await call('POST', 'operator/notifications', {
          body: { to: player.username, title, body: `${title} duyuru` },
        });
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
        sent.push(answer.served);
      }
      expect(sent.sort()).toEqual([0, 1]);

      for (const tab of tabs) {
        await vi.waitFor(() =>
          expect(
            tab.messages
              .filter(([command]) => command === 'Notification')
              .map(([, message]) => JSON.parse(message).title),
          ).toEqual(['Birinci', 'İkinci']),
        );
      }
    });

    it('pushes a balance change made through one process to sockets on both', async () => {
      const player = await newPlayer();
      const tabs = [await socketOf(player.token), await socketOf(player.token)];
      expect(tabs.map((tab) => tab.socketOn).sort()).toEqual([0, 1]);

      const deposit = await call('POST', 'payment/deposit', {
        token: player.token,
        body: { id: 1, target: 'pay', detail: { amount: 250, paparaNo: 1234567890 } },
      });
      expect(deposit.status, JSON.stringify(deposit.json)).toBe(200);
      const page = new URL(deposit.json.data.url);
      const confirmed = await fetch(`${proxy.url}${page.pathname}/confirm${page.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(confirmed.status).toBe(303);

      for (const tab of tabs) {
        await vi.waitFor(() =>
          expect(tab.messages).toContainEqual([
            'Balance',
            '{"balance":250,"currency":"TRY","cash":250,"bonus":0}',
          ]),
        );
      }
      const balance = await call('GET', 'user/balance', { token: player.token });
      expect(balance.json.data).toMatchObject({ balance: 250 });
    });
  },
);
