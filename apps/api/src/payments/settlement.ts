import { NotificationType, TransactionKind, TransactionStatus } from '@zar/api-client/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db';
import { ApiError, type Locale, type ServerText, translate } from '../http';
import {
  commitThenEmit,
  notificationTexts,
  notifyPlayer,
  type PendingPlayerEvents,
  type PlayerEvents,
} from '../notifications';
import { activeExclusion } from '../responsible-gaming/player-limits';
import { ledgerKinds, postHold, postLedgerEntry, releaseHold } from '../wallet';
import { fillPerLocale, formatAmount, paymentMessages } from './payment-messages';
import { hashPageToken, paymentLedgerKeys } from './payment-requests';
import type { PaymentRequestTable } from './payment-tables';

/** What an operator decides about a pending request. */
export type Decision = 'approve' | 'reject';

/** A payment request as it stands after a settlement. */
export interface SettledPayment {
  id: number;
  playerId: number;
  kind: number;
  status: number;
  amountKurus: bigint;
}

type PaymentRow = Selectable<PaymentRequestTable>;

/**
 * Settles a Pending deposit or withdrawal exactly once, locking its row first: approving a
 * deposit credits the wallet, rejecting it credits nothing; approving a withdrawal posts its
 * hold, rejecting it returns the hold to the balance. A credited deposit and a decided withdrawal
 * notify the player; after the commit `events` hears of the notification and the wallet change.
 * An unknown id is a 404; a request settled before (or a deposit still waiting for the player's
 * confirmation) is a 409 and changes nothing. An approved deposit is credited even during the
 * player's time-out or self-exclusion: that money was really sent, so it is theirs (they may
 * withdraw it; the exclusion refuses their bets).
 */
export async function settlePayment(
  db: Kysely<Database>,
  {
    id,
    kind,
    decision,
    now,
    events,
  }: { id: number; kind: TransactionKind; decision: Decision; now: Date; events: PlayerEvents },
): Promise<SettledPayment> {
  return commitThenEmit(db, events, async (trx, pending) => {
    const row = await trx
      .selectFrom('payment_request')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(id, kind);
    if (row.status === TransactionStatus.Created) {
      throw new ApiError({
        status: 409,
        code: 'payment_awaiting_player',
        text: paymentMessages.awaitingPlayer,
        params: { id: String(id) },
      });
    }
    if (row.status !== TransactionStatus.Pending) throw alreadySettled(row);

    const approve = decision === 'approve';
    if (kind === TransactionKind.Deposit) {
      if (approve) await creditDeposit(trx, pending, row, now);
    } else {
      await settleHold(trx, pending, row, approve ? 'approved' : 'rejected', now);
    }
    const status = approve ? TransactionStatus.Confirmed : TransactionStatus.Rejected;
    await markSettled(trx, row.id, status, now);
    return {
      id: row.id,
      playerId: row.player_id,
      kind: row.kind,
      status,
      amountKurus: row.amount_kurus,
    };
  });
}

/**
 * The player cancels their own Pending withdrawal: the hold returns to the balance through the
 * ledger and the request becomes Cancelled, in one transaction with the row locked. The release
 * posts under the same ledger key as an operator's decision (`payment:{id}:settle`), so a cancel
 * racing an approval or rejection settles it once: whichever locks the row first wins and the
 * other finds it settled. Cancelling again answers the cancelled request and changes nothing;
 * a request an operator already decided is a 409; another player's or an unknown id is a 404.
 */
