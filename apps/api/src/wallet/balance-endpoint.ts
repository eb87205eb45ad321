import { balance, fromMinorUnits } from '@zar/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../http';
import type { SessionStore } from '../sessions';
import { parsePockets, pocketsOfSession } from './wallet-balance';
import { walletCurrency } from './wallet-ledger';

/**
 * GET /api/user/balance: the logged-in player's live balance in lira, the total and its cash and
 * bonus pockets. Every logged-in player calls it every 3 s, so the pockets are read in the
 * statement that checks the session.
 */
export function registerWallet(
  app: FastifyInstance,
  { sessions }: { sessions: SessionStore },
): void {
  const sessionWithBalance = (token: string, request: FastifyRequest) =>
    sessions.resolveWith(token, request, pocketsOfSession);
  registerEndpoint(
    app,
    balance,
    // Synchronous: with the session and balance cached, the answer goes out without a promise.
    (_input, context) => ({
      success: true,
      message: null,
      data: balanceOf(parsePockets(context.session.value)),
    }),
    // The balance envelope and the failures (401, 400) are about 100 bytes.
    { sessionResolver: sessionWithBalance, answersBelowCompressionThreshold: true },
  );
}

/** The balance answer and push of a wallet's two pockets. */
export function balanceOf({ cashKurus, bonusKurus }: { cashKurus: bigint; bonusKurus: bigint }) {
  return {
    balance: fromMinorUnits(cashKurus + bonusKurus),
    currency: walletCurrency,
    cash: fromMinorUnits(cashKurus),
    bonus: fromMinorUnits(bonusKurus),
  };
}
