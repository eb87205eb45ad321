import { describe, expect, it } from 'vitest';
import { createTheme, type ThemeValues, themeTokens } from '.';

const colours = Object.fromEntries(
  themeTokens.filter((token) => token.perTheme).map((token) => [token.name, '#123456']),
) as ThemeValues;

describe('createTheme', () => {
  it('writes a data-theme block with every value as its CSS variable', () => {
    const css = createTheme('acme', {
      ...colours,
      'color-accent': '#2bd47d',
      'radius-card': '8px',
    });
    expect(css.startsWith('[data-theme="acme"] {\n  color-scheme: dark;\n')).toBe(true);
    expect(css).toContain('  --color-accent: #2bd47d;\n');
    expect(css).toContain('  --color-bg: #123456;\n');
    expect(css).toContain('  --radius-card: 8px;\n');
    expect(css.match(/--/g)).toHaveLength(themeTokens.filter((t) => t.perTheme).length + 1);
    expect(css.endsWith('}\n')).toBe(true);
  });

  it('takes a colour scheme and a selector', () => {
    const css = createTheme('acme', colours, { colorScheme: 'light', selector: ':root' });
    expect(css.startsWith(':root {\n  color-scheme: light;\n')).toBe(true);
  });

  it('refuses a missing colour, an unknown token, a value that breaks out and a bad name', () => {
    const { 'color-bg': _bg, ...withoutBg } = colours;
    expect(() => createTheme('acme', withoutBg as ThemeValues)).toThrow(/color-bg/);
    expect(() => createTheme('acme', { ...colours, 'color-brand': '#fff' } as ThemeValues)).toThrow(
      /color-brand is not/,
    );
    expect(() => createTheme('acme', { ...colours, 'color-bg': 'red; } body {' })).toThrow(
      /color-bg has no valid/,
    );
    expect(() => createTheme('Acme Bet', colours)).toThrow(/lowercase/);
  });
});
