import { createHash, randomBytes } from 'node:crypto';
import { TransactionKind, TransactionStatus } from '@zar/api-client/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { ApiError, type Locale } from '../http';
import { commitThenEmit, type PlayerEvents } from '../notifications';
import { placeHold, WalletError } from '../wallet';
import type { CheckedDetail } from './payment-detail-check';
import { paymentMessages } from './payment-messages';
import type { PaymentMethodRecord } from './payment-methods';

/** What a new deposit or withdrawal is made of. */
export interface NewPaymentRequest {
  playerId: number;
  method: PaymentMethodRecord;
  checked: CheckedDetail;
  /** The player's language; the payment page speaks it. */
  locale: Locale;
  now: Date;
}

/** A new deposit: its id and, for an external method, the payment page token (never stored). */
export interface CreatedDeposit {
  id: number;
  pageToken: string | null;
}

/** The ledger keys and reference of one payment request: each step can post once only. */
export function paymentLedgerKeys(paymentId: number) {
  const reference = `payment:${paymentId}`;
  return {
    reference,
    credit: `${reference}:credit`,
    hold: `${reference}:hold`,
    settle: `${reference}:settle`,
  };
}

/** The SHA-256 under which a payment page token is stored and looked up. */
export function hashPageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Files a deposit. An external method's deposit is Created with a single-use page token the
 * player confirms on the sandbox page; a message method's deposit is Pending until an operator
 * approves it. Nothing reaches the wallet yet.
 */
export async function createDeposit(
  db: Kysely<Database>,
  { playerId, method, checked, locale, now }: NewPaymentRequest,
): Promise<CreatedDeposit> {
  const pageToken = method.mode === 'external' ? randomBytes(32).toString('base64url') : null;
  const { id } = await db
    .insertInto('payment_request')
    .values({
      player_id: playerId,
      kind: TransactionKind.Deposit,
      method_id: method.id,
      amount_kurus: checked.amountKurus,
      status: pageToken ? TransactionStatus.Created : TransactionStatus.Pending,
      detail: JSON.stringify(checked.stored),
      page_token_hash: pageToken ? hashPageToken(pageToken) : null,
      locale,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, pageToken };
}

/**
 * Files a withdrawal and holds its amount (balance down, held up) in the same transaction, then
 * tells `events` the balance changed; a balance too small is a 400 and writes nothing. Returns
 * the request id.
 */
export async function createWithdrawal(
  db: Kysely<Database>,
  { playerId, method, checked, locale, now }: NewPaymentRequest,
  events: PlayerEvents,
): Promise<number> {
  try {
    return await commitThenEmit(db, events, async (trx, pending) => {
      const { id } = await trx
        .insertInto('payment_request')
        .values({
          player_id: playerId,
          kind: TransactionKind.Withdraw,
          method_id: method.id,
          amount_kurus: checked.amountKurus,
          status: TransactionStatus.Pending,
          detail: JSON.stringify(checked.stored),
          page_token_hash: null,
          locale,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const keys = paymentLedgerKeys(id);
      await placeHold(trx, {
        playerId,
        amountKurus: checked.amountKurus,
        idempotencyKey: keys.hold,
        reference: keys.reference,
      });
      pending.balance(playerId);
      return id;
    });
  } catch (error) {
    if (error instanceof WalletError && error.code === 'insufficient_funds') {
      throw new ApiError({
        status: 400,
        code: 'insufficient_balance',
        text: paymentMessages.insufficientBalance,
      });
    }
    throw error;
  }
}
