import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { TransactionKind, transactionKind, transactionStatus } from './enumerations';
import { envelope } from './envelope';
import { money } from './money';

/** One deposit or withdrawal of /dashboard/financial-activities. */
export const financialActivity = z.object({
  id: z.number().int(),
  kind: z.literal([TransactionKind.Deposit, TransactionKind.Withdraw]),
  methodName: z.string(),
  amount: money,
  status: transactionStatus,
  /** When the player asked for it (ISO 8601, UTC). */
  createdAt: z.iso.datetime(),
});
export type FinancialActivity = z.infer<typeof financialActivity>;

const instant = z.iso.datetime({ offset: true, error: 'validation.invalidDate' });

/**
 * The filters and page of the financial activities: kind (All 0, Deposit 1, Withdraw 2), an
 * optional transaction status, and a date range as ISO date-times, `from` inclusive and `to`
 * exclusive (send the local midnights of the first day and of the day after the last).
 */
export const financialActivityFilter = z.object({
  kind: transactionKind.default(TransactionKind.All),
  status: transactionStatus.optional(),
  from: instant.optional(),
  to: instant.optional(),
  skip: z.number().int().nonnegative().default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export type FinancialActivityFilter = z.input<typeof financialActivityFilter>;
/** The filters with their defaults filled in, as a server reads them. */
export type FinancialActivityQuery = z.output<typeof financialActivityFilter>;

/** A page of financial activities, newest first, and how many match the filters in all. */
export const financialActivityPage = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(financialActivity),
});
export type FinancialActivityPage = z.infer<typeof financialActivityPage>;

/** POST payment/history: the player's deposits and withdrawals, newest first. */
export const financialActivities = defineEndpoint({
  method: 'POST',
  path: 'payment/history',
  request: financialActivityFilter,
  response: envelope(financialActivityPage),
  auth: true,
  effect: 'read',
});
