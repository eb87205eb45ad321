import { LogLevel } from '@microsoft/signalr';
import { type Notification, NotificationType } from '@zar/api-client/contract';
import {
  createNotifyConnection,
  type NotifyConnection,
  type NotifyConnectionEvent,
  type NotifyConnectionStatus,
} from '@zar/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/test-database';
import { submitPage } from '../payments/test-payments';
import { seedDatabase } from '../seed';
import { postLedgerEntry } from '../wallet';
import { maxSocketsPerSession, tooManySocketsError } from './register-hub';
import { type HubTestApp, listenHubTestApp } from './test-hub-app';

const notification: Notification = {
  id: 41,
  title: 'Para yatırma onaylandı',
  note: '250,00 ₺ hesabınıza eklendi.',
  type: NotificationType.Deposit,
  timeStamp: '2026-03-14T18:05:00',
  isRead: false,
};

/** A connection of the official client as the site builds it, with what it saw. */
interface Client {
  connection: NotifyConnection;
  messages: Array<[command: string, message: string]>;
  statuses: NotifyConnectionStatus[];
  events: NotifyConnectionEvent[];
  /** How many times the client asked for a token (every connect and reconnect). */
  tokenRequests: number;
}

describe('the hub with the official SignalR client through @zar/realtime', () => {
  let database: DatabaseHandle;
  let testApp: HubTestApp;
  const clients: Client[] = [];

  function client(accessToken: () => Promise<string> | string, fingerprint = 'browser-a'): Client {
    const connection = createNotifyConnection({
      url: testApp.hubUrl,
      accessTokenFactory: () => {
        created.tokenRequests += 1;
        return accessToken();
      },
      fingerprint,
      logger: LogLevel.None,
    });
    const created: Client = {
      connection,
      messages: [],
      statuses: [],
      events: [],
      tokenRequests: 0,
    };
    connection.onMessage((command, message) => created.messages.push([command, message]));
    connection.subscribe((status) => created.statuses.push(status));
    connection.onEvent((event) => created.events.push(event));
    clients.push(created);
    return created;
  }

  /** A connected client of a new player that opens the hub with tickets, as the site does. */
  async function connectedPlayer(fingerprint = 'browser-a') {
    const player = await testApp.newPlayer(fingerprint);
    const connected = client(() => testApp.ticket(player.token, fingerprint), fingerprint);
    await connected.connection.start();
    return Object.assign(connected, player);
  }

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDatabase(database);
    testApp = await listenHubTestApp(database);
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map(({ connection }) => connection.stop()));
  });

  afterAll(async () => {
    await testApp.close();
    await database.close();
  });

  it('connects with a ticket and receives the pushes meant for the player only', async () => {
    const player = await connectedPlayer();
    const other = await connectedPlayer();
    expect(player.connection.getStatus()).toBe('connected');

    await testApp.app.notifyHub.toPlayer(other.playerId, {
      command: 'Notification',
      message: { ...notification, id: 1 },
    });
    await testApp.app.notifyHub.toPlayer(player.playerId, {
      command: 'Notification',
      message: notification,
    });

    await vi.waitFor(() => expect(player.messages).toHaveLength(1));
    expect(player.messages[0]?.[0]).toBe('Notification');
    expect(JSON.parse(player.messages[0]?.[1] ?? '')).toEqual(notification);
    await vi.waitFor(() => expect(other.messages).toHaveLength(1));
  });

  it('pushes the notification and the new balance of a deposit confirmed over HTTP', async () => {
    const player = await connectedPlayer();
    const deposit = await call(testApp.app, 'POST', 'payment/deposit', {
      token: player.token,
      body: { id: 1, target: 'pay', detail: { amount: 250, paparaNo: 1234567890 } },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const confirmed = await submitPage(testApp.app, deposit.json().data.url, 'confirm');
    expect(confirmed.statusCode).toBe(303);

    await vi.waitFor(() => {
      const commands = player.messages.map(([command]) => command);
      expect(commands).toContain('Notification');
      expect(commands).toContain('Balance');
    });
    const balance = player.messages.find(([command]) => command === 'Balance');
    expect(JSON.parse(balance?.[1] ?? '')).toEqual({
      balance: 250,
      currency: 'TRY',
      cash: 250,
      bonus: 0,
    });
    const pushed = player.messages.find(([command]) => command === 'Notification');
    expect(JSON.parse(pushed?.[1] ?? '')).toMatchObject({
      type: NotificationType.Deposit,
      isRead: false,
    });
  });

  it('pushes the new balance in lira, and a message to everyone', async () => {
    const player = await connectedPlayer();
    const other = await connectedPlayer();
    // Any committed post, whoever writes it: the database announces it and the hub pushes.
    await postLedgerEntry(database.db, {
      playerId: player.playerId,
      kind: 'deposit',
      amountKurus: 25_050n,
      idempotencyKey: 'hub-test-deposit',
    });
    await vi.waitFor(() =>
      expect(player.messages).toEqual([
        ['Balance', '{"balance":250.5,"currency":"TRY","cash":250.5,"bonus":0}'],
      ]),
    );

    const announcement = { ...notification, type: NotificationType.System, id: 50 };
    await testApp.app.notifyHub.toAll({ command: 'Notification', message: announcement });
    for (const each of [player, other]) {
      await vi.waitFor(() =>
        expect(each.messages).toContainEqual(['Notification', JSON.stringify(announcement)]),
      );
    }
  });

  it('refuses the session token itself, sent as the bearer header: only a ticket opens the hub (issue 20)', async () => {
    const player = await testApp.newPlayer();
    const refused = client(() => player.token);
    await expect(refused.connection.start()).rejects.toThrow();
    expect(refused.statuses).toEqual(['connecting', 'disconnected']);
    expect(refused.tokenRequests).toBe(1);
  });

  it(`tells a session's tab past ${maxSocketsPerSession} sockets why, and it does not retry (issue 20)`, async () => {
    const player = await connectedPlayer();
    const tabs = [player];
    for (let tab = 1; tab < maxSocketsPerSession; tab += 1) {
      const connected = client(() => testApp.ticket(player.token));
      await connected.connection.start();
      tabs.push(Object.assign(connected, player));
    }
    const extra = client(() => testApp.ticket(player.token));
    // The Close comes right after the handshake, so the client's start fails with its reason.
    await expect(extra.connection.start()).rejects.toThrow(tooManySocketsError);
    expect(extra.connection.getStatus()).toBe('disconnected');
    expect(extra.events.some((event) => event.type === 'disconnect' && event.willReconnect)).toBe(
      false,
    );
    expect(extra.statuses).not.toContain('reconnecting');
    expect(extra.tokenRequests).toBe(1);
    for (const tab of tabs) expect(tab.connection.getStatus()).toBe('connected');
  });

  it('reconnects after a server Close that allows it, with a fresh ticket', async () => {
    const player = await connectedPlayer();

    testApp.app.notifyHub.reconnectAll();
    await vi.waitFor(
      () =>
        expect(player.statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected']),
      { timeout: 10_000 },
    );
    expect(player.events.map((event) => event.type)).toEqual(['disconnect', 'reconnected']);
    expect(player.tokenRequests).toBe(2);

    await testApp.app.notifyHub.toPlayer(player.playerId, {
      command: 'Notification',
      message: notification,
    });
    await vi.waitFor(() => expect(player.messages).toHaveLength(1));
  });

  it('is refused with a bad token: start fails and nothing is retried', async () => {
    const refused = client(() => 'not-a-session-token');
    await expect(refused.connection.start()).rejects.toThrow();
    expect(refused.statuses).toEqual(['connecting', 'disconnected']);
    expect(refused.events.map((event) => event.type)).toEqual(['error']);
    expect(refused.tokenRequests).toBe(1);
  });

  it('closes the socket within 1 s of a logout, for good', async () => {
    const player = await connectedPlayer();

    const logout = await call(testApp.app, 'GET', 'auth/logout', { token: player.token });
    expect(logout.statusCode).toBe(200);
    await vi.waitFor(() => expect(player.connection.getStatus()).toBe('disconnected'), {
      timeout: 1000,
    });
    expect(player.events[0]).toMatchObject({ type: 'disconnect', willReconnect: false });
  });

  it('closes the other sessions’ sockets on a password change, keeping this one', async () => {
    const player = await connectedPlayer();
    const login = await call(testApp.app, 'POST', 'auth/login', {
      body: { username: player.username, password: 'gizli1' },
      fingerprint: 'browser-b',
    });
    const otherToken: string = login.json().data.token;
    const elsewhere = client(() => testApp.ticket(otherToken, 'browser-b'), 'browser-b');
    await elsewhere.connection.start();

    const changed = await call(testApp.app, 'POST', 'customer/changepassword', {
      token: player.token,
      body: { oldPassword: 'gizli1', password: 'yenisifre', confirmPassword: 'yenisifre' },
    });
    expect(changed.statusCode).toBe(200);
    await vi.waitFor(() => expect(elsewhere.connection.getStatus()).toBe('disconnected'), {
      timeout: 1000,
    });
    expect(player.connection.getStatus()).toBe('connected');
  });
});
