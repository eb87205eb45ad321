import { TransactionStatus } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db';
import type { Locale } from '../http';

/** A deposit as its provider opens it: just filed, in the transaction that filed it. */
export interface FiledDeposit {
  id: number;
  playerId: number;
  amountKurus: bigint;
  /** The player's language; a payment page speaks it. */
  locale: Locale;
}

/**
 * One payment provider behind the payment calls (DESIGN: payments go through a provider adapter).
 * A payment method names the provider that serves it (`payment_method.provider`) and every request
 * keeps the provider that took it (`payment_request.provider`). A server has only the providers it
 * is configured with: a method whose provider it lacks is not offered, and its calls are refused
 * before anything is written.
 */
export interface PaymentProvider {
  /** The name methods and requests refer to it by. */
  readonly name: string;
  /**
   * The status a new deposit is filed with: `Created` while the player pays on the provider's
   * page, until the provider's callback confirms or cancels it; `Pending` while it waits for an
   * operator's decision (`settlement.ts`).
   */
  readonly depositStatus: typeof TransactionStatus.Created | typeof TransactionStatus.Pending;
  /**
   * Opens a deposit filed in `trx`: the absolute address of the page the player pays on, or null
   * when the player has nothing to do but wait. Called again for a deposit filed before (a retried
   * call whose answer was lost), it answers that deposit's page again.
   */
  openDeposit(trx: Transaction<Database>, deposit: FiledDeposit): Promise<string | null>;
  /** Whether it pays out withdrawals: the amount is held until an operator decides. */
  readonly paysOut: boolean;
  /** Mounts the provider's own routes (its page, its callbacks): a provider not configured has none. */
  register?(app: FastifyInstance): void;
}

/** The providers a server is configured with, by name. */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;

/**
 * The operator settles by hand: a bank transfer's deposit is credited when the operator sees the
 * money arrive, and every payout is made by the operator (`operator` command). Always configured.
 */
export const operatorProvider: PaymentProvider = {
  name: 'operator',
  depositStatus: TransactionStatus.Pending,
  paysOut: true,
  openDeposit: async () => null,
};

/** The providers by name, for `PaymentServices`. */
export function paymentProviders(...providers: PaymentProvider[]): PaymentProviders {
  return new Map(providers.map((provider) => [provider.name, provider]));
}
