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
 * The player's wallet row, locked until the transaction ends; a missing one is opened at zero
 * first. Every change to a wallet (ledger posts, bets, bonus steps, withdrawals) takes this lock
 * before it reads, so one player's changes take turns.
 */
export async function lockWallet(
  trx: Transaction<Database>,
  playerId: number,
): Promise<LockedWallet> {
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
  return { cashKurus: row.balance_kurus, bonusKurus: row.bonus_kurus, heldKurus: row.held_kurus };
}
