// The contract's enumerations as plain constants, each with the union of its values: zod-free, so
// the site's production build reads them from `@zar/api-client` without bringing zod
// (enumerations.ts makes their schemas).

/** What a notification is about (SPEC §3); decides its icon and detail title. */
export const NotificationType = {
  Deposit: 1,
  Withdraw: 2,
  Jackpot: 3,
  Bonus: 4,
  System: 5,
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

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
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

/** State of a player's bonus request. */
export const BonusRequestStatus = {
  Processing: 1,
  Completed: 2,
  Cancelled: 3,
  Expired: 4,
} as const;
export type BonusRequestStatus = (typeof BonusRequestStatus)[keyof typeof BonusRequestStatus];

/** Filter of the financial activities list. */
export const TransactionKind = {
  All: 0,
  Deposit: 1,
  Withdraw: 2,
} as const;
export type TransactionKind = (typeof TransactionKind)[keyof typeof TransactionKind];

/** Kind of a game-history row. */
export const GameTransactionKind = {
  Win: 1,
  Bet: 2,
} as const;
export type GameTransactionKind = (typeof GameTransactionKind)[keyof typeof GameTransactionKind];

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
export type PaymentFieldType = (typeof PaymentFieldType)[keyof typeof PaymentFieldType];

/** Device a game is launched on, for the EGT and Hub88 launch calls. */
export const GamePlatform = {
  Desktop: 1,
  Mobile: 2,
} as const;
export type GamePlatform = (typeof GamePlatform)[keyof typeof GamePlatform];
