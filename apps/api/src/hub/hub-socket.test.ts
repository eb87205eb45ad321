import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/test-database';
import { seedDatabase } from '../seed';
import { sessionLifetimeMs } from '../sessions';
import { hubTicketLifetimeMs } from './hub-tickets';
import { maxSocketsPerSession } from './register-hub';
import {
  type HubTestApp,
  listenHubTestApp,
  openRawHubClient,
  type RawHubClient,
} from './test-hub-app';

const handshake = '{"protocol":"json","version":1}\u001e';

describe('the hub socket, spoken to byte by byte', () => {
  let database: DatabaseHandle;
  let testApp: HubTestApp;
  let player: { playerId: number; token: string };
  let clockOffsetMs = 0;
  const logLines: string[] = [];
  const opened: RawHubClient[] = [];

  /** A client of `player` (a new ticket each) past the upgrade, not yet past the handshake. */
  async function connect(query = '?fingerprint=browser-a', headers?: Record<string, string>) {
    const client = await openRawHubClient(
      `${testApp.hubUrl}${query}`,
      headers ?? { authorization: `Bearer ${await testApp.ticket(player.token)}` },
    );
    if ('refused' in client) throw new Error(`refused with ${client.refused}`);
    opened.push(client);
    return client;
  }

  async function connectAndShakeHands() {
    const client = await connect();
    client.send(handshake);
    await vi.waitFor(() => expect(client.records[0]).toBe('{}'));
    return client;
  }

  async function refusal(query: string, headers: Record<string, string> = {}) {
    const client = await openRawHubClient(`${testApp.hubUrl}${query}`, headers);
    if ('refused' in client) return client.refused;
    client.socket.terminate();
    return 101;
  }

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDatabase(database);
    testApp = await listenHubTestApp(database, {
      hubTimings: { keepAliveIntervalMs: 200, handshakeTimeoutMs: 1000 },
      clock: () => new Date(Date.now() + clockOffsetMs),
      log: { level: 'trace', stream: { write: (line) => logLines.push(line) } },
    });
    player = await testApp.newPlayer();
  });

  afterAll(async () => {
    for (const client of opened) client.socket.terminate();
    await testApp.close();
    await database.close();
  });

  it('answers the handshake with {} and the separator, whatever follows in the frame', async () => {
    const client = await connect();
    client.send(`${handshake}{"type":6}\u001e`);
    await vi.waitFor(() => expect(client.records[0]).toBe('{}'));
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it('refuses another protocol with an error record without a type, then closes', async () => {
    const client = await connect();
    client.send('{"protocol":"messagepack","version":1}\u001e');
    await client.closed;
    expect(client.records).toEqual([`{"error":"The protocol 'messagepack' is not supported."}`]);
  });

  it('cancels a handshake that never comes', async () => {
    const client = await connect();
    await client.closed;
    expect(client.records).toEqual(['{"error":"Handshake was canceled."}']);
  });

  it('pings after a silence', async () => {
    const client = await connectAndShakeHands();
    await vi.waitFor(() => expect(client.records).toContain('{"type":6}'), { timeout: 5000 });
  });

  it('answers an invoke with an error Completion, and a send or a ping with nothing', async () => {
    const client = await connectAndShakeHands();
    client.send(
      [
        '{"type":1,"target":"Fire","arguments":[42]}',
        '{"type":6}',
        '{"type":1,"target":"Echo","arguments":[{"a":1}],"invocationId":"0"}',
        '{"type":4,"target":"Stream","arguments":[],"invocationId":"1"}',
        '',
      ].join('\u001e'),
    );
    await vi.waitFor(() => expect(client.records).toHaveLength(3));
    expect(client.records.slice(1).map((record) => JSON.parse(record))).toEqual([
      { type: 3, invocationId: '0', error: "Unknown hub method 'Echo'" },
      { type: 3, invocationId: '1', error: "Unknown hub method 'Stream'" },
    ]);
  });

  it('closes when the client sends Close', async () => {
    const client = await connectAndShakeHands();
    client.send('{"type":7}\u001e');
    await client.closed;
  });

  it('takes the ticket from the access_token query, as the browser client sends it', async () => {
    const ticket = await testApp.ticket(player.token);
    const client = await connect(
      `?fingerprint=browser-a&access_token=${encodeURIComponent(ticket)}`,
      {},
    );
    client.send(handshake);
    await vi.waitFor(() => expect(client.records[0]).toBe('{}'));
  });

  it('refuses the upgrade with 401 without a live session for the browser', async () => {
    const other = await testApp.newPlayer('browser-c');
    expect(await refusal('?fingerprint=browser-a')).toBe(401);
    expect(await refusal('?fingerprint=browser-a&access_token=unknown-token')).toBe(401);
    expect(await refusal('?fingerprint=browser-a&access_token=ticket.unknown')).toBe(401);
    const ticket = await testApp.ticket(player.token);
    expect(await refusal('?fingerprint=browser-b', { authorization: `Bearer ${ticket}` })).toBe(
      401,
    );

    const otherTicket = await testApp.ticket(other.token, 'browser-c');
    await call(testApp.app, 'GET', 'auth/logout', { token: other.token, fingerprint: 'browser-c' });
    expect(
      await refusal('?fingerprint=browser-c', { authorization: `Bearer ${otherTicket}` }),
    ).toBe(401);
  });

  it('never opens with a session token, in the URL or as a bearer header (issue 20)', async () => {
    const inUrl = `?fingerprint=browser-a&access_token=${encodeURIComponent(player.token)}`;
    expect(await refusal(inUrl)).toBe(401);
    expect(
      await refusal('?fingerprint=browser-a', { authorization: `Bearer ${player.token}` }),
    ).toBe(401);
    // The session itself is live: a ticket of it opens the hub.
    const ticket = await testApp.ticket(player.token);
    expect(await refusal('?fingerprint=browser-a', { authorization: `Bearer ${ticket}` })).toBe(
      101,
    );
  });

  it('opens one socket per ticket, even for two upgrades at once (issue 20)', async () => {
    const ticket = await testApp.ticket(player.token);
    const withTicket = `?fingerprint=browser-a&access_token=${encodeURIComponent(ticket)}`;
    const statuses = await Promise.all([refusal(withTicket), refusal(withTicket)]);
    expect(statuses.sort()).toEqual([101, 401]);
  });

  it(`caps a session at ${maxSocketsPerSession} sockets: the next gets its handshake, then Close with the reason and no reconnect (issue 20)`, async () => {
    const capped = await testApp.newPlayer();
    const shaken = async () => {
      const ticket = await testApp.ticket(capped.token);
      const client = await openRawHubClient(`${testApp.hubUrl}?fingerprint=browser-a`, {
        authorization: `Bearer ${ticket}`,
      });
      if ('refused' in client) throw new Error(`refused with ${client.refused}`);
      opened.push(client);
      client.send(handshake);
      await vi.waitFor(() => expect(client.records[0]).toBe('{}'));
      return client;
    };
    const open: RawHubClient[] = [];
    for (let index = 0; index < maxSocketsPerSession; index += 1) open.push(await shaken());

    const extra = await shaken();
    await extra.closed;
    expect(extra.records).toEqual([
      '{}',
      `{"type":7,"error":"Too many connections for this session (at most ${maxSocketsPerSession})."}`,
    ]);
    for (const client of open) expect(client.socket.readyState).toBe(client.socket.OPEN);
    // The refused socket took no place, and a closed one gives its place back.
    open[0]?.socket.close();
    await open[0]?.closed;
    const replacement = await shaken();
    await testApp.app.notifyHub.toPlayer(capped.playerId, {
      command: 'Balance',
      message: { balance: 1, currency: 'TRY', cash: 1, bonus: 0 },
    });
    await vi.waitFor(() =>
      expect(replacement.records.filter((record) => record.includes('NotifyMessage'))).toHaveLength(
        1,
      ),
    );
    // Another session of the same player counts on its own.
    const otherLogin = await call(testApp.app, 'POST', 'auth/login', {
      body: { username: capped.username, password: 'gizli1' },
    });
    const otherTicket = await testApp.ticket(otherLogin.json().data.token);
    expect(
      await refusal('?fingerprint=browser-a', { authorization: `Bearer ${otherTicket}` }),
    ).toBe(101);
  });

  it('opens with a ticket once, within its lifetime and from its browser only', async () => {
    const ticket = await testApp.ticket(player.token);
    expect(ticket).toMatch(/^ticket\./);
    const withTicket = (value: string, fingerprint = 'browser-a') =>
      `?fingerprint=${fingerprint}&access_token=${encodeURIComponent(value)}`;

    expect(await refusal(withTicket(ticket))).toBe(101);
    expect(await refusal(withTicket(ticket))).toBe(401);
    expect(await refusal(withTicket(await testApp.ticket(player.token), 'browser-b'))).toBe(401);

    const late = await testApp.ticket(player.token);
    clockOffsetMs = hubTicketLifetimeMs + 1000;
    try {
      expect(await refusal(withTicket(late))).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('needs a session for a ticket and never lets it be cached', async () => {
    expect((await call(testApp.app, 'GET', 'customer/hubticket')).statusCode).toBe(401);
    const response = await call(testApp.app, 'GET', 'customer/hubticket', { token: player.token });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 to upgrades anywhere else', async () => {
    const client = await openRawHubClient(testApp.hubUrl.replace('frnotify', 'other'));
    expect(client).toEqual({ refused: 404 });
  });

  it('closes the sockets of a session whose lifetime ends (issue 20)', async () => {
    const client = await connect();
    client.send(handshake);
    await vi.waitFor(() => expect(client.records[0]).toBe('{}'));
    clockOffsetMs = sessionLifetimeMs;
    try {
      await client.closed;
    } finally {
      clockOffsetMs = 0;
    }
    expect(client.records.at(-1)).toBe('{"type":7,"error":"Session ended."}');
  });

  it('never logs a token, a ticket or a fingerprint', async () => {
    const ticket = await testApp.ticket(player.token);
    await refusal(`?fingerprint=browser-a&access_token=${encodeURIComponent(ticket)}`);
    await refusal(`?fingerprint=browser-a&access_token=${encodeURIComponent(player.token)}`);
    await refusal('?fingerprint=browser-a&access_token=unknown-token');

    const logged = logLines.join('\n');
    expect(logged).toContain('Hub connection refused');
    for (const secret of [player.token, ticket.slice('ticket.'.length), 'unknown-token']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toContain('browser-a');
  });
});

describe('the client timeout, on the hub’s shared tick', () => {
  let database: DatabaseHandle;
  let testApp: HubTestApp;
  let player: { playerId: number; token: string };
  const opened: RawHubClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDatabase(database);
    testApp = await listenHubTestApp(database, {
      hubTimings: { keepAliveIntervalMs: 100, clientTimeoutMs: 900 },
    });
    player = await testApp.newPlayer();
  });

  afterAll(async () => {
    for (const client of opened) client.socket.terminate();
    await testApp.close();
    await database.close();
  });

  async function shakenClient() {
    const client = await openRawHubClient(`${testApp.hubUrl}?fingerprint=browser-a`, {
      authorization: `Bearer ${await testApp.ticket(player.token)}`,
    });
    if ('refused' in client) throw new Error(`refused with ${client.refused}`);
    opened.push(client);
    client.send(handshake);
    await vi.waitFor(() => expect(client.records[0]).toBe('{}'));
    return client;
  }

  it('closes a client it has not heard from, letting it reconnect; its own pings do not count', async () => {
    const silent = await shakenClient();
    await silent.closed;
    expect(silent.records.at(-1)).toBe(
      '{"type":7,"error":"Client timeout elapsed without a message.","allowReconnect":true}',
    );
    // The server's pings went out all along; only hearing from the client keeps it open.
    expect(silent.records.filter((record) => record === '{"type":6}').length).toBeGreaterThan(0);
  });

  it('keeps a client open while it keeps pinging', async () => {
    const talking = await shakenClient();
    const pinging = setInterval(() => talking.send('{"type":6}\u001e'), 150);
    try {
      await new Promise((wake) => setTimeout(wake, 2000));
      expect(talking.socket.readyState).toBe(talking.socket.OPEN);
    } finally {
      clearInterval(pinging);
    }
  });
});
