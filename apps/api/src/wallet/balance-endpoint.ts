import { balance, fromMinorUnits } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { registerEndpoint, signedIn } from '../http';
import { readWallet } from './wallet-balance';
import { walletCurrency } from './wallet-ledger';

/** GET /api/user/balance: the logged-in player's live spendable balance in lira. */
export function registerWallet(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): void {
  registerEndpoint(app, balance, async (_input, context) => {
    const { balanceKurus } = await readWallet(database.db, signedIn(context).playerId);
    return {
      success: true,
      message: null,
      data: { balance: fromMinorUnits(balanceKurus), currency: walletCurrency },
    };
  });
}
