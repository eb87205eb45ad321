import { type NotifyPush, notifyCommands } from '@zar/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db';
import { balanceOf, readWallet } from '../wallet';
import type { HubBus, HubEvent } from './hub-bus';

/**
 * Pushes `NotifyMessage(command, message)` to players' hub sockets on every API process. A push
 * is best effort (a client that was offline refetches when it reconnects), so these never reject:
 * a failure is logged.
 */
export interface HubPublisher {
  /** To every socket of the player. */
  toPlayer(playerId: number, push: NotifyPush): Promise<void>;
  /** To every socket of every player. */
  toAll(push: NotifyPush): Promise<void>;
  /** Pushes asked for and not yet handed to the bus (`/metrics`). */
  backlog(): number;
}

/**
 * A publisher sending through `bus`. Pushes asked for while a batch is being published wait and go
 * out together in the next one, in order: a broadcast's 10,000 per-player pushes, emitted in one
 * go after its commit, are one publish rather than 10,000.
 */
export function createHubPublisher(bus: HubBus, log: FastifyBaseLogger): HubPublisher {
  let waiting: HubEvent[] | null = null;
  let published: Promise<void> = Promise.resolve();
  // Pushes asked for whose batch has not been handed to the bus yet.
  let unpublished = 0;

  const publish = (playerId: number | null, { command, message }: NotifyPush): Promise<void> => {
    // Each push is checked against the contract before it leaves, as every HTTP answer is: the
    // production site reads pushes without the contract's schemas (readNotifyPush).
    const checked = notifyCommands[command].safeParse(message);
    if (!checked.success) {
      log.error(
        { command, fields: checked.error.issues.map((issue) => issue.path.join('.')) },
        'A hub push that does not fit the contract was not sent',
      );
      return published;
    }
    const event: HubEvent = { kind: 'push', playerId, command, message: JSON.stringify(message) };
    unpublished += 1;
    if (waiting) {
      waiting.push(event);
      return published;
    }
    const batch = [event];
    waiting = batch;
    const previous = published;
    published = (async () => {
      // Also lets the rest of the current emit loop join the batch.
      await previous;
      waiting = null;
      try {
        await bus.publish(batch);
      } catch (error) {
        log.error({ err: error, pushes: batch.length }, 'Hub pushes could not be published');
      } finally {
        unpublished -= batch.length;
      }
    })();
    return published;
  };
  return {
    toPlayer: (playerId, push) => publish(playerId, push),
    toAll: (push) => publish(null, push),
    backlog: () => unpublished,
  };
}

/** The `Balance` push of a player's live balance, in lira as `user/balance` answers it. */
export async function balancePush(database: DatabaseHandle, playerId: number): Promise<NotifyPush> {
  const { balanceKurus, bonusKurus } = await readWallet(database.db, playerId);
  return {
    command: 'Balance',
    message: balanceOf({ cashKurus: balanceKurus, bonusKurus }),
  };
}
