import type { Transaction } from 'kysely';
import type { Database } from '../db';

/** A wallet's pockets as read under its lock, in kuruş. */
export interface LockedWallet {
  cashKurus: bigint;
  bonusKurus: bigint;
  /** Cash held back for withdrawals in review; part of `cashKurus`. */
  heldKurus: bigint;
}

/**
 * The wallets each open transaction has locked, as its own posts left them. Only a ledger post
 * (`wallet-ledger.ts`) changes a wallet row, and it reports what it wrote here, so a transaction
 * reads a locked row once however many steps (a bet's guard, its bonus part, its ledger entries)
 * ask for it. Keyed by the transaction object every step of one transaction shares; gone with it.
 */
const lockedBy = new WeakMap<Transaction<Database>, Map<number, LockedWallet>>();

/** What a ledger post left in a wallet this transaction holds locked. */
export function walletPosted(
  trx: Transaction<Database>,
  playerId: number,
  wallet: LockedWallet,
): void {
  const held = lockedBy.get(trx);
  if (held?.has(playerId)) held.set(playerId, { ...wallet });
}

/**
 * The player's wallet row, locked until the transaction ends; a missing one is opened at zero
 * first. Every change to a wallet (ledger posts, bets, bonus steps, withdrawals) takes this lock
 * before it reads, so one player's changes take turns. Asked again in the same transaction, it
 * answers the row as that transaction's posts left it, without another round trip.
 */
export async function lockWallet(
  trx: Transaction<Database>,
  playerId: number,
): Promise<LockedWallet> {
  const known = lockedBy.get(trx)?.get(playerId);
  if (known) return { ...known };
  const locked = () =>
    trx
      .selectFrom('wallet_account')
      .select(['balance_kurus', 'held_kurus', 'bonus_kurus'])
      .where('player_id', '=', playerId)
      .forUpdate()
      .executeTakeFirst();
  let row = await locked();
  if (!row) {
    // Two first posts may race here: the loser's insert waits for the winner and does nothing.
    await trx
      .insertInto('wallet_account')
      .values({ player_id: playerId })
      .onConflict((conflict) => conflict.column('player_id').doNothing())
      .execute();
    row = await locked();
  }
  if (!row) throw new Error(`Could not open the wallet of player ${playerId}`);
  const wallet = {
    cashKurus: row.balance_kurus,
    bonusKurus: row.bonus_kurus,
    heldKurus: row.held_kurus,
  };
  let held = lockedBy.get(trx);
  if (!held) {
    held = new Map();
    lockedBy.set(trx, held);
  }
  held.set(playerId, wallet);
  return { ...wallet };
}
