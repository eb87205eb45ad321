import { describe, expect, it } from 'vitest';
import { flattenStrings, tr } from './index';
import { serverEn, serverTr } from './server';

/** The placeholders a string names, sorted: `{{amount}}` is `amount`. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('server strings', () => {
  it('English has exactly the keys of Turkish, and no string is empty', () => {
    const trKeys = flattenStrings(serverTr).map((entry) => entry.key);
    expect(flattenStrings(serverEn).map((entry) => entry.key)).toEqual(trKeys);
    for (const entry of [...flattenStrings(serverTr), ...flattenStrings(serverEn)]) {
      expect(entry.value.trim(), entry.key).not.toBe('');
    }
  });

  it("writes placeholders the site's way, the same ones in both languages", () => {
    const english = new Map(flattenStrings(serverEn).map((entry) => [entry.key, entry.value]));
    for (const { key, value } of flattenStrings(serverTr)) {
      // A single-brace `{name}` (the old server syntax) would reach a player unfilled.
      expect(value.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/[{}]/);
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });

  it("stays out of the site's strings", () => {
    for (const namespace of Object.keys(serverTr)) expect(tr).not.toHaveProperty(namespace);
  });
});
