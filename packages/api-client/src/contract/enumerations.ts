import * as z from 'zod';

/** What a notification is about (SPEC §3); decides its icon and detail title. */
export const NotificationType = {
  Deposit: 1,
  Withdraw: 2,
  Jackpot: 3,
  Bonus: 4,
  System: 5,
} as const;
export const notificationType = z.enum(NotificationType);
export type NotificationType = z.infer<typeof notificationType>;

/** State of a deposit or withdrawal in the financial activities. */
export const TransactionStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const;
export const transactionStatus = z.enum(TransactionStatus);
export type TransactionStatus = z.infer<typeof transactionStatus>;

/** State of a player's bonus request. */
export const BonusRequestStatus = {
  Processing: 1,
  Completed: 2,
  Cancelled: 3,
  Expired: 4,
} as const;
export const bonusRequestStatus = z.enum(BonusRequestStatus);
export type BonusRequestStatus = z.infer<typeof bonusRequestStatus>;

/** Filter of the financial activities list. */
export const TransactionKind = {
  All: 0,
  Deposit: 1,
  Withdraw: 2,
} as const;
export const transactionKind = z.enum(TransactionKind);
export type TransactionKind = z.infer<typeof transactionKind>;

/** Kind of a game-history row. */
export const GameTransactionKind = {
  Win: 1,
  Bet: 2,
} as const;
export const gameTransactionKind = z.enum(GameTransactionKind);
export type GameTransactionKind = z.infer<typeof gameTransactionKind>;

/** Input type of a server-defined payment form field (the wider list of SPEC §3). */
export const PaymentFieldType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;
export const paymentFieldType = z.enum(PaymentFieldType);
export type PaymentFieldType = z.infer<typeof paymentFieldType>;

/** Device a game is launched on, for the EGT and Hub88 launch calls. */
export const GamePlatform = {
  Desktop: 1,
  Mobile: 2,
} as const;
export const gamePlatform = z.enum(GamePlatform);
export type GamePlatform = z.infer<typeof gamePlatform>;
