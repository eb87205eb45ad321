import { balance, fromMinorUnits } from '@zar/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint, signedIn } from '../http';
import type { SessionStore } from '../sessions';
import { spendableBalanceOfSession } from './wallet-balance';
import { walletCurrency } from './wallet-ledger';

/**
 * GET /api/user/balance: the logged-in player's live spendable balance in lira. Every logged-in
 * player calls it every 3 s, so the balance is read in the statement that checks the session.
 */
export function registerWallet(
  app: FastifyInstance,
  { sessions }: { sessions: SessionStore },
): void {
  const sessionWithBalance = (token: string, request: FastifyRequest) =>
    sessions.resolveWith(token, request, spendableBalanceOfSession);
  registerEndpoint(
    app,
    balance,
    // Synchronous: with the session and balance cached, the answer goes out without a promise.
    (_input, context) => ({
      success: true,
      message: null,
      data: {
        balance: fromMinorUnits(signedIn(context).value ?? 0n),
        currency: walletCurrency,
      },
    }),
    { sessionResolver: sessionWithBalance },
  );
}
