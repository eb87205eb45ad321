import { LogLevel } from '@microsoft/signalr';
import { type Notification, NotificationType } from '@zar/api-client/contract';
import { createNotifyConnection, type NotifyConnection } from '@zar/realtime';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../accounts/test-players';
import { inMemoryDataDir } from '../config';
import { type DatabaseHandle, openDatabase } from '../db';
import { openTestDatabase, postgresTestUrl, postgresUnavailableReason } from '../db/test-database';
import { seedDatabase } from '../seed';
import { hubChannel } from './postgres-hub-bus';
import { type HubTestApp, listenHubTestApp } from './test-hub-app';

const postgresSkipReason = await postgresUnavailableReason();

const notification: Notification = {
  id: 7,
  title: 'Para çekme onaylandı',
  note: '100,00 ₺ hesabınıza gönderildi.',
  type: NotificationType.Withdraw,
  timeStamp: '2026-03-14T18:05:00',
  isRead: false,
};

describe.skipIf(postgresSkipReason !== null)(
  `two API processes on one PostgreSQL${postgresSkipReason ? ` (${postgresSkipReason})` : ''}`,
  () => {
    // Each app has its own pool and its own LISTEN connection, on the same schema.
    let databaseA: DatabaseHandle;
    let databaseB: DatabaseHandle;
    let appA: HubTestApp;
    let appB: HubTestApp;
    const connections: NotifyConnection[] = [];
    const logLines: string[] = [];
    const log = { stream: { write: (line: string) => logLines.push(line) } };

    /** A player signed up through A, connected to B with a ticket handed out by A. */
    async function playerOnB() {
      const player = await appA.newPlayer();
      const messages: Array<[string, string]> = [];
      const connection = createNotifyConnection({
        url: appB.hubUrl,
        accessTokenFactory: () => appA.ticket(player.token),
        fingerprint: 'browser-a',
        logger: LogLevel.None,
      });
      connection.onMessage((command, message) => messages.push([command, message]));
      connections.push(connection);
      await connection.start();
      return { ...player, connection, messages };
    }

    beforeAll(async () => {
      databaseA = await openTestDatabase('postgres');
      await seedDatabase(databaseA);
      databaseB = await openDatabase({
        databaseUrl: postgresTestUrl,
        dataDir: inMemoryDataDir,
        schema: databaseA.schema,
      });
      appA = await listenHubTestApp(databaseA, { databaseUrl: postgresTestUrl, log });
      appB = await listenHubTestApp(databaseB, { databaseUrl: postgresTestUrl, log });
    });

    afterEach(async () => {
      await Promise.all(connections.splice(0).map((connection) => connection.stop()));
    });

    afterAll(async () => {
      await appB?.close();
      await appA?.close();
      await databaseB?.close();
      await databaseA?.close();
    });

    it('delivers a push published through A to the socket on B', async () => {
      const player = await playerOnB();
      await appA.app.notifyHub.toPlayer(player.playerId, {
        command: 'Notification',
        message: notification,
      });
      await vi.waitFor(() =>
        expect(player.messages).toEqual([['Notification', JSON.stringify(notification)]]),
      );
    });

    it('carries a message too large for a NOTIFY payload by its key', async () => {
      const player = await playerOnB();
      const long = { ...notification, note: 'Ş'.repeat(6000) };
      await appA.app.notifyHub.toPlayer(player.playerId, {
        command: 'Notification',
        message: long,
      });
      await vi.waitFor(() =>
        expect(player.messages).toEqual([['Notification', JSON.stringify(long)]]),
      );
      const stored = await databaseA.db.selectFrom('hub_message').select('id').execute();
      expect(stored).toHaveLength(1);
    });

    it('carries a burst of pushes to B in order, a large one among them', async () => {
      const player = await playerOnB();
      const burst = Array.from({ length: 120 }, (_, index) => ({
        ...notification,
        id: index + 1,
        note: index === 60 ? 'Ş'.repeat(6000) : `${index + 1}. bildirim`,
      }));
      // Asked for in one go, as a broadcast's commit emits them: they share notifies.
      await Promise.all(
        burst.map((message) =>
          appA.app.notifyHub.toPlayer(player.playerId, { command: 'Notification', message }),
        ),
      );
      await vi.waitFor(() => expect(player.messages).toHaveLength(burst.length));
      expect(player.messages).toEqual(
        burst.map((message) => ['Notification', JSON.stringify(message)]),
      );
    });

    it('listens again after losing its connection, and has its clients reconnect to resync', async () => {
      const player = await playerOnB();
      const events: string[] = [];
      player.connection.onEvent((event) => events.push(event.type));

      // Cuts every LISTEN connection of this schema's channel: A's and B's.
      await sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where query = ${`listen "${hubChannel(databaseA.schema)}"`}
      `.execute(databaseA.db);
      await vi.waitFor(() => expect(events).toEqual(['disconnect', 'reconnected']), {
        timeout: 10_000,
      });
      expect(logLines.join('')).toContain('Hub listener lost its PostgreSQL connection');

      await appA.app.notifyHub.toPlayer(player.playerId, {
        command: 'Notification',
        message: notification,
      });
      await vi.waitFor(() => expect(player.messages).toHaveLength(1));
    });

    it('closes the socket on B within 1 s of a logout through A', async () => {
      const player = await playerOnB();
      const logout = await call(appA.app, 'GET', 'auth/logout', { token: player.token });
      expect(logout.statusCode).toBe(200);
      await vi.waitFor(() => expect(player.connection.getStatus()).toBe('disconnected'), {
        timeout: 1000,
      });
    });
  },
);
