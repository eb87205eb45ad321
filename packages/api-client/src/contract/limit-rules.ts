// The rule of a new responsible-gaming limit value without zod, for the limits panel: the same
// rule as setPlayerLimit's request schema (responsible-gaming.ts), which limit-rules.test.ts
// proves over a range of values.

/** The limits counted in whole minutes; the others are amounts in lira. */
export const timeLimitKindNames = ['sessionMinutes', 'realityCheckMinutes'] as const;

/** The most minutes a time limit can have: a day. */
export const maxLimitMinutes = 1440;

/** The largest amount whose kuruş stay exact as a number (the contract's `maxMoney`). */
const maxAmount = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/**
 * A whole number of kuruş, as the contract's `money` (zod's `multipleOf(0.01)`) takes it: the
 * ratio to 0.01 is a whole number within a few rounding steps, so 0.1 + 0.2 counts as 0.30.
 */
function hasCents(value: number): boolean {
  const ratio = value / 0.01;
  return Math.abs(ratio - Math.round(ratio)) < 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
}

/**
 * What is wrong with a new value of a limit, as the `validation.*` key of its message, or
 * undefined when customer/limits takes it. `null` (removing the limit) is always taken. A time
 * limit is a whole number of minutes from 1 to 1440; any other is a positive amount in lira with at
 * most two decimals, and what is not a number at all (NaN, typed letters) is `validation.invalid`.
 */
export function limitValueProblem(
  kind: string,
  value: number | null,
): 'validation.money' | 'validation.minutes' | 'validation.invalid' | undefined {
  if (value === null) return undefined;
  if ((timeLimitKindNames as readonly string[]).includes(kind)) {
    return Number.isInteger(value) && value > 0 && value <= maxLimitMinutes
      ? undefined
      : 'validation.minutes';
  }
  if (!Number.isFinite(value)) return 'validation.invalid';
  return value > 0 && value <= maxAmount && hasCents(value) ? undefined : 'validation.money';
}
