import { createHash } from 'node:crypto';
import { TransactionKind, TransactionStatus } from '@zar/api-client/contract';
import type { Kysely, Transaction } from 'kysely';
import { bonusMessages } from '../bonuses/bonus-messages';
import { activeBonus, endBonus } from '../bonuses/bonus-wallet';
import type { Database } from '../db';
import { ApiError, defaultLocale, type Locale, locales } from '../http';
import { commitThenEmit, type PlayerEvents } from '../notifications';
import { lockWallet, placeHold, WalletError } from '../wallet';
import { claimIdempotencyKey, type IdempotencyKey, recordKeyedPayment } from './idempotency-keys';
import type { CheckedDetail } from './payment-detail-check';
import { fillPerLocale, formatAmount, paymentMessages } from './payment-messages';
import type { PaymentMethodRecord } from './payment-methods';
import type { PaymentProvider, PaymentProviders } from './payment-providers';

/** What a new deposit or withdrawal is made of. */
export interface NewPaymentRequest {
  playerId: number;
  method: PaymentMethodRecord;
  checked: CheckedDetail;
  /** The player's language; the payment page speaks it. */
  locale: Locale;
  now: Date;
  /** The call's idempotency key: claimed in the filing transaction, so it files once. */
  idempotencyKey?: IdempotencyKey | null;
  /** A withdrawal: the player agreed to forfeit the bonus being wagered (issue 22). */
  forfeitBonus?: boolean;
}

/** A new deposit: its id and, from a provider with a page, where the player pays. */
export interface CreatedDeposit {
  id: number;
  pageUrl: string | null;
  /** The player's user code, read with their row's lock (a bank transfer's reference names it). */
  usercode?: string;
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
 * Files a deposit with its method's provider, which opens it: a page provider's deposit is
 * Created until the player confirms it there; an operator's is Pending until approved. Nothing
 * reaches the wallet yet. A key another call holds throws `IdempotencyKeyTaken` and files nothing.
 *
 * A player's deposits are filed one at a time (their player row locked for the transaction), and
 * `admit` runs inside, after the lock and the key's claim: what it reads of the player's deposits
 * includes every one filed before, so deposits sent at once cannot each pass a limit that together
 * they break. It throws to refuse, and then nothing is filed (the key's claim neither).
 */
export async function createDeposit(
  db: Kysely<Database>,
  provider: PaymentProvider,
  request: NewPaymentRequest & { admit?: (trx: Transaction<Database>) => Promise<void> },
): Promise<CreatedDeposit> {
  const { playerId, checked, locale, now, idempotencyKey, admit } = request;
  return db.transaction().execute(async (trx) => {
    // `no key update`: the player's other rows (ledger, rounds) still insert beside it.
    const { usercode } = await trx
      .selectFrom('player')
      .select('usercode')
      .where('id', '=', playerId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    // The key first: a retry sent while its first call was filing answers that deposit again,
    // not a refusal counting it.
    if (idempotencyKey) await claimIdempotencyKey(trx, playerId, idempotencyKey, now);
    await admit?.(trx);
    const id = await insertRequest(trx, provider, request, TransactionKind.Deposit, {
      status: provider.depositStatus,
    });
    const pageUrl = await provider.openDeposit(trx, {
      id,
      playerId,
      amountKurus: checked.amountKurus,
      locale,
    });
    return { id, pageUrl, usercode };
  });
}

/**
 * Writes the row of a new deposit or withdrawal and ties the call's idempotency key (claimed
 * earlier in `trx`) to it; returns its id.
 */
async function insertRequest(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  { playerId, method, checked, locale, now, idempotencyKey }: NewPaymentRequest,
  kind: typeof TransactionKind.Deposit | typeof TransactionKind.Withdraw,
  { status }: { status: TransactionStatus },
): Promise<number> {
  const { id } = await trx
    .insertInto('payment_request')
    .values({
      player_id: playerId,
      kind,
      method_id: method.id,
      provider: provider.name,
      amount_kurus: checked.amountKurus,
      status,
      detail: JSON.stringify(checked.stored),
      page_token_hash: null,
      locale,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (idempotencyKey) await recordKeyedPayment(trx, playerId, idempotencyKey, id);
  return id;
}

/**
 * Opens a deposit filed before again (a retried call whose answer was lost): its provider's page,
 * which a page provider answers with a new address. Null when the provider is not configured.
 */
export async function reopenDeposit(
  db: Kysely<Database>,
  providers: PaymentProviders,
  id: number,
): Promise<CreatedDeposit | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('payment_request')
      .select(['player_id', 'amount_kurus', 'locale', 'provider'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const provider = providers.get(row.provider);
    if (!provider) return null;
    const pageUrl = await provider.openDeposit(trx, {
      id,
      playerId: row.player_id,
      amountKurus: row.amount_kurus,
      locale: locales.find((locale) => locale === row.locale) ?? defaultLocale,
    });
    return { id, pageUrl };
  });
}

/**
 * Files a withdrawal and holds its amount of cash (balance down, held up) in the same transaction,
 * then tells `events` the balance changed; a balance too small is a 400 and writes nothing, and so
 * is a key another call holds (`IdempotencyKeyTaken`). While a bonus is being wagered it is a 409
 * (`bonus_forfeit_required`, saying what would be lost) unless the player agreed to forfeit it:
 * then the forfeit and the hold are this one transaction. Returns the request id.
 */
export async function createWithdrawal(
  db: Kysely<Database>,
  provider: PaymentProvider,
  request: NewPaymentRequest,
  events: PlayerEvents,
): Promise<number> {
  const { playerId, checked, now, idempotencyKey, forfeitBonus } = request;
  try {
    return await commitThenEmit(db, events, async (trx, pending) => {
      // Claimed before the hold: a second send of the key waits here, and never reaches the
      // wallet to be refused for the balance the first one held.
      if (idempotencyKey) await claimIdempotencyKey(trx, playerId, idempotencyKey, now);
      const { bonusKurus } = await lockWallet(trx, playerId);
      const bonus = await activeBonus(trx, pending, playerId, now);
      if (bonus && !forfeitBonus) {
        throw new ApiError({
          status: 409,
          code: 'bonus_forfeit_required',
          // The site asks the player to confirm on this reason (the body carries no `code`).
          data: { reason: 'bonus_forfeit_required' },
          text: fillPerLocale(bonusMessages.forfeitRequired, (language) => ({
            name: language === 'tr' ? bonus.name_tr : bonus.name_en,
            amount: formatAmount(bonusKurus, language),
          })),
        });
      }
      if (bonus) await endBonus(trx, pending, bonus, 'forfeited', now);
      const id = await insertRequest(trx, provider, request, TransactionKind.Withdraw, {
        status: TransactionStatus.Pending,
      });
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
