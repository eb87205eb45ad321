import { describe, expect, it } from 'vitest';
import { callMeBackRules } from './call-me-back';

const valid = { name: 'Şükrü Çağlar', phone: '905301234567', preferredTime: 'morning' };

function firstMessage(input: unknown): string | undefined {
  const result = callMeBackRules.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('callMeBackRules', () => {
  it('accepts Turkish names, 10 to 15 digits, a known time and an optional note', () => {
    expect(callMeBackRules.parse(valid)).toEqual(valid);
    expect(callMeBackRules.parse({ ...valid, note: '  Akşam 8 gibi  ' }).note).toBe('Akşam 8 gibi');
    expect(callMeBackRules.safeParse({ ...valid, phone: '123456789012345' }).success).toBe(true);
  });

  it('says which rule a field breaks', () => {
    expect(firstMessage({ ...valid, name: '' })).toBe('validation.required');
    expect(firstMessage({ ...valid, name: 'A' })).toBe('validation.minLength');
    expect(firstMessage({ ...valid, name: 'Ali 2' })).toBe('validation.lettersOnly');
    expect(firstMessage({ ...valid, phone: '0532-123' })).toBe('validation.digitsOnly');
    expect(firstMessage({ ...valid, phone: '123456789' })).toBe('validation.minLength');
    expect(firstMessage({ ...valid, phone: '1234567890123456' })).toBe('validation.maxLength');
    expect(firstMessage({ ...valid, note: 'x'.repeat(501) })).toBe('validation.maxLength');
    expect(callMeBackRules.safeParse({ ...valid, preferredTime: 'night' }).success).toBe(false);
  });
});
