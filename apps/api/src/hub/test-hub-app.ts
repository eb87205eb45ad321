import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { call, signUp } from '../accounts/test-players';
import { buildApp } from '../app';
import { testChallengeDifficulty } from '../challenges/solve-challenge';
import type { DatabaseHandle } from '../db';
import type { HttpTimings, LogSettings } from '../http';
import { testConfig } from '../test-app';
import type { HubTimings } from './hub-connection';
import { recordSeparator } from './hub-protocol';
import { hubPath } from './register-hub';

/** The whole API listening on a port of 127.0.0.1, for clients of the hub. */
export interface HubTestApp {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>/hub/frnotify`, as the SignalR client takes it. */
  hubUrl: string;
  /** Signs a new player up from the browser `fingerprint`. */
  newPlayer(fingerprint?: string): Promise<{ playerId: number; token: string; username: string }>;
  /** GET /api/customer/hubticket with the player's token. */
  ticket(token: string, fingerprint?: string): Promise<string>;
  /** Closes the app (the database stays open). */
  close(): Promise<void>;
}

/** Builds the API on `database` (migrated and seeded) and listens on a random port. */
export async function listenHubTestApp(
  database: DatabaseHandle,
  {
    databaseUrl,
    hubTimings,
    httpTimings,
    clock,
    log,
  }: {
    databaseUrl?: string;
    hubTimings?: Partial<HubTimings>;
    httpTimings?: Partial<HttpTimings>;
    clock?: () => Date;
    log?: LogSettings;
  } = {},
): Promise<HubTestApp> {
  const app = await buildApp({
    config: testConfig({ databaseUrl }),
    database,
    challengeDifficulty: testChallengeDifficulty,
    ...(hubTimings ? { hubTimings } : {}),
    ...(httpTimings ? { httpTimings } : {}),
    ...(clock ? { clock } : {}),
    ...(log ? { log } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  return {
    app,
    hubUrl: `http://127.0.0.1:${port}${hubPath}`,
    async newPlayer(fingerprint = 'browser-a') {
      const { body, token } = await signUp(app, {}, { fingerprint });
      const player = await database.db
        .selectFrom('player')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
      return { playerId: player.id, token, username: body.username };
    },
    async ticket(token, fingerprint = 'browser-a') {
      const response = await call(app, 'GET', 'customer/hubticket', { token, fingerprint });
      if (response.statusCode !== 200) throw new Error(`no hub ticket: ${response.body}`);
      return response.json().data.ticket;
    },
    close: () => app.close(),
  };
}

/** A raw WebSocket client of the hub that collects the records it receives. */
export interface RawHubClient {
  socket: WebSocket;
  /** Every record received so far, separator stripped, in order. */
  records: string[];
  /** Sends text as one frame. */
  send(text: string): void;
  /** Resolves once the socket closed. */
  closed: Promise<void>;
}

/**
 * Opens a raw socket to the hub: resolves with the client after the 101, or with the HTTP status
 * the hub refused the upgrade with.
 */
export function openRawHubClient(
  url: string,
  headers: Record<string, string> = {},
): Promise<RawHubClient | { refused: number }> {
  const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers });
  const records: string[] = [];
  let pending = '';
  socket.on('message', (data) => {
    const parts = (pending + data.toString()).split(recordSeparator);
    pending = parts.pop() ?? '';
    records.push(...parts);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({ socket, records, send: (text) => socket.send(text), closed }),
    );
    socket.once('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', reject);
  });
}
