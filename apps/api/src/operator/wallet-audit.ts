import { TransactionKind, TransactionStatus } from '@zar/api-client/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';

/**
 * The money of the whole platform, in kuruş, read in one statement (one snapshot, so a reading
 * taken while money moves is still exact). The invariant, across both pockets (issue 22):
 *
 *   balances + bonuses + held
 *     = depositsIn − withdrawalsOut + bonusesGranted − bonusesRemoved + gameNet
 *
 * where each right-hand figure comes from its own source of truth, not from the ledger:
 * depositsIn is the sum of Confirmed deposit requests, withdrawalsOut of Confirmed (paid)
 * withdrawal requests, bonusesGranted of every bonus request (each was credited when filed),
 * bonusesRemoved of what each bonus lost for good (expiry, forfeit, over its cap; `player_bonus`),
 * and gameNet of the game transactions (wins and refunded rollbacks minus every bet taken).
 * Besides, the held amount is exactly the Pending withdrawals, every wallet's cash, bonus and
 * held amounts equal the sums of their ledger, only a player with a bonus being wagered has bonus
 * money, each bonus's removals are its ledger's, and every source record has exactly its ledger
 * entries.
 */
export interface WalletTotals {
  /** The cash pockets. */
  balances: bigint;
  /** The bonus pockets. */
  bonuses: bigint;
  held: bigint;
  depositsIn: bigint;
  withdrawalsOut: bigint;
  withdrawalsPending: bigint;
  bonusesGranted: bigint;
  bonusesRemoved: bigint;
  gameNet: bigint;
  /** Wallets whose balance or held amount is below zero (the table refuses it; checked anyway). */
  negativeWallets: number;
  /** Wallets whose cash, bonus or held amount is not the sum of their ledger. */
  walletsOffLedger: number;
  /** Wallets with bonus money and no bonus being wagered. */
  bonusWithoutBonus: number;
  /** Bonuses whose `removed_kurus` is not what their ledger rows took out. */
  bonusesOffLedger: number;
  /** Idempotency keys in the ledger more than once for one player (the table refuses it too). */
  keysTwice: number;
  /** Source records (payments, bonuses, game transactions) without exactly their ledger entries. */
  recordsOffLedger: number;
  /** Ledger entries no source record accounts for. */
  entriesWithoutRecord: number;
  players: number;
  ledgerEntries: number;
}

/** One wallet's money and its ledger sums by kind, for reconciling against a client's records. */
export interface WalletStatement {
  usercode: string;
  balance: bigint;
  bonus: bigint;
  held: bigint;
  /** Ledger amount per kind, both pockets (`deposit`, `bonus`, `bet`, `win`, `rollback`, `hold`, …). */
  byKind: Record<string, bigint>;
}

/** The totals and what, if anything, breaks the invariant; an empty list means it holds. */
export interface WalletAudit {
  totals: WalletTotals;
  violations: string[];
}

const deposit = TransactionKind.Deposit;
const withdraw = TransactionKind.Withdraw;
const confirmed = TransactionStatus.Confirmed;
const pending = TransactionStatus.Pending;
const rejected = TransactionStatus.Rejected;

