import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db';
import { ApiError } from '../http';
import type { CheckedDetail } from './payment-detail-check';
import { paymentMessages } from './payment-messages';

/**
 * How long a key answers with the request it filed. A client retries within seconds or minutes;
 * a day covers a phone that lost its connection overnight. After that the key is forgotten (and
 * pruned) and would file a new request.
 */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60_000;

/** A player's `Idempotency-Key` on one call, with the hash of what the call asked. */
export interface IdempotencyKey {
  key: string;
  requestHash: string;
}

/**
 * The key a call was sent with, or null without one. The hash covers the call's path, method and
 * checked form (card numbers and IBANs masked as they are stored), so a retry matches its first
 * send and the table holds nothing a card number could be recovered from.
 */
export function idempotencyKeyOf(
  key: string | undefined,
  call: { path: string; methodId: number; checked: CheckedDetail },
): IdempotencyKey | null {
  if (key === undefined) return null;
  const asked = canonicalJson({
    path: call.path,
    methodId: call.methodId,
    amountKurus: String(call.checked.amountKurus),
    detail: call.checked.stored,
  });
  return { key, requestHash: createHash('sha256').update(asked).digest('hex') };
}

/** Thrown inside a filing transaction whose key another call holds; nothing it wrote stays. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('The idempotency key belongs to a request filed by another call');
  }
}

/**
 * The payment request filed earlier with the player's key, or null when the key is new or
 * expired. The same key on a different call is a 422 (a client bug: one key per submission).
 */
export async function findKeyedPayment(
  db: Kysely<Database>,
  playerId: number,
  { key, requestHash }: IdempotencyKey,
  now: Date,
): Promise<number | null> {
  const row = await db
    .selectFrom('payment_idempotency_key')
    .select(['request_hash', 'payment_request_id'])
    .where('player_id', '=', playerId)
    .where('key', '=', key)
    .where('created_at', '>', expiredBefore(now))
    .executeTakeFirst();
  if (!row || row.payment_request_id === null) return null;
  if (row.request_hash !== requestHash) {
    throw new ApiError({
      status: 422,
      code: 'idempotency_key_reused',
      text: paymentMessages.idempotencyKeyReused,
    });
  }
  return row.payment_request_id;
}

/**
 * Claims the player's key for the request `trx` files, first pruning the player's expired keys.
 * A key another transaction holds makes this wait for it (PostgreSQL) or find it committed
 * (PGlite runs one transaction at a time), then throw `IdempotencyKeyTaken`: concurrent sends of
 * one key file one request.
 */
export async function claimIdempotencyKey(
  trx: Transaction<Database>,
  playerId: number,
  { key, requestHash }: IdempotencyKey,
  now: Date,
): Promise<void> {
  await trx
    .deleteFrom('payment_idempotency_key')
    .where('player_id', '=', playerId)
    .where('created_at', '<=', expiredBefore(now))
    .execute();
  const claimed = await trx
    .insertInto('payment_idempotency_key')
    .values({
      player_id: playerId,
      key,
      request_hash: requestHash,
      payment_request_id: null,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['player_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) throw new IdempotencyKeyTaken();
}

/** Ties a claimed key to the request filed under it, in the same transaction. */
export async function recordKeyedPayment(
  trx: Transaction<Database>,
  playerId: number,
  { key }: IdempotencyKey,
  paymentId: number,
): Promise<void> {
  await trx
    .updateTable('payment_idempotency_key')
    .set({ payment_request_id: paymentId })
    .where('player_id', '=', playerId)
    .where('key', '=', key)
    .execute();
}

function expiredBefore(now: Date): Date {
  return new Date(now.getTime() - idempotencyKeyLifetimeMs);
}

/** JSON with every object's keys sorted, so equal values always hash alike. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
