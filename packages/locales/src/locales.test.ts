import { describe, expect, it } from 'vitest';
import { en, flattenStrings, tr, trFirstLoad, trPlayerStrings } from './index';

describe('locales', () => {
  it('English has exactly the keys of Turkish, and no string is empty', () => {
    const trKeys = flattenStrings(tr).map((entry) => entry.key);
    const enKeys = flattenStrings(en).map((entry) => entry.key);
    expect(enKeys).toEqual(trKeys);
    for (const entry of [...flattenStrings(tr), ...flattenStrings(en)]) {
      expect(entry.value.trim(), entry.key).not.toBe('');
    }
  });

  it("leaves the account area's strings out of a visitor's first load", () => {
    for (const namespace of ['bonusMoney', 'payments', 'paymentForm', 'bonuses']) {
      expect(trFirstLoad).not.toHaveProperty(namespace);
      expect(trPlayerStrings).toHaveProperty(namespace);
    }
    expect(tr).toEqual({ ...trFirstLoad, ...trPlayerStrings });
    expect(tr.bonusMoney.claimDialog.accept).toBe('Şartları kabul et ve al');
  });

  it('flattens to dotted keys', () => {
    expect(flattenStrings({ menu: { sports: 'Spor' }, close: 'Kapat' })).toEqual([
      { key: 'menu.sports', value: 'Spor' },
      { key: 'close', value: 'Kapat' },
    ]);
  });

  it('Turkish strings keep their Turkish letters', () => {
    expect(tr.menu.liveBetting).toBe('Canlı Bahis');
    expect(en.menu.liveBetting).toBe('Live Betting');
  });
});
