import { describe, expect, it } from 'vitest';
import { fromMinorUnits, maxMoney, money, toMinorUnits } from './money';

describe('money', () => {
  it('takes amounts with at most two decimals whose kuruş stay exact, and gives them back', () => {
    expect(money.safeParse(12.34).success).toBe(true);
    expect(money.safeParse(12.345).success).toBe(false);
    expect(fromMinorUnits(toMinorUnits(maxMoney))).toBe(maxMoney);
    expect(fromMinorUnits(toMinorUnits(-maxMoney))).toBe(-maxMoney);
  });

  it('refuses an amount too large to come back exactly (2^53 lira)', () => {
    for (const amount of [maxMoney + 1, 2 ** 53, -(2 ** 53), Number.MAX_VALUE]) {
      expect(money.safeParse(amount).success, String(amount)).toBe(false);
    }
  });
});
