import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db';
import { postgresTestUrl } from '../db/test-database';
import { testEngines } from '../db/test-engines';
import { gameCall, launchGame } from '../demo-provider/test-demo-games';
import { newPayer, operatorDecides, pay } from '../payments/test-payments';
import { openTestApp } from '../test-app';
import { runOperatorCommand } from './operator-cli';
import { auditWallets } from './wallet-audit';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zar-backup-test-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const bankTransfer = (amount: number) => ({
  id: 2,
  target: 'pay',
  detail: {
    amount,
    fullName: 'Ayşe Öztürk',
    bank: 3,
    transferDate: '2026-03-14T10:30',
    ownAccount: true,
  },
});

/** What a restored copy must hold as the original did: rows of each kind, and the audit. */
async function contents(database: DatabaseHandle) {
  const count = async (table: 'player' | 'wallet_ledger' | 'player_session') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('rows'))
          .executeTakeFirstOrThrow()
      ).rows,
    );
  const audit = await auditWallets(database.db);
  return {
    players: await count('player'),
    ledger: await count('wallet_ledger'),
    sessions: await count('player_session'),
    totals: audit.totals,
    violations: audit.violations,
  };
}

/** A scratch PostgreSQL database for the restored copy, on the test server. */
async function scratchDatabase() {
  const name = `zar_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresTestUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresTestUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresTestUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

for (const { kind, skipReason } of testEngines) {
  const title = skipReason
    ? `operator backup and restore on ${kind} (skipped: ${skipReason})`
    : `operator backup and restore on ${kind}`;

  describe.skipIf(skipReason !== null)(title, () => {
    it('round-trips players, money and sessions into an empty database that passes the audit', async () => {
      // pg_dump connects where the API's DATABASE_URL says.
      const testApp = await openTestApp({
        kind,
        ...(kind === 'postgres' ? { config: { databaseUrl: postgresTestUrl } } : {}),
      });
      const { app, database } = testApp;
      const scratch = kind === 'postgres' ? await scratchDatabase() : undefined;
      let restored: DatabaseHandle | undefined;
      try {
        // Two players: one with an approved deposit who plays, one whose deposit still waits.
        const players = [await newPayer(app, database), await newPayer(app, database)];
        for (const payer of players) {
          expect((await pay(app, payer, 'payment/deposit', bankTransfer(750))).statusCode).toBe(
            200,
          );
        }
        const request = await database.db
          .selectFrom('payment_request')
          .select('id')
          .where('player_id', '=', players[0]?.playerId ?? 0)
          .executeTakeFirstOrThrow();
        expect((await operatorDecides(app, 'deposits', request.id, 'approve')).statusCode).toBe(
          200,
        );
        const { id } = await launchGame(app, players[0]?.token ?? '', 'slot');
        expect((await gameCall(app, 'slot/spin', { launch: id, bet: 500 })).statusCode).toBe(200);
        const original = await contents(database);
        expect(original.players).toBe(2);
        expect(original.sessions).toBeGreaterThanOrEqual(2);
        expect(original.ledger).toBeGreaterThanOrEqual(2);
        expect(original.violations).toEqual([]);

        await app.listen({ port: 0, host: '127.0.0.1' });
        const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        const file = join(folder, `${kind}.backup`);
        const dataDir = join(folder, `${kind}-restored`);
        const restoreTarget = { databaseUrl: scratch?.url, schema: database.schema, dataDir };
        const run = (...args: string[]) =>
          runOperatorCommand(args, { baseUrl, locale: 'en', restoreTarget });

        const backup = await run('backup', file);
        expect(backup).toEqual({
          exitCode: 0,
          output: `Wrote a ${kind === 'pglite' ? 'pglite' : 'pg_dump'} backup to ${file}.`,
        });
        const restore = await run('restore', file);
        expect(restore.exitCode, restore.output).toBe(0);

        restored = await openDatabase({
          databaseUrl: scratch?.url,
          dataDir,
          schema: database.schema,
        });
        expect(await contents(restored)).toEqual(original);

        // A database holding anything is refused, and left as it was.
        const again = await run('restore', file);
        expect(again.exitCode).toBe(1);
        expect(again.output).toMatch(/restore needs an empty/);
        expect(await contents(restored)).toEqual(original);
      } finally {
        await restored?.close();
        await testApp.close();
        await scratch?.drop();
      }
    }, 180_000);
  });
}

describe('operator restore', () => {
  it('refuses a file that is not a backup, or one of the other engine', async () => {
    const file = join(folder, 'not-a-backup');
    await writeFile(file, 'hello');
    const run = (databaseUrl: string | undefined) =>
      runOperatorCommand(['restore', file], {
        baseUrl: 'http://127.0.0.1:1',
        locale: 'en',
        restoreTarget: { databaseUrl, schema: 'public', dataDir: join(folder, 'unused') },
      });
    expect(await run(undefined)).toEqual({ exitCode: 1, output: `${file} is not a Zar backup.` });

    const gzip = join(folder, 'pglite-like.backup');
    await writeFile(gzip, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]));
    const wrongEngine = await runOperatorCommand(['restore', gzip], {
      baseUrl: 'http://127.0.0.1:1',
      locale: 'en',
      restoreTarget: { databaseUrl: postgresTestUrl, schema: 'public', dataDir: folder },
    });
    expect(wrongEngine.exitCode).toBe(1);
    expect(wrongEngine.output).toMatch(/is a PGlite backup: restore it without DATABASE_URL/);
  });
});
