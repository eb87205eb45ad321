import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db';
import type { PlayerEventMap, PlayerEvents } from './player-events';

/** Player events a transaction has caused; they go out only once it has committed. */
export class PendingPlayerEvents {
  readonly #queued: Array<(events: PlayerEvents) => void> = [];
  readonly #balances = new Set<number>();

  /** Queues a notification written in the transaction. */
  notification(event: PlayerEventMap['notification']): void {
    this.#queued.push((events) => events.emit('notification', event));
  }

  /** Queues a change of the player's wallet; once per player, however many entries it posted. */
  balance(playerId: number): void {
    if (this.#balances.has(playerId)) return;
    this.#balances.add(playerId);
    this.#queued.push((events) => events.emit('balance', { playerId }));
  }

  /** Emits what was queued, in order. */
  emitTo(events: PlayerEvents): void {
    for (const emit of this.#queued) emit(events);
  }
}

/**
 * Runs `work` in one transaction; what it queues on `pending` is emitted to `events` after the
 * commit, and dropped when it rolls back (the error is thrown on).
 */
export async function commitThenEmit<T>(
  db: Kysely<Database>,
  events: PlayerEvents,
  work: (trx: Transaction<Database>, pending: PendingPlayerEvents) => Promise<T>,
): Promise<T> {
  const pending = new PendingPlayerEvents();
  const result = await db.transaction().execute((trx) => work(trx, pending));
  pending.emitTo(events);
  return result;
}