/** Reads the totals in one statement and names every part of the invariant that does not hold. */
export async function auditWallets(db: Kysely<Database>): Promise<WalletAudit> {
  const { rows } = await sql<Record<keyof WalletTotals, string | number>>`
    with ledger_key as (
      select player_id, idempotency_key, count(*) as copies
      from wallet_ledger group by player_id, idempotency_key
    ),
    payment_step as (
      select request.id, request.player_id, request.kind, request.status, step.key, step.wanted
      from payment_request request
      cross join lateral (values
        ('payment:' || request.id || ':credit',
          case when request.kind = ${deposit} and request.status = ${confirmed} then 1 else 0 end),
        ('payment:' || request.id || ':hold', case when request.kind = ${withdraw} then 1 else 0 end),
        ('payment:' || request.id || ':settle',
          case when request.kind = ${withdraw} and request.status in (${confirmed}, ${rejected})
            then 1 else 0 end)
      ) as step(key, wanted)
    ),
    account_sum as (
      select account.player_id, account.balance_kurus, account.bonus_kurus, account.held_kurus,
        coalesce(sum(entry.amount_kurus) filter (where entry.pocket = 'cash'), 0)
          as ledger_balance,
        coalesce(sum(entry.amount_kurus) filter (where entry.pocket = 'bonus'), 0) as ledger_bonus,
        coalesce(sum(entry.held_change_kurus), 0) as ledger_held
      from wallet_account account
      left join wallet_ledger entry on entry.player_id = account.player_id
      group by account.player_id, account.balance_kurus, account.bonus_kurus, account.held_kurus
    ),
    bonus_removal as (
      select bonus.id, bonus.removed_kurus,
        coalesce(-sum(entry.amount_kurus), 0) as ledger_removed
      from player_bonus bonus
      left join wallet_ledger entry on entry.player_id = bonus.player_id
        and entry.reference = 'player-bonus:' || bonus.id
      group by bonus.id, bonus.removed_kurus
    )
    select
      (select coalesce(sum(balance_kurus), 0) from wallet_account) as "balances",
      (select coalesce(sum(bonus_kurus), 0) from wallet_account) as "bonuses",
      (select coalesce(sum(held_kurus), 0) from wallet_account) as "held",
      (select coalesce(sum(amount_kurus), 0) from payment_request
        where kind = ${deposit} and status = ${confirmed}) as "depositsIn",
      (select coalesce(sum(amount_kurus), 0) from payment_request
        where kind = ${withdraw} and status = ${confirmed}) as "withdrawalsOut",
      (select coalesce(sum(amount_kurus), 0) from payment_request
        where kind = ${withdraw} and status = ${pending}) as "withdrawalsPending",
      (select coalesce(sum(amount_kurus), 0) from bonus_request) as "bonusesGranted",
      (select coalesce(sum(removed_kurus), 0) from player_bonus) as "bonusesRemoved",
      (select coalesce(sum(case
          when kind = 'bet' then -amount_kurus
          when kind in ('win', 'rollback') and status = 'done' then amount_kurus
          else 0 end), 0) from game_transaction) as "gameNet",
      (select count(*) from wallet_account
        where balance_kurus < 0 or bonus_kurus < 0 or held_kurus < 0) as "negativeWallets",
      (select count(*) from account_sum
        where balance_kurus <> ledger_balance or bonus_kurus <> ledger_bonus
          or held_kurus <> ledger_held) as "walletsOffLedger",
      (select count(*) from wallet_account account
        where account.bonus_kurus > 0 and not exists (select 1 from player_bonus bonus
          where bonus.player_id = account.player_id and bonus.status = 'active'))
        as "bonusWithoutBonus",
      (select count(*) from bonus_removal where removed_kurus <> ledger_removed)
        as "bonusesOffLedger",
      (select count(*) from ledger_key where copies > 1) as "keysTwice",
      (
        (select count(*) from payment_step step
          left join ledger_key entry
            on entry.player_id = step.player_id and entry.idempotency_key = step.key
          where step.wanted <> coalesce(entry.copies, 0))
        + (select count(*) from bonus_request bonus
          left join ledger_key entry
            on entry.player_id = bonus.player_id and entry.idempotency_key = bonus.ledger_key
          where entry.copies is null)
        + (select count(*) from game_transaction game
          where (game.ledger_id is not null) <> (
            (game.kind = 'bet') or (game.kind = 'win' and game.amount_kurus > 0)
            or (game.kind = 'rollback' and game.status = 'done')))
      ) as "recordsOffLedger",
      (
        (select count(*) from wallet_ledger entry
          left join payment_step step on step.wanted = 1
            and step.player_id = entry.player_id and step.key = entry.idempotency_key
          where entry.kind in ('deposit', 'hold', 'hold_posted', 'hold_released')
          and step.id is null)
        + (select count(*) from wallet_ledger entry
          left join bonus_request bonus
            on bonus.player_id = entry.player_id and bonus.ledger_key = entry.idempotency_key
          where entry.kind = 'bonus' and bonus.id is null)
        + (select count(*) from wallet_ledger entry
          -- A bet's, win's or refund's bonus part posts under its first row's key + ':bonus'.
          left join wallet_ledger first on first.player_id = entry.player_id
            and entry.pocket = 'bonus'
            and first.idempotency_key = left(entry.idempotency_key, -length(':bonus'))
          left join game_transaction game on game.ledger_id = coalesce(first.id, entry.id)
          where entry.kind in ('bet', 'win', 'rollback') and game.id is null)
        + (select count(*) from wallet_ledger entry
          left join player_bonus bonus on bonus.player_id = entry.player_id
            and entry.reference = 'player-bonus:' || bonus.id
          where entry.kind in ('bonus_converted', 'bonus_expired', 'bonus_forfeited')
            and bonus.id is null)
        + (select count(*) from wallet_ledger entry
          where entry.kind not in
            ('deposit', 'hold', 'hold_posted', 'hold_released', 'bonus', 'bet', 'win', 'rollback',
              'bonus_converted', 'bonus_expired', 'bonus_forfeited'))
      ) as "entriesWithoutRecord",
      (select count(*) from wallet_account) as "players",
      (select count(*) from wallet_ledger) as "ledgerEntries"
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The wallet audit read nothing');
  const big = (key: keyof WalletTotals) => BigInt(row[key]);
  const count = (key: keyof WalletTotals) => Number(row[key]);
  const totals: WalletTotals = {
    balances: big('balances'),
    bonuses: big('bonuses'),
    held: big('held'),
    depositsIn: big('depositsIn'),
    withdrawalsOut: big('withdrawalsOut'),
    withdrawalsPending: big('withdrawalsPending'),
    bonusesGranted: big('bonusesGranted'),
    bonusesRemoved: big('bonusesRemoved'),
    gameNet: big('gameNet'),
    negativeWallets: count('negativeWallets'),
    walletsOffLedger: count('walletsOffLedger'),
    bonusWithoutBonus: count('bonusWithoutBonus'),
    bonusesOffLedger: count('bonusesOffLedger'),
    keysTwice: count('keysTwice'),
    recordsOffLedger: count('recordsOffLedger'),
    entriesWithoutRecord: count('entriesWithoutRecord'),
    players: count('players'),
    ledgerEntries: count('ledgerEntries'),
  };
  return { totals, violations: violationsOf(totals) };
}

function violationsOf(t: WalletTotals): string[] {
  const violations: string[] = [];
  const held = t.balances + t.bonuses + t.held;
  const sources = t.depositsIn - t.withdrawalsOut + t.bonusesGranted - t.bonusesRemoved + t.gameNet;
  if (held !== sources) {
    violations.push(
      `money not conserved: cash ${t.balances} + bonus ${t.bonuses} + held ${t.held} = ${held}, but deposits ${t.depositsIn} − withdrawals ${t.withdrawalsOut} + bonuses ${t.bonusesGranted} − bonus removed ${t.bonusesRemoved} + game ${t.gameNet} = ${sources}`,
    );
  }
  if (t.held !== t.withdrawalsPending) {
    violations.push(`held ${t.held} is not the pending withdrawals ${t.withdrawalsPending}`);
  }
  const counted: Array<[keyof WalletTotals, string]> = [
    ['negativeWallets', 'wallets below zero'],
    ['walletsOffLedger', 'wallets not equal to their ledger'],
    ['bonusWithoutBonus', 'wallets with bonus money and no bonus being wagered'],
    ['bonusesOffLedger', 'bonuses whose removals are not their ledger'],
    ['keysTwice', 'idempotency keys posted twice'],
    ['recordsOffLedger', 'records without exactly their ledger entries'],
    ['entriesWithoutRecord', 'ledger entries without a record'],
  ];
  for (const [key, text] of counted) {
    if (t[key] !== 0) violations.push(`${t[key]} ${text}`);
  }
  return violations;
}

/** Every wallet's balance, held amount and ledger sums by kind, keyed by the player's usercode. */
export async function walletStatements(db: Kysely<Database>): Promise<WalletStatement[]> {
  const { rows } = await sql<{
    usercode: string;
    balance_kurus: string;
    bonus_kurus: string;
    held_kurus: string;
    kind: string | null;
    amount: string | null;
  }>`
    select player.usercode, account.balance_kurus, account.bonus_kurus, account.held_kurus,
      entry.kind, sum(entry.amount_kurus) as amount
    from wallet_account account
    join player on player.id = account.player_id
    left join wallet_ledger entry on entry.player_id = account.player_id
    group by player.usercode, account.balance_kurus, account.bonus_kurus, account.held_kurus,
      entry.kind
    order by player.usercode
  `.execute(db);
  const statements = new Map<string, WalletStatement>();
  for (const row of rows) {
    let statement = statements.get(row.usercode);
    if (!statement) {
      statement = {
        usercode: row.usercode,
        balance: BigInt(row.balance_kurus),
        bonus: BigInt(row.bonus_kurus),
        held: BigInt(row.held_kurus),
        byKind: {},
      };
      statements.set(row.usercode, statement);
    }
    if (row.kind !== null) statement.byKind[row.kind] = BigInt(row.amount ?? 0);
  }
  return [...statements.values()];
}
