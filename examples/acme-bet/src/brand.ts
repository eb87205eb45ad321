import type { UiStringsByLocale } from '@zar/ui';
import { createTheme } from '@zar/ui/theme';

/** Acme Bet's colours: a dark green brand on Zar's token list (`@zar/ui/theme`). */
export const acmeTheme = createTheme('acme', {
  'color-bg': '#07130e',
  'color-surface': '#0d2019',
  'color-surface-2': '#143026',
  'color-border': '#22493b',
  'color-text': '#ecf8f2',
  'color-text-muted': '#9cc2b2',
  'color-accent': '#2bd47d',
  'color-accent-hover': '#5ce39c',
  'color-on-accent': '#03130a',
  'color-success': '#3ddc97',
  'color-danger': '#ff6473',
  'color-warning': '#ffc24d',
  'color-info': '#66b8ff',
  'color-on-status': '#07130e',
  'color-backdrop': 'rgb(2 8 6 / 0.74)',
  'radius-card': '14px',
});

/** Acme's own words where Zar's built-in ones do not fit the brand. */
export const acmeStrings: UiStringsByLocale = {
  en: { 'header.register': 'Join Acme' },
  tr: { 'header.register': "Acme'ye Katıl" },
};
