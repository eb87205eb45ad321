import {
  bonusTerms,
  financialActivity,
  game,
  gameTransaction,
  limitState,
  notification,
  paymentMethod,
  sessionRecord,
} from '@zar/api-client/contract';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { sampleBonusRules, sampleDepositBonusRules } from './features/bonuses/bonus-fixtures';
import { sampleGames } from './features/casino/casino-fixtures';
import { sampleGameHistory } from './features/game-history/game-history-fixtures';
import { sampleNotifications } from './features/notifications/notification-fixtures';
import { sampleActivities } from './features/payments/financial-activity-fixtures';
import {
  sampleDepositMethods,
  sampleWithdrawMethods,
} from './features/payments/payment-method-fixtures';
import { sampleLimits } from './features/responsible-gaming/limit-fixtures';
import { sampleSessions } from './features/session-history/session-history-fixtures';

/**
 * The stories' and tests' sample data that stands for what the API sends is parsed with the
 * contract's schemas: the type checker sees the shape, this sees the rules (ranges, formats), so
 * a story cannot show data the server would never send.
 */
const samples: Array<[string, z.ZodType, readonly unknown[]]> = [
  ['games', game, sampleGames],
  ['game history', gameTransaction, sampleGameHistory],
  ['notifications', notification, sampleNotifications],
  ['financial activities', financialActivity, sampleActivities],
  ['payment methods', paymentMethod, [...sampleDepositMethods, ...sampleWithdrawMethods]],
  ['limits', limitState, sampleLimits],
  ['sessions', sessionRecord, sampleSessions],
  ['bonus rules', bonusTerms, [sampleBonusRules, sampleDepositBonusRules]],
];

describe('sample data fits the contract', () => {
  it.each(samples)('%s', (_name, schema, items) => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) schema.parse(item);
  });
});
