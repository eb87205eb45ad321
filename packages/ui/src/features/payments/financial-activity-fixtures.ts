import { TransactionKind, TransactionStatus } from '@zar/api-client';
import type { FinancialActivityRow } from './financial-activities-table';

/** Deposits and withdrawals for stories and tests, newest first, one in every status. */
export const sampleActivities: readonly FinancialActivityRow[] = [
  {
    id: 107,
    kind: TransactionKind.Deposit,
    methodName: 'Papara',
    amount: 250,
    status: TransactionStatus.Confirmed,
    createdAt: '2026-11-22T11:05:00.000Z',
  },
  {
    id: 106,
    kind: TransactionKind.Withdraw,
    methodName: 'Banka Havalesi',
    amount: 1000,
    status: TransactionStatus.Pending,
    createdAt: '2026-11-21T18:30:00.000Z',
  },
  {
    id: 105,
    kind: TransactionKind.Deposit,
    methodName: 'Havale / EFT',
    amount: 12_500.5,
    status: TransactionStatus.Created,
    createdAt: '2026-11-20T09:12:00.000Z',
  },
  {
    id: 104,
    kind: TransactionKind.Withdraw,
    methodName: 'Kripto',
    amount: 300,
    status: TransactionStatus.Rejected,
    createdAt: '2026-11-18T22:47:00.000Z',
  },
  {
    id: 103,
    kind: TransactionKind.Deposit,
    methodName: 'Kredi Kartı',
    amount: 75,
    status: TransactionStatus.Cancelled,
    createdAt: '2026-11-15T07:00:00.000Z',
  },
  {
    id: 102,
    kind: TransactionKind.Deposit,
    methodName: 'Papara',
    amount: 500,
    status: TransactionStatus.Merged,
    createdAt: '2026-11-12T13:20:00.000Z',
  },
  {
    id: 101,
    kind: TransactionKind.Withdraw,
    methodName: 'Papara',
    amount: 150,
    status: TransactionStatus.None,
    createdAt: '2026-11-10T16:45:00.000Z',
  },
];
