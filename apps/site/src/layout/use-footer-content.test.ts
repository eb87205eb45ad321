import { describe, expect, it } from 'vitest';
import { isUnfilledSetting } from './use-footer-content';

describe('the footer licence block', () => {
  it('waits for settings the operator has filled: none empty, none with a [placeholder]', () => {
    expect(isUnfilledSetting(undefined)).toBe(true);
    expect(isUnfilledSetting('  ')).toBe(true);
    expect(isUnfilledSetting('[Operatör adı]')).toBe(true);
    expect(
      isUnfilledSetting(
        'Bu site [Operatör adı] tarafından işletilmektedir. Lisans: [lisans numarası]',
      ),
    ).toBe(true);
    expect(isUnfilledSetting('Zar Demo Eğlence Ltd.')).toBe(false);
    expect(
      isUnfilledSetting('Bu site, Zar Demo Eğlence Ltd. tarafından işletilen bir demo sitedir.'),
    ).toBe(false);
  });
});
