import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeNames, themeTokens } from '.';

const stylesDir = join(__dirname, '../styles');
const themesCss = readFileSync(join(stylesDir, 'themes.css'), 'utf8');
const tokensCss = readFileSync(join(stylesDir, 'tokens.css'), 'utf8');

/** The custom properties a rule block of themes.css sets, by theme name. */
function themeBlocks(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const [, property = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      declarations.set(property, value.trim());
    }
    for (const [, name = ''] of selectors.matchAll(/\[data-theme="([\w-]+)"\]/g)) {
      blocks.set(name, declarations);
    }
  }
  return blocks;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [lighter = 0, darker = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

const backgrounds = ['color-bg', 'color-surface', 'color-surface-2'];
/** Colours that are body-size text on every background (4.5:1). */
const textColours = [
  'color-text',
  'color-text-muted',
  'color-accent',
  'color-success',
  'color-danger',
  'color-warning',
  'color-info',
];
const statusFills = ['color-success', 'color-danger', 'color-warning', 'color-info'];

/** [foreground, background, minimum ratio]: 4.5 for text, 3 for UI parts such as the focus ring. */
const pairs: [string, string, number][] = [
  ...textColours.flatMap((fg) => backgrounds.map((bg): [string, string, number] => [fg, bg, 4.5])),
  ['color-on-accent', 'color-accent', 4.5],
  ['color-on-accent', 'color-accent-hover', 4.5],
  ['color-accent-hover', 'color-surface', 4.5],
  ...statusFills.map((fill): [string, string, number] => ['color-on-status', fill, 4.5]),
  ...backgrounds.map((bg): [string, string, number] => ['color-accent', bg, 3]),
];

const blocks = themeBlocks(themesCss);

describe('built-in themes', () => {
  it('are the ones themeNames lists', () => {
    expect([...blocks.keys()].sort()).toEqual([...themeNames].sort());
  });

  describe.each(themeNames)('%s', (theme) => {
    const values = blocks.get(theme) ?? new Map<string, string>();
    const value = (token: string) => values.get(`--${token}`) ?? '';

    it('sets every colour token', () => {
      const colourVariables = themeTokens.filter((t) => t.perTheme).map((t) => t.cssVariable);
      expect([...values.keys()].filter((v) => v.startsWith('--color-')).sort()).toEqual(
        [...colourVariables].sort(),
      );
    });

    it.each(pairs)('%s on %s reaches %s:1 (WCAG AA)', (fg, bg, minimum) => {
      expect(value(fg)).toMatch(/^#[0-9a-f]{6}$/i);
      expect(value(bg)).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(value(fg), value(bg))).toBeGreaterThanOrEqual(minimum);
    });
  });
});

describe('themeTokens', () => {
  const srcDir = join(__dirname, '..');
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' });
  const read = (file: string) => readFileSync(join(srcDir, file), 'utf8');
  const componentCss = files
    .filter((file) => file.endsWith('.css') && !file.startsWith('styles'))
    .map(read)
    .join('\n');
  const componentSource = files
    .filter((file) => file.endsWith('.tsx') && !file.includes('.stories.'))
    .map(read)
    .join('\n');

  it('lists every token tokens.css and themes.css define, once', () => {
    const defined = new Set(
      [...`${tokensCss}\n${themesCss}`.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name),
    );
    const listed = themeTokens.map((token) => token.cssVariable);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...defined].sort()).toEqual([...listed].sort());
  });

  it('covers every custom property the components read, but their own internal ones', () => {
    const listed = new Set<string>(themeTokens.map((token) => token.cssVariable));
    // Set by a component itself (in its CSS or a style prop), or read with a fallback.
    const internal = new Set(
      [...`${componentCss}\n${componentSource}`.matchAll(/['"]?(--[\w-]+)['"]?\s*:/g)].map(
        ([, name]) => name,
      ),
    );
    const unlisted = [...componentCss.matchAll(/var\((--[\w-]+)\s*(,)?/g)]
      .filter(([, name = '', fallback]) => !listed.has(name) && !internal.has(name) && !fallback)
      .map(([, name]) => name);
    expect(unlisted).toEqual([]);
  });
});
