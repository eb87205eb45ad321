import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../db';
import { walletEntries } from '../metrics/domain-metrics';
import { lockWallet, walletPosted } from './wallet-lock';
import type { WalletLedgerTable, WalletPocket } from './wallet-tables';

/** The currency every wallet keeps, in kuruş. */
export const walletCurrency = 'TRY';

/** One change to post to a player's wallet. */
export interface LedgerEntry {
  playerId: number;
  /** What moves the money, e.g. `deposit`, `bonus`, `bet`, `win`; see `ledgerKinds`. */
  kind: string;
  /** The pocket it moves: `cash` (the default) or `bonus`, money being wagered (issue 22). */
  pocket?: WalletPocket;
  /** Change to the pocket's balance in kuruş; negative debits. */
  amountKurus: bigint;
  /** Change to the held amount in kuruş (holds of withdrawals in review, cash only); default 0. */
  heldChangeKurus?: bigint;
  /**
   * Unique per player: posting the same key again returns the first entry without applying it
   * twice (e.g. `payment:12:credit`, a game round's transaction id).
   */
  idempotencyKey: string;
  /** What the entry belongs to, e.g. `payment:12`. */
  reference?: string | null;
}

/** A ledger row as posted, and whether this call only found an earlier post of the same key. */
export interface PostedEntry {
  id: bigint;
  playerId: number;
  kind: string;
  pocket: WalletPocket;
  amountKurus: bigint;
  heldChangeKurus: bigint;
  /** The pocket's balance after the entry. */
  balanceAfter: bigint;
  heldAfter: bigint;
  idempotencyKey: string;
  reference: string | null;
  createdAt: Date;
  /** True when the key had been posted before and nothing changed now. */
  replayed: boolean;
}

/** The ledger kinds of the wallet and the payments; other domains add their own names. */
export const ledgerKinds = {
  deposit: 'deposit',
  hold: 'hold',
  holdPosted: 'hold_posted',
  holdReleased: 'hold_released',
} as const;

/** Why the wallet refused an entry. */
export type WalletErrorCode =
  /** The balance would go below zero. */
  | 'insufficient_funds'
  /** More would leave the held amount than it holds. */
  | 'hold_exceeded'
  /** The idempotency key was posted before with another kind or amount. */
  | 'idempotency_conflict';

/** A refused wallet change; nothing was written. */
export class WalletError extends Error {
  readonly code: WalletErrorCode;

  constructor(code: WalletErrorCode, message: string) {
    super(message);
    this.name = 'WalletError';
    this.code = code;
  }
}

const maxKeyLength = 200;

/**
 * Posts one entry to a player's wallet: locks the account row (created at zero when missing;
 * `SELECT … FOR UPDATE`, so concurrent posts to one wallet queue up), refuses a balance or held
 * amount below zero, writes the ledger row and the new balance. Inside a transaction `db` it
 * joins it, so the caller's own writes commit or roll back with it; else it opens one.
 * A key posted before returns that entry (`replayed: true`) and changes nothing.
 */
export async function postLedgerEntry(
  db: Kysely<Database>,
  entry: LedgerEntry,
): Promise<PostedEntry> {
  checkEntry(entry);
  if (db.isTransaction) return post(db as Transaction<Database>, entry);
  return db.transaction().execute((trx) => post(trx, entry));
}

function checkEntry(entry: LedgerEntry): void {
  if (entry.amountKurus === 0n && (entry.heldChangeKurus ?? 0n) === 0n) {
    throw new RangeError('A ledger entry must move money');
  }
  if (entry.idempotencyKey.length === 0 || entry.idempotencyKey.length > maxKeyLength) {
    throw new RangeError(`An idempotency key has 1 to ${maxKeyLength} characters`);
  }
  if (entry.kind.length === 0) throw new RangeError('A ledger entry needs a kind');
  if (entry.pocket === 'bonus' && (entry.heldChangeKurus ?? 0n) !== 0n) {
    throw new RangeError('The bonus pocket holds nothing back');
  }
}

