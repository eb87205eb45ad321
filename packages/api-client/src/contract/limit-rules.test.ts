import { describe, expect, it } from 'vitest';
import { limitValueProblem } from './limit-rules';
import { maxMoney } from './money';
import { limitKind, setPlayerLimit, timeLimitKinds } from './responsible-gaming';

const values = [
  null,
  1,
  0.01,
  0.1 + 0.2,
  12.34,
  12.345,
  60,
  59.5,
  1440,
  1441,
  0,
  -5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  maxMoney,
  maxMoney + 1,
  1e-7,
];

describe('limitValueProblem', () => {
  // The limits panel checks a new value with this zod-free rule; the server with the schema.
  it.each(limitKind.options)('agrees with setPlayerLimit’s rule for a %s limit', (kind) => {
    for (const value of values) {
      const result = setPlayerLimit.request.safeParse({ kind, value });
      // The schema's key: its first issue's message when that is a validation key, otherwise
      // 'validation.invalid'; every problem of a time limit reads as the minutes rule.
      const message = result.error?.issues[0]?.message ?? '';
      const key = message.startsWith('validation.') ? message : 'validation.invalid';
      const expected = result.success
        ? undefined
        : timeLimitKinds.has(kind)
          ? 'validation.minutes'
          : key;
      expect(limitValueProblem(kind, value), `${kind} ${value}`).toBe(expected);
    }
  });

  it('names the minutes rule for a time limit and the money rule for an amount', () => {
    expect(limitValueProblem('sessionMinutes', 1441)).toBe('validation.minutes');
    expect(limitValueProblem('sessionMinutes', 0)).toBe('validation.minutes');
    expect(limitValueProblem('depositDaily', 12.345)).toBe('validation.money');
    expect(limitValueProblem('depositDaily', 0)).toBe('validation.money');
    expect(limitValueProblem('depositDaily', Number.NaN)).toBe('validation.invalid');
    expect(limitValueProblem('depositDaily', 50)).toBeUndefined();
  });
});
