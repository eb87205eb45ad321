import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { ledgerKinds, type PostedEntry, postLedgerEntry } from './wallet-ledger';

/** An amount held back from a player's balance, e.g. a withdrawal in review. */
export interface Hold {
  playerId: number;
  /** The held amount in kuruş, positive. */
  amountKurus: bigint;
  /** Unique per player and step; retrying a step with the same key changes nothing. */
  idempotencyKey: string;
  reference?: string | null;
}

function positive(amountKurus: bigint): bigint {
  if (amountKurus <= 0n) throw new RangeError('A hold is a positive amount');
  return amountKurus;
}

/** Moves the amount from the balance to the held amount; `insufficient_funds` when it is not there. */
export function placeHold(db: Kysely<Database>, hold: Hold): Promise<PostedEntry> {
  const amount = positive(hold.amountKurus);
  return postLedgerEntry(db, {
    ...hold,
    kind: ledgerKinds.hold,
    amountKurus: -amount,
    heldChangeKurus: amount,
  });
}

/** The held amount leaves the wallet for good (the withdrawal is paid out). */
export function postHold(db: Kysely<Database>, hold: Hold): Promise<PostedEntry> {
  return postLedgerEntry(db, {
    ...hold,
    kind: ledgerKinds.holdPosted,
    amountKurus: 0n,
    heldChangeKurus: -positive(hold.amountKurus),
  });
}

/** The held amount goes back to the balance (the withdrawal is refused). */
export function releaseHold(db: Kysely<Database>, hold: Hold): Promise<PostedEntry> {
  const amount = positive(hold.amountKurus);
  return postLedgerEntry(db, {
    ...hold,
    kind: ledgerKinds.holdReleased,
    amountKurus: amount,
    heldChangeKurus: -amount,
  });
}
