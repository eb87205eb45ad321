/**
 * Every design token @zar/ui's stylesheets read: a CSS custom property on `:root`, set by
 * `@zar/ui/styles.css`. Colour tokens differ per theme (themes.css); the others are shared by every
 * brand (tokens.css) and a theme may still override them.
 */

/** What a token is about; the Storybook theming page groups tokens by it. */
export type ThemeTokenGroup =
  | 'color'
  | 'typography'
  | 'space'
  | 'shape'
  | 'layer'
  | 'motion'
  | 'focus'
  | 'layout';

/** One design token. */
export interface ThemeTokenInfo {
  /** The token's name: its CSS variable without the leading `--`. */
  readonly name: string;
  /** The CSS custom property components read, e.g. `--color-bg`. */
  readonly cssVariable: `--${string}`;
  /** What the token is for, and what it must contrast with. */
  readonly description: string;
  readonly group: ThemeTokenGroup;
  /** `true` when every theme sets it (the colours): `createTheme` requires these. */
  readonly perTheme: boolean;
}

const color = <N extends string>(name: N, description: string) =>
  ({
    name,
    cssVariable: `--${name}` as const,
    description,
    group: 'color',
    perTheme: true,
  }) as const;
const shared = <N extends string>(group: ThemeTokenGroup, name: N, description: string) =>
  ({ name, cssVariable: `--${name}` as const, description, group, perTheme: false }) as const;

/** The design tokens, in the order the theming docs show them. */
export const themeTokens = [
  color('color-bg', 'Page background, behind every surface.'),
  color('color-surface', 'Cards, header, footer, menus and dialogs.'),
  color('color-surface-2', 'Raised parts on a surface: inputs, table heads, hovered rows, chips.'),
  color('color-border', 'Hairline borders and dividers; borders come before shadows.'),
  color('color-text', 'Body text and headings; 4.5:1 on bg, surface and surface-2.'),
  color('color-text-muted', 'Secondary text: labels, hints, providers; 4.5:1 on every background.'),
  color(
    'color-accent',
    'The one accent: money actions (deposit, sign up), links, active states and the focus ring; 4.5:1 as text on every background.',
  ),
  color('color-accent-hover', 'Accent buttons and links under the pointer.'),
  color('color-on-accent', 'Text and icons on accent fills; 4.5:1 on accent and accent-hover.'),
  color('color-success', 'Success text, icons and fills (wins, verified, paid).'),
  color('color-danger', 'Errors, destructive actions, the notification badge.'),
  color('color-warning', 'Warnings and pending states; the test-mode bar.'),
  color('color-info', 'Informational text, icons and fills.'),
  color('color-on-status', 'Text on success, danger, warning and info fills; 4.5:1 on each.'),
  color('color-backdrop', 'The dimmed layer behind dialogs and side panels (translucent).'),

  shared('typography', 'font-family-text', 'Body and number font stack (Inter, tabular figures).'),
  shared('typography', 'font-family-heading', 'Heading font stack (Montserrat).'),
  shared('typography', 'font-size-xs', '12 px: captions, badges, small buttons.'),
  shared('typography', 'font-size-sm', '14 px: most UI text.'),
  shared('typography', 'font-size-md', '16 px: body text, large buttons.'),
  shared('typography', 'font-size-lg', '20 px: card titles.'),
  shared('typography', 'font-size-xl', '24 px: section headings.'),
  shared('typography', 'font-size-2xl', '32 px: page headings.'),
  shared('typography', 'font-size-3xl', '40 px: hero headings.'),
  shared('typography', 'font-weight-regular', '400.'),
  shared('typography', 'font-weight-medium', '500.'),
  shared('typography', 'font-weight-semibold', '600: labels and buttons.'),
  shared('typography', 'font-weight-bold', '700: headings and amounts.'),
  shared('typography', 'font-weight-heavy', '800: the logo and hero numbers.'),
  shared('typography', 'line-height-tight', 'Headings.'),
  shared('typography', 'line-height-normal', 'Body text.'),

  shared('space', 'space-1', '4 px.'),
  shared('space', 'space-2', '8 px.'),
  shared('space', 'space-3', '12 px.'),
  shared('space', 'space-4', '16 px.'),
  shared('space', 'space-6', '24 px.'),
  shared('space', 'space-8', '32 px.'),
  shared('space', 'space-12', '48 px.'),

  shared('shape', 'radius-control', 'Buttons, inputs, chips.'),
  shared('shape', 'radius-card', 'Cards and panels.'),
  shared('shape', 'radius-dialog', 'Dialogs.'),
  shared('shape', 'radius-pill', 'Fully rounded badges and toggles.'),
  shared('shape', 'border-width', 'Every hairline border.'),
  shared('shape', 'shadow-overlay', 'The one soft shadow, for overlays (dialogs, menus, toasts).'),

  shared('layer', 'z-header', 'The sticky header.'),
  shared('layer', 'z-overlay', 'Side panels and their backdrop.'),
  shared('layer', 'z-modal', 'Dialogs.'),
  shared('layer', 'z-tooltip', 'Tooltips and toasts.'),

  shared('motion', 'duration-sidebar', 'Side panels sliding in (0 under reduced motion).'),
  shared('motion', 'duration-ripple', 'The press ripple.'),
  shared('motion', 'duration-fade', 'Fades of banners and overlays.'),
  shared('motion', 'duration-toast-enter', 'A toast coming in.'),
  shared('motion', 'duration-toast-exit', 'A toast leaving.'),
  shared('motion', 'duration-control', 'Hover and focus changes of controls.'),
  shared('motion', 'easing-standard', 'The easing of every transition.'),

  shared('focus', 'focus-ring-width', 'The accent focus outline, never removed.'),
  shared('focus', 'focus-ring-offset', 'Gap between an element and its focus outline.'),

  shared('layout', 'header-height', '56 px on phones, 64 px from 64em.'),
  shared('layout', 'menu-panel-width', 'The left menu panel.'),
  shared('layout', 'bottom-bar-height', 'The mobile bottom bar (plus the safe area).'),
  shared('layout', 'content-max-width', 'Widest content column.'),
  shared('layout', 'control-height-sm', 'Small buttons and inputs.'),
  shared('layout', 'control-height-md', 'Buttons and inputs.'),
  shared('layout', 'control-height-lg', 'Large buttons and inputs.'),
  shared('layout', 'spinner-size', 'The full-page loading indicator.'),
] as const satisfies readonly ThemeTokenInfo[];

type Token = (typeof themeTokens)[number];
/** Name of any design token, e.g. `'color-accent'`. */
export type ThemeTokenName = Token['name'];
/** Name of a colour token: every theme sets all of them. */
export type ThemeColorTokenName = Extract<Token, { perTheme: true }>['name'];