async function post(trx: Transaction<Database>, entry: LedgerEntry): Promise<PostedEntry> {
  const heldChange = entry.heldChangeKurus ?? 0n;
  const pocket = entry.pocket ?? 'cash';
  const wallet = await lockWallet(trx, entry.playerId);
  const balanceAfter =
    (pocket === 'bonus' ? wallet.bonusKurus : wallet.cashKurus) + entry.amountKurus;
  const heldAfter = wallet.heldKurus + heldChange;

  // The lock makes posts to this wallet take turns, so a key is either in the ledger already
  // or cannot be added by anyone else before this insert. The row and the new balance are
  // written by one statement: the account changes only when the entry was inserted.
  const posted =
    balanceAfter >= 0n && heldAfter >= 0n
      ? await trx
          .with('entry', (db) =>
            db
              .insertInto('wallet_ledger')
              .values({
                player_id: entry.playerId,
                kind: entry.kind,
                pocket,
                amount_kurus: entry.amountKurus,
                held_change_kurus: heldChange,
                balance_after: balanceAfter,
                held_after: heldAfter,
                idempotency_key: entry.idempotencyKey,
                reference: entry.reference ?? null,
              })
              .onConflict((conflict) =>
                conflict.constraint('wallet_ledger_idempotency').doNothing(),
              )
              .returningAll(),
          )
          .updateTable('wallet_account')
          .from('entry')
          .set(
            pocket === 'bonus'
              ? { bonus_kurus: balanceAfter, updated_at: sql`now()` }
              : { balance_kurus: balanceAfter, held_kurus: heldAfter, updated_at: sql`now()` },
          )
          .whereRef('wallet_account.player_id', '=', 'entry.player_id')
          .returningAll('entry')
          .executeTakeFirst()
      : undefined;
  if (!posted) return replayOrRefuse(trx, entry, { balanceAfter, heldAfter });
  walletPosted(
    trx,
    entry.playerId,
    pocket === 'bonus'
      ? { ...wallet, bonusKurus: balanceAfter }
      : { ...wallet, cashKurus: balanceAfter, heldKurus: heldAfter },
  );
  walletEntries.inc({ kind: entry.kind, pocket });
  return toPosted(posted, false);
}

/** The earlier post of the entry's key, else why the entry cannot be posted. */
async function replayOrRefuse(
  trx: Transaction<Database>,
  entry: LedgerEntry,
  { balanceAfter, heldAfter }: { balanceAfter: bigint; heldAfter: bigint },
): Promise<PostedEntry> {
  const earlier = await trx
    .selectFrom('wallet_ledger')
    .selectAll()
    .where('player_id', '=', entry.playerId)
    .where('idempotency_key', '=', entry.idempotencyKey)
    .executeTakeFirst();
  if (earlier) {
    if (
      earlier.kind !== entry.kind ||
      earlier.pocket !== (entry.pocket ?? 'cash') ||
      earlier.amount_kurus !== entry.amountKurus ||
      earlier.held_change_kurus !== (entry.heldChangeKurus ?? 0n)
    ) {
      throw new WalletError(
        'idempotency_conflict',
        `Key ${entry.idempotencyKey} was posted before with another kind or amount`,
      );
    }
    return toPosted(earlier, true);
  }
  if (balanceAfter < 0n) {
    throw new WalletError('insufficient_funds', `Player ${entry.playerId} cannot pay that much`);
  }
  if (heldAfter < 0n) {
    throw new WalletError('hold_exceeded', `Player ${entry.playerId} holds less than that`);
  }
  throw new Error(`Ledger entry ${entry.idempotencyKey} was neither posted nor found`);
}

function toPosted(row: Selectable<WalletLedgerTable>, replayed: boolean): PostedEntry {
  return {
    id: row.id,
    playerId: row.player_id,
    kind: row.kind,
    pocket: row.pocket,
    amountKurus: row.amount_kurus,
    heldChangeKurus: row.held_change_kurus,
    balanceAfter: row.balance_after,
    heldAfter: row.held_after,
    idempotencyKey: row.idempotency_key,
    reference: row.reference,
    createdAt: row.created_at,
    replayed,
  };
}
