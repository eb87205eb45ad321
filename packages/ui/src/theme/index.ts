import { type ThemeColorTokenName, type ThemeTokenName, themeTokens } from './tokens';

export type {
  ThemeColorTokenName,
  ThemeTokenGroup,
  ThemeTokenInfo,
  ThemeTokenName,
} from './tokens';
export { themeTokens };

/** The themes `@zar/ui/styles.css` brings: `zar` (default, dark), `lale` (dark), `inci` (light). */
export const themeNames = ['zar', 'lale', 'inci'] as const;
export type ThemeName = (typeof themeNames)[number];

/**
 * A brand theme's values: every colour token (a theme that left one out would show Zar's colour
 * there), and any shared token the brand wants different (radius, fonts, shadow…).
 */
export type ThemeValues = Record<ThemeColorTokenName, string> &
  Partial<Record<Exclude<ThemeTokenName, ThemeColorTokenName>, string>>;

export interface CreateThemeOptions {
  /** The browser's own colour scheme for form controls and scrollbars. Default `'dark'`. */
  colorScheme?: 'dark' | 'light';
  /** The selector to scope the theme to. Default `[data-theme="<name>"]`. */
  selector?: string;
}

const knownTokens: ReadonlyMap<string, `--${string}`> = new Map(
  themeTokens.map((token) => [token.name, token.cssVariable]),
);
const themeNamePattern = /^[a-z][a-z0-9-]*$/;

/**
 * Writes a brand theme as CSS text, to put in the brand's stylesheet (or a <style> element) after
 * `@zar/ui/styles.css`; `data-theme="<name>"` on <html> turns it on.
 *
 * @example
 * createTheme('acme', { 'color-bg': '#0a1a12', 'color-accent': '#2bd47d', …, 'radius-card': '8px' })
 * // [data-theme="acme"] {
 * //   color-scheme: dark;
 * //   --color-bg: #0a1a12;
 * //   …
 * // }
 */
export function createTheme(
  name: string,
  values: ThemeValues,
  { colorScheme = 'dark', selector }: CreateThemeOptions = {},
): string {
  if (!themeNamePattern.test(name)) {
    throw new Error(`Theme name "${name}" must be lowercase letters, digits and hyphens.`);
  }
  const lines = [`  color-scheme: ${colorScheme};`];
  for (const token of themeTokens) {
    if (token.perTheme && !(token.name in values)) {
      throw new Error(`Theme "${name}" has no value for ${token.name}.`);
    }
  }
  for (const [tokenName, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const cssVariable = knownTokens.get(tokenName);
    if (!cssVariable) throw new Error(`Theme "${name}": ${tokenName} is not a @zar/ui token.`);
    if (typeof value !== 'string' || value.trim() === '' || /[;{}]/.test(value)) {
      throw new Error(`Theme "${name}": ${tokenName} has no valid CSS value.`);
    }
    lines.push(`  ${cssVariable}: ${value.trim()};`);
  }
  return `${selector ?? `[data-theme="${name}"]`} {\n${lines.join('\n')}\n}\n`;
}
