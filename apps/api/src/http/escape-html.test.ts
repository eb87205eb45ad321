import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes what could end a text node or a double-quoted attribute', () => {
    expect(escapeHtml('<a href="x">Tom & Jerry</a>')).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it("escapes ' so a single-quoted attribute cannot be closed either", () => {
    expect(escapeHtml("x' onmouseover='alert(1)")).toBe('x&#39; onmouseover=&#39;alert(1)');
  });

  it('escapes & first, so an entity already in the text is shown as written', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('leaves Turkish letters and plain text alone', () => {
    expect(escapeHtml('Şans çarkı: ğüöı')).toBe('Şans çarkı: ğüöı');
  });
});
