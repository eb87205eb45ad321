import { TransactionKind, TransactionStatus } from '@zar/api-client';

/** The key under `payments.status` of each transaction status, in the enumeration's order. */
export const transactionStatusNames = {
  [TransactionStatus.None]: 'none',
  [TransactionStatus.Confirmed]: 'confirmed',
  [TransactionStatus.Pending]: 'pending',
  [TransactionStatus.Merged]: 'merged',
  [TransactionStatus.Rejected]: 'rejected',
  [TransactionStatus.Cancelled]: 'cancelled',
  [TransactionStatus.Created]: 'created',
} as const satisfies Record<TransactionStatus, string>;

/** The key under `payments.kind` of each transaction kind (All, Deposit, Withdraw). */
export const transactionKindNames = {
  [TransactionKind.All]: 'all',
  [TransactionKind.Deposit]: 'deposit',
  [TransactionKind.Withdraw]: 'withdraw',
} as const satisfies Record<TransactionKind, string>;

/** Every transaction status, in the enumeration's order (None 0 … Created 6). */
export const transactionStatuses = Object.values(TransactionStatus);

/**
 * The statuses a player's deposits and withdrawals can have, in the order a player thinks of
 * them: waiting for review, approved, rejected, cancelled, and a card deposit started but not yet
 * paid on its page. None and Merged are bookkeeping states no player request reaches; the status
 * filter does not offer them.
 */
export const playerTransactionStatuses = [
  TransactionStatus.Pending,
  TransactionStatus.Confirmed,
  TransactionStatus.Rejected,
  TransactionStatus.Cancelled,
  TransactionStatus.Created,
] as const satisfies readonly TransactionStatus[];

/** Every transaction kind, in the enumeration's order (All 0, Deposit 1, Withdraw 2). */
export const transactionKinds = Object.values(TransactionKind);
