// The schemas of the contract's enumerations; their values and unions are in enumeration-values.ts.
import * as z from 'zod';
import {
  BonusRequestStatus,
  GamePlatform,
  GameTransactionKind,
  NotificationType,
  PaymentFieldType,
  TransactionKind,
  TransactionStatus,
} from './enumeration-values';

export * from './enumeration-values';

export const notificationType = z.enum(NotificationType);

export const transactionStatus = z.enum(TransactionStatus);

export const bonusRequestStatus = z.enum(BonusRequestStatus);

export const transactionKind = z.enum(TransactionKind);

export const gameTransactionKind = z.enum(GameTransactionKind);

export const paymentFieldType = z.enum(PaymentFieldType);

export const gamePlatform = z.enum(GamePlatform);