export async function cancelWithdrawalRequest(
  db: Kysely<Database>,
  { id, playerId, now, events }: { id: number; playerId: number; now: Date; events: PlayerEvents },
): Promise<SettledPayment> {
  return commitThenEmit(db, events, async (trx, pending) => {
    const row = await trx
      .selectFrom('payment_request')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', TransactionKind.Withdraw)
      .where('player_id', '=', playerId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(id, TransactionKind.Withdraw);
    const settled = {
      id: row.id,
      playerId: row.player_id,
      kind: row.kind,
      amountKurus: row.amount_kurus,
    };
    if (row.status === TransactionStatus.Cancelled) return { ...settled, status: row.status };
    if (row.status !== TransactionStatus.Pending) {
      throw new ApiError({
        status: 409,
        code: 'withdrawal_not_cancellable',
        text: fillPerLocale(paymentMessages.withdrawalNotCancellable, (locale) => ({
          id: String(row.id),
          status: statusWord(row.status, locale),
        })),
      });
    }
    await settleHold(trx, pending, row, 'cancelled', now);
    await markSettled(trx, row.id, TransactionStatus.Cancelled, now);
    return { ...settled, status: TransactionStatus.Cancelled };
  });
}

/** A deposit as its payment page shows it. */
export interface DepositPage {
  id: number;
  status: number;
  amountKurus: bigint;
  methodId: number;
  /** The language the player asked for the deposit in. */
  locale: string;
  /**
   * Set when the player's confirmation was refused because they are on a time-out or
   * self-excluded: until when (null: for good).
   */
  paused?: { until: Date | null };
}

/** The external deposit of a payment page token, or null for an unknown token. */
export async function findDepositPage(
  db: Kysely<Database>,
  token: string,
): Promise<DepositPage | null> {
  const row = await db
    .selectFrom('payment_request')
    .selectAll()
    .where('page_token_hash', '=', hashPageToken(token))
    .executeTakeFirst();
  return row ? toDepositPage(row) : null;
}

/**
 * The player confirms on the payment page: a Created deposit is credited to the wallet,
 * Confirmed and notified, in one transaction with its row locked; `events` hears of it after the
 * commit. Any later (or parallel) confirmation finds it settled and changes nothing; the answer
 * is the deposit as it now stands. During a time-out or self-exclusion taken since the deposit
 * was started, the payment is not taken: the deposit is Cancelled with nothing credited (so it
 * cannot be paid the minute the pause ends either) and the answer says until when (`paused`).
 */
export function confirmDepositPage(
  db: Kysely<Database>,
  token: string,
  now: Date,
  events: PlayerEvents,
): Promise<DepositPage | null> {
  return settleDepositPage(db, token, events, async (trx, pending, row) => {
    const exclusion = await activeExclusion(trx, row.player_id, now);
    if (exclusion) {
      await markSettled(trx, row.id, TransactionStatus.Cancelled, now);
      return { status: TransactionStatus.Cancelled, paused: { until: exclusion.until } };
    }
    await creditDeposit(trx, pending, row, now);
    await markSettled(trx, row.id, TransactionStatus.Confirmed, now);
    return { status: TransactionStatus.Confirmed };
  });
}

/** The player cancels on the payment page: a Created deposit becomes Cancelled, nothing else. */
export function cancelDepositPage(
  db: Kysely<Database>,
  token: string,
  now: Date,
  events: PlayerEvents,
): Promise<DepositPage | null> {
  return settleDepositPage(db, token, events, async (trx, _pending, row) => {
    await markSettled(trx, row.id, TransactionStatus.Cancelled, now);
    return { status: TransactionStatus.Cancelled };
  });
}

async function settleDepositPage(
  db: Kysely<Database>,
  token: string,
  events: PlayerEvents,
  settle: (
    trx: Transaction<Database>,
    pending: PendingPlayerEvents,
    row: PaymentRow,
  ) => Promise<Pick<DepositPage, 'status' | 'paused'>>,
): Promise<DepositPage | null> {
  return commitThenEmit(db, events, async (trx, pending) => {
    const row = await trx
      .selectFrom('payment_request')
      .selectAll()
      .where('page_token_hash', '=', hashPageToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    if (row.status !== TransactionStatus.Created) return toDepositPage(row);
    return { ...toDepositPage(row), ...(await settle(trx, pending, row)) };
  });
}

/**
 * Ends a withdrawal's hold under its once-only settle key: paid out when approved, back to the
 * balance when rejected or cancelled by the player; the player is told which.
 */
async function settleHold(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  row: PaymentRow,
  outcome: 'approved' | 'rejected' | 'cancelled',
  now: Date,
): Promise<void> {
  const keys = paymentLedgerKeys(row.id);
  const hold = {
    playerId: row.player_id,
    amountKurus: row.amount_kurus,
    idempotencyKey: keys.settle,
    reference: keys.reference,
  };
  await (outcome === 'approved' ? postHold(trx, hold) : releaseHold(trx, hold));
  pending.balance(row.player_id);
  const texts = {
    approved: notificationTexts.withdrawalApproved,
    rejected: notificationTexts.withdrawalRejected,
    cancelled: notificationTexts.withdrawalCancelled,
  }[outcome];
  await notifyAmount(trx, pending, row, NotificationType.Withdraw, texts, now);
}

async function creditDeposit(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  row: PaymentRow,
  now: Date,
): Promise<void> {
  const keys = paymentLedgerKeys(row.id);
  await postLedgerEntry(trx, {
    playerId: row.player_id,
    kind: ledgerKinds.deposit,
    amountKurus: row.amount_kurus,
    idempotencyKey: keys.credit,
    reference: keys.reference,
  });
  pending.balance(row.player_id);
  await notifyAmount(
    trx,
    pending,
    row,
    NotificationType.Deposit,
    notificationTexts.depositCredited,
    now,
  );
}

/** Tells the player what happened to the request, its amount written in their language. */
async function notifyAmount(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  row: PaymentRow,
  type: NotificationType,
  texts: { title: ServerText; body: ServerText },
  now: Date,
): Promise<void> {
  await notifyPlayer(trx, pending, {
    playerId: row.player_id,
    type,
    ...texts,
    params: (locale) => ({ amount: formatAmount(row.amount_kurus, locale) }),
    now,
  });
}

async function markSettled(
  trx: Transaction<Database>,
  id: number,
  status: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('payment_request')
    .set({ status, settled_at: now })
    .where('id', '=', id)
    .execute();
}

function toDepositPage(row: PaymentRow): DepositPage {
  return {
    id: row.id,
    status: row.status,
    amountKurus: row.amount_kurus,
    methodId: row.method_id,
    locale: row.locale,
  };
}

function kindWord(kind: number, locale: Locale): string {
  const { words } = paymentMessages;
  return translate(locale, kind === TransactionKind.Deposit ? words.deposit : words.withdrawal);
}

/** A request's status as the operator's messages say it; its number if it has no word. */
function statusWord(status: number, locale: Locale): string {
  const { statuses } = paymentMessages;
  return Object.hasOwn(statuses, status)
    ? translate(locale, statuses[String(status) as keyof typeof statuses])
    : String(status);
}

function notFound(id: number, kind: number): ApiError {
  return new ApiError({
    status: 404,
    code: 'payment_not_found',
    text: fillPerLocale(paymentMessages.paymentNotFound, (locale) => ({
      id: String(id),
      kind: kindWord(kind, locale).toLocaleLowerCase(locale),
    })),
  });
}

function alreadySettled(row: PaymentRow): ApiError {
  return new ApiError({
    status: 409,
    code: 'payment_already_settled',
    text: fillPerLocale(paymentMessages.alreadySettled, (locale) => ({
      id: String(row.id),
      kind: kindWord(row.kind, locale),
      status: statusWord(row.status, locale),
    })),
  });
}
