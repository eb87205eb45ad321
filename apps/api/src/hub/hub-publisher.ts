import { fromMinorUnits, type NotifyPush } from '@zar/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db';
import { readWallet, walletCurrency } from '../wallet';
import type { HubBus } from './hub-bus';

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
}

/** A publisher sending through `bus`. */
export function createHubPublisher(bus: HubBus, log: FastifyBaseLogger): HubPublisher {
  const publish = async (playerId: number | null, { command, message }: NotifyPush) => {
    try {
      await bus.publish({ kind: 'push', playerId, command, message: JSON.stringify(message) });
    } catch (error) {
      log.error({ err: error, command }, 'Hub push could not be published');
    }
  };
  return {
    toPlayer: (playerId, push) => publish(playerId, push),
    toAll: (push) => publish(null, push),
  };
}

/** The `Balance` push of a player's live balance, in lira as `user/balance` answers it. */
export async function balancePush(database: DatabaseHandle, playerId: number): Promise<NotifyPush> {
  const { balanceKurus } = await readWallet(database.db, playerId);
  return {
    command: 'Balance',
    message: { balance: fromMinorUnits(balanceKurus), currency: walletCurrency },
  };
}
