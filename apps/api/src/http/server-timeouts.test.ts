import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/test-database';
import { type HubTestApp, listenHubTestApp, openRawHubClient } from '../hub/test-hub-app';
import { seedDatabase } from '../seed';
import type { HttpTimings } from './server-timeouts';

// The API's timeouts shortened so that the test moves fast; the attacks run far longer than them.
const timings: HttpTimings = {
  headersTimeoutMs: 500,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 500,
  checkIntervalMs: 50,
};
/** How long each attack keeps going unless the server cuts it off: several times every timeout. */
const attackMs = 8_000;

/** A raw TCP client of the API: what it received, and whether (and when in its attack) it closed. */
interface RawClient {
  socket: Socket;
  received: () => string;
  closed: Promise<void>;
  isClosed: () => boolean;
}

describe('the HTTP server’s timeouts, on a listening API (issue 20)', () => {
  let database: DatabaseHandle;
  let testApp: HubTestApp;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDatabase(database);
    testApp = await listenHubTestApp(database, { httpTimings: timings });
    port = Number(new URL(testApp.hubUrl).port);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await testApp.close();
    await database.close();
  });

  async function rawClient(): Promise<RawClient> {
    const socket = connect({ host: '127.0.0.1', port });
    sockets.push(socket);
    let text = '';
    let closed = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', () => undefined);
    const closedPromise = new Promise<void>((resolve) =>
      socket.once('close', () => {
        closed = true;
        resolve();
      }),
    );
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return { socket, received: () => text, closed: closedPromise, isClosed: () => closed };
  }

  /** Resolves true once the client is closed, false if it is still open after `attackMs`. */
  const closedWithin = (client: RawClient, ms = attackMs) =>
    Promise.race([
      client.closed.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
    ]);

  it('cuts off a body that trickles in a byte at a time, with a 408, long before it ends', async () => {
    const client = await rawClient();
    const length = 80;
    client.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: zar\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${length}\r\n\r\n`,
    );
    let sent = 0;
    // One byte every 100 ms: the body would take 8 s to arrive.
    const trickle = setInterval(() => {
      if (client.isClosed() || sent >= length) return;
      client.socket.write(' ');
      sent += 1;
    }, attackMs / length);
    try {
      expect(await closedWithin(client)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    expect(sent).toBeLessThan(length);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off headers that trickle in', async () => {
    const client = await rawClient();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: zar\r\n');
    let lines = 0;
    const trickle = setInterval(() => {
      if (client.isClosed()) return;
      client.socket.write(`X-Slow-${lines}: 1\r\n`);
      lines += 1;
    }, 100);
    try {
      expect(await closedWithin(client)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that never sends a request', async () => {
    const client = await rawClient();
    expect(await closedWithin(client)).toBe(true);
    expect(client.received()).not.toContain('200 OK');
  });

  it('answers a request, then closes the kept-alive connection once it is idle', async () => {
    const client = await rawClient();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: zar\r\nConnection: keep-alive\r\n\r\n');
    await vi.waitFor(() => expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK/));
    expect(await closedWithin(client)).toBe(true);
  });

  it('serves a body that arrives in parts within the time', async () => {
    const client = await rawClient();
    const body = JSON.stringify({ username: 'nobody', password: 'wrong-password' });
    client.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: zar\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nLocale: en\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((wait) => setTimeout(wait, 100));
    client.socket.write(body.slice(10));
    await vi.waitFor(() => expect(client.received()).toMatch(/^HTTP\/1\.1 400 /));
  });

  it('leaves the hub’s sockets open past every one of these timeouts', async () => {
    const player = await testApp.newPlayer();
    const hub = await openRawHubClient(`${testApp.hubUrl}?fingerprint=browser-a`, {
      authorization: `Bearer ${await testApp.ticket(player.token)}`,
    });
    if ('refused' in hub) throw new Error(`refused with ${hub.refused}`);
    hub.send('{"protocol":"json","version":1}\u001e');
    await vi.waitFor(() => expect(hub.records[0]).toBe('{}'));
    // The client's pings, as the SignalR client sends them, well within the hub's own timeout.
    const pinging = setInterval(() => hub.send('{"type":6}\u001e'), 200);
    try {
      const closed = await Promise.race([
        hub.closed.then(() => true),
        new Promise<boolean>((resolve) =>
          setTimeout(() => resolve(false), 3 * timings.requestTimeoutMs),
        ),
      ]);
      expect(closed).toBe(false);
      expect(hub.socket.readyState).toBe(hub.socket.OPEN);
    } finally {
      clearInterval(pinging);
      hub.socket.terminate();
    }
  });
});
