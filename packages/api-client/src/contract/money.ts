import * as z from 'zod';

/**
 * The largest amount whose kuruş stay exact as a JavaScript number (Number.MAX_SAFE_INTEGER
 * kuruş): a larger one could be stored but never sent back exactly (found by contract fuzzing: a
 * deposit limit of 2^53 lira answered 500).
 */
export const maxMoney = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/**
 * An amount of money on the wire: a decimal number in major units (lira), at most two decimals.
 * The server stores minor units (kuruş); convert with `toMinorUnits` / `fromMinorUnits`.
 */
export const money = z
  .number({ error: 'validation.money' })
  .multipleOf(0.01, { error: 'validation.money' })
  .min(-maxMoney, { error: 'validation.money' })
  .max(maxMoney, { error: 'validation.money' });

export type Money = z.infer<typeof money>;

/** Lira (at most two decimals) to kuruş, exactly: 12.34 → 1234n. */
export function toMinorUnits(amount: Money): bigint {
  const parsed = money.parse(amount);
  return BigInt(Math.round(parsed * 100));
}

/** Kuruş to lira: 1234n → 12.34. Throws when the amount is too large to be exact as a number. */
export function fromMinorUnits(minor: bigint | number): Money {
  const whole = BigInt(minor);
  if (whole > BigInt(Number.MAX_SAFE_INTEGER) || whole < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('Amount is too large to be sent as a number');
  }
  return Number(whole) / 100;
}
