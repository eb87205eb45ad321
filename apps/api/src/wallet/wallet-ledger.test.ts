import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/test-database';
import { testEngines } from '../db/test-engines';
import { insertTestPlayers } from './test-wallet-players';
import { findLedgerMismatches, readWallet, recomputeWallet } from './wallet-balance';
import { placeHold, postHold, releaseHold } from './wallet-holds';
import { postLedgerEntry, WalletError } from './wallet-ledger';
import { lockWallet } from './wallet-lock';

async function ledgerRows(database: DatabaseHandle, playerId: number) {
  return database.db
    .selectFrom('wallet_ledger')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
}

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`wallet ledger on ${kind}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database.close());

    const newPlayer = async () => (await insertTestPlayers(database.db, 1))[0] as number;

    it('credits and debits in kuruş, writing balance_after, and recomputes from the ledger', async () => {
      const playerId = await newPlayer();
      expect(await readWallet(database.db, playerId)).toEqual({
        balanceKurus: 0n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });

      const credit = await postLedgerEntry(database.db, {
        playerId,
        kind: 'deposit',
        amountKurus: 12_345n,
        idempotencyKey: 'credit-1',
        reference: 'payment:1',
      });
      const debit = await postLedgerEntry(database.db, {
        playerId,
        kind: 'bet',
        amountKurus: -2_345n,
        idempotencyKey: 'debit-1',
      });

      expect(credit).toMatchObject({
        balanceAfter: 12_345n,
        replayed: false,
        reference: 'payment:1',
      });
      expect(debit).toMatchObject({ balanceAfter: 10_000n, heldAfter: 0n, replayed: false });
      expect(await readWallet(database.db, playerId)).toEqual({
        balanceKurus: 10_000n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });
      expect(await recomputeWallet(database.db, playerId)).toEqual({
        balanceKurus: 10_000n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });
      expect((await ledgerRows(database, playerId)).map((row) => row.balance_after)).toEqual([
        12_345n,
        10_000n,
      ]);
    });

    it('answers a wallet locked again in one transaction as its posts left it, read once', async () => {
      const playerId = await newPlayer();
      await postLedgerEntry(database.db, {
        playerId,
        kind: 'deposit',
        amountKurus: 1_000n,
        idempotencyKey: 'locked-in',
      });
      const seen = await database.db.transaction().execute(async (trx) => {
        const first = await lockWallet(trx, playerId);
        await postLedgerEntry(trx, {
          playerId,
          kind: 'bet',
          amountKurus: -300n,
          idempotencyKey: 'locked-bet',
        });
        await postLedgerEntry(trx, {
          playerId,
          kind: 'bonus',
          pocket: 'bonus',
          amountKurus: 50n,
          idempotencyKey: 'locked-bonus',
        });
        // A refused post changes nothing, also in what the transaction remembers.
        const refused = await postLedgerEntry(trx, {
          playerId,
          kind: 'bet',
          amountKurus: -5_000n,
          idempotencyKey: 'locked-too-much',
        }).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(WalletError);
        // A replayed key moves nothing either.
        await postLedgerEntry(trx, {
          playerId,
          kind: 'bet',
          amountKurus: -300n,
          idempotencyKey: 'locked-bet',
        });
        return {
          first,
          again: await lockWallet(trx, playerId),
          row: await readWallet(trx, playerId),
        };
      });
      expect(seen.first).toEqual({ cashKurus: 1_000n, bonusKurus: 0n, heldKurus: 0n });
      expect(seen.again).toEqual({ cashKurus: 700n, bonusKurus: 50n, heldKurus: 0n });
      expect(seen.row).toEqual({ balanceKurus: 700n, bonusKurus: 50n, heldKurus: 0n });
    });

    it('refuses to go below zero and writes nothing', async () => {
      const playerId = await newPlayer();
      await postLedgerEntry(database.db, {
        playerId,
        kind: 'deposit',
        amountKurus: 500n,
        idempotencyKey: 'in',
      });

      const refused = await postLedgerEntry(database.db, {
        playerId,
        kind: 'bet',
        amountKurus: -501n,
        idempotencyKey: 'too-much',
      }).catch((error: unknown) => error);

      expect(refused).toBeInstanceOf(WalletError);
      expect((refused as WalletError).code).toBe('insufficient_funds');
      expect(await readWallet(database.db, playerId)).toEqual({
        balanceKurus: 500n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });
      expect(await ledgerRows(database, playerId)).toHaveLength(1);
    });

    it('applies a repeated idempotency key once and refuses it with another amount', async () => {
      const playerId = await newPlayer();
      const entry = { playerId, kind: 'win', amountKurus: 700n, idempotencyKey: 'round-9' };

      const first = await postLedgerEntry(database.db, entry);
      const again = await postLedgerEntry(database.db, entry);
      const conflict = await postLedgerEntry(database.db, { ...entry, amountKurus: 701n }).catch(
        (error: unknown) => error,
      );

      expect(again).toEqual({ ...first, replayed: true });
      expect((conflict as WalletError).code).toBe('idempotency_conflict');
      expect(await readWallet(database.db, playerId)).toEqual({
        balanceKurus: 700n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });
      expect(await ledgerRows(database, playerId)).toHaveLength(1);
    });

    it('applies one of many parallel posts of the same key', async () => {
      const playerId = await newPlayer();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          postLedgerEntry(database.db, {
            playerId,
            kind: 'deposit',
            amountKurus: 1_000n,
            idempotencyKey: 'same',
          }),
        ),
      );

      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      expect(await readWallet(database.db, playerId)).toEqual({
        balanceKurus: 1_000n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });
    });

    it('lets exactly as many parallel debits through as the balance pays for', async () => {
      const playerId = await newPlayer();
      await postLedgerEntry(database.db, {
        playerId,
        kind: 'deposit',
        amountKurus: 100n,
        idempotencyKey: 'in',
      });

      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, (_, index) =>
          postLedgerEntry(database.db, {
            playerId,
            kind: 'bet',
            amountKurus: -10n,
            idempotencyKey: `bet-${index}`,
          }),
        ),
      );

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
      for (const outcome of outcomes.filter((item) => item.status === 'rejected')) {
        expect((outcome.reason as WalletError).code).toBe('insufficient_funds');
      }
      expect(await readWallet(database.db, playerId)).toEqual({
        balanceKurus: 0n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });
      expect(await recomputeWallet(database.db, playerId)).toEqual({
        balanceKurus: 0n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });
    });

    it('holds an amount, then posts or releases it, never more than is held', async () => {
      const playerId = await newPlayer();
      await postLedgerEntry(database.db, {
        playerId,
        kind: 'deposit',
        amountKurus: 10_000n,
        idempotencyKey: 'in',
      });
      const hold = (key: string, amountKurus: bigint) => ({
        playerId,
        amountKurus,
        idempotencyKey: key,
      });

      await placeHold(database.db, hold('hold-a', 3_000n));
      await placeHold(database.db, hold('hold-b', 2_000n));
      expect(await readWallet(database.db, playerId)).toEqual({
        balanceKurus: 5_000n,
        heldKurus: 5_000n,
        bonusKurus: 0n,
      });

      await postHold(database.db, hold('settle-a', 3_000n));
      await releaseHold(database.db, hold('settle-b', 2_000n));
      expect(await readWallet(database.db, playerId)).toEqual({
        balanceKurus: 7_000n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });

      const tooMuch = await releaseHold(database.db, hold('settle-c', 1n)).catch((e: unknown) => e);
      expect((tooMuch as WalletError).code).toBe('hold_exceeded');
      const unpaid = await placeHold(database.db, hold('hold-c', 7_001n)).catch((e: unknown) => e);
      expect((unpaid as WalletError).code).toBe('insufficient_funds');
      expect(await recomputeWallet(database.db, playerId)).toEqual({
        balanceKurus: 7_000n,
        heldKurus: 0n,
        bonusKurus: 0n,
      });
    });

    it('joins the caller’s transaction, so a later failure rolls the entry back', async () => {
      const playerId = await newPlayer();
      const failed = await database.db
        .transaction()
        .execute(async (trx) => {
          await postLedgerEntry(trx, {
            playerId,
            kind: 'deposit',
            amountKurus: 100n,
            idempotencyKey: 'rolled-back',
          });
          throw new Error('the caller changed its mind');
        })
        .catch((error: unknown) => error);

      expect(failed).toBeInstanceOf(Error);
      expect(await ledgerRows(database, playerId)).toHaveLength(0);
      expect((await readWallet(database.db, playerId)).balanceKurus).toBe(0n);
    });

    it('refuses a negative balance in the schema too, and finds an account that left its ledger', async () => {
      const playerId = await newPlayer();
      await postLedgerEntry(database.db, {
        playerId,
        kind: 'deposit',
        amountKurus: 100n,
        idempotencyKey: 'in',
      });

      await expect(
        database.db
          .updateTable('wallet_account')
          .set({ balance_kurus: -1n })
          .where('player_id', '=', playerId)
          .execute(),
      ).rejects.toThrow();
      expect(await findLedgerMismatches(database.db)).toEqual([]);

      await database.db
        .updateTable('wallet_account')
        .set({ balance_kurus: sql`balance_kurus + 1` })
        .where('player_id', '=', playerId)
        .execute();
      expect(await findLedgerMismatches(database.db)).toEqual([
        {
          playerId,
          account: { balanceKurus: 101n, heldKurus: 0n, bonusKurus: 0n },
          ledger: { balanceKurus: 100n, heldKurus: 0n, bonusKurus: 0n },
        },
      ]);
      await database.db
        .updateTable('wallet_account')
        .set({ balance_kurus: 100n })
        .where('player_id', '=', playerId)
        .execute();
    });

    it('refuses an entry that moves nothing or has no key', async () => {
      const playerId = await newPlayer();
      await expect(
        postLedgerEntry(database.db, {
          playerId,
          kind: 'bet',
          amountKurus: 0n,
          idempotencyKey: 'k',
        }),
      ).rejects.toThrow(RangeError);
      await expect(
        postLedgerEntry(database.db, {
          playerId,
          kind: 'bet',
          amountKurus: 1n,
          idempotencyKey: '',
        }),
      ).rejects.toThrow(RangeError);
    });
  });
}
