// @vitest-environment node
import { type ILogger, LogLevel } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NotifyTestHub, startNotifyTestHub } from '../test-hub/notify-test-hub';
import type { NotifyConnectionStatus } from './connection-status';
import {
  createNotifyConnection,
  type NotifyConnection,
  type NotifyConnectionEvent,
  notifyHubUrl,
} from './notify-connection';

const token = 'secret-session-token';
const fingerprint = 'fp/1 ä&x';

describe('notifyHubUrl', () => {
  it('adds the encoded fingerprint as a query, keeping an existing one', () => {
    expect(notifyHubUrl('./hub/frnotify', 'a b')).toBe('./hub/frnotify?fingerprint=a%20b');
    expect(notifyHubUrl('/hub?x=1', 'a&b')).toBe('/hub?x=1&fingerprint=a%26b');
  });
});

describe('createNotifyConnection against a SignalR JSON hub', () => {
  let hub: NotifyTestHub;
  let connection: NotifyConnection;
  let statuses: NotifyConnectionStatus[];
  let events: NotifyConnectionEvent[];
  let logged: string[];

  beforeEach(async () => {
    hub = await startNotifyTestHub();
    logged = [];
    const logger: ILogger = { log: (_level, message) => logged.push(message) };
    connection = createNotifyConnection({
      url: hub.url,
      accessTokenFactory: () => token,
      fingerprint,
      logger,
    });
    statuses = [];
    events = [];
    connection.subscribe((status) => statuses.push(status));
    connection.onEvent((event) => events.push(event));
  });

  afterEach(async () => {
    await connection.stop();
    await hub.close();
  });

  it('connects with the bearer token and the fingerprint, speaking protocol version 1', async () => {
    expect(connection.getStatus()).toBe('disconnected');
    await connection.start();

    expect(statuses).toEqual(['connecting', 'connected']);
    expect(connection.getStatus()).toBe('connected');
    expect(hub.visits).toHaveLength(1);
    expect(hub.visits[0]).toMatchObject({
      url: `/hub/frnotify?fingerprint=${encodeURIComponent(fingerprint)}`,
      authorization: `Bearer ${token}`,
      handshake: { protocol: 'json', version: 1 },
    });
  });

  it('hands pushed NotifyMessage commands to every message handler until unsubscribed', async () => {
    const first = vi.fn();
    const second = vi.fn();
    connection.onMessage(first);
    const unsubscribeSecond = connection.onMessage(second);
    await connection.start();

    const payload = JSON.stringify({ id: 7, title: 'Para yatırma onaylandı', type: 1 });
    hub.push('Notification', payload);
    await vi.waitFor(() => expect(first).toHaveBeenCalledWith('Notification', payload));
    expect(second).toHaveBeenCalledWith('Notification', payload);

    unsubscribeSecond();
    hub.push('Balance', '{}');
    await vi.waitFor(() => expect(first).toHaveBeenCalledWith('Balance', '{}'));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a server close that allows it, and keeps receiving messages', async () => {
    const onMessage = vi.fn();
    connection.onMessage(onMessage);
    await connection.start();

    hub.closeClients({ error: 'Connection closed with an error.', allowReconnect: true });
    await vi.waitFor(
      () => expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected']),
      { timeout: 5000 },
    );
    expect(connection.getStatus()).toBe('connected');
    expect(events.map((event) => event.type)).toEqual(['disconnect', 'reconnected']);
    expect(events[0]).toMatchObject({ type: 'disconnect', willReconnect: true });
    expect(hub.visits).toHaveLength(2);
    expect(hub.visits[1]?.authorization).toBe(`Bearer ${token}`);

    hub.push('Notification', '{"id":8}');
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith('Notification', '{"id":8}'));
  });

  it('stops for good on a server close without reconnect, reporting the error', async () => {
    await connection.start();
    hub.closeClients({ error: 'Session revoked.' });
    await vi.waitFor(() => expect(connection.getStatus()).toBe('disconnected'));

    expect(statuses).toEqual(['connecting', 'connected', 'disconnected']);
    expect(events).toMatchObject([
      { type: 'disconnect', willReconnect: false },
      { type: 'error', error: { message: expect.stringContaining('Session revoked.') } },
    ]);
    expect(hub.visits).toHaveLength(1);
  });

  it('rejects start and reports an error when the hub refuses the handshake', async () => {
    hub.rejectHandshakes("The protocol 'json' is not supported.");
    await expect(connection.start()).rejects.toThrow(/not supported/);
    expect(connection.getStatus()).toBe('disconnected');
    expect(statuses).toEqual(['connecting', 'disconnected']);
    expect(events).toMatchObject([{ type: 'error' }]);
  });

  it('goes through disconnecting to disconnected on stop, without an error', async () => {
    await connection.start();
    await connection.stop();

    expect(statuses).toEqual(['connecting', 'connected', 'disconnecting', 'disconnected']);
    expect(events).toEqual([{ type: 'disconnect', willReconnect: false, error: undefined }]);
    await vi.waitFor(() => expect(hub.visits[0]?.messages).toContainEqual({ type: 7 }));
  });

  it('never logs the token or the fingerprint', async () => {
    const traced = createNotifyConnection({
      url: hub.url,
      accessTokenFactory: () => token,
      fingerprint,
      logger: { log: (level, message) => level >= LogLevel.Trace && logged.push(message) },
    });
    await traced.start();
    await traced.stop();

    expect(logged.length).toBeGreaterThan(0);
    for (const message of logged) {
      expect(message).not.toContain(token);
      expect(message).not.toContain(encodeURIComponent(fingerprint));
    }
  });
});
