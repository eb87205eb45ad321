import type { ComponentType } from 'react';
import type { UiTranslate } from '../../strings/ui-strings';

/** An icon component such as one from lucide-react. */
export type MenuIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** One entry of a menu, tile panel or bar: a link when it has `href`, otherwise a button. */
export interface MenuItem {
  /** Stable id, passed back in callbacks and used to mark the active item. */
  id: string;
  /** i18next key of the title, e.g. `'menu.sports'`; used when `label` is absent. */
  labelKey?: string;
  /** Title text as given (e.g. from the server); wins over `labelKey`. */
  label?: string;
  /** Link target; without it the item is a button that only calls the select callback. */
  href?: string;
  /** Opens the link in a new tab (`target="_blank"`, `rel="noopener noreferrer"`). Default `false`. */
  newTab?: boolean;
  /** Icon drawn before the title. */
  icon?: MenuIcon;
}

/** The title of an item: its `label`, else its translated `labelKey`, else its id. */
export function menuItemTitle(item: MenuItem, t: UiTranslate): string {
  if (item.label) return item.label;
  // Keys arrive as data, so they are checked at run time: a missing one shows the item's id.
  return item.labelKey ? t(item.labelKey, { defaultValue: item.id }) : item.id;
}

/**
 * The id of the item whose `href` is the current path or its longest parent, for `activeId`;
 * `undefined` when none matches. The home path `/` matches only itself.
 */
export function findActiveMenuItem(
  items: readonly MenuItem[],
  pathname: string,
): string | undefined {
  let best: MenuItem | undefined;
  for (const item of items) {
    const { href } = item;
    if (!href || item.newTab) continue;
    const matches = pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
    if (matches && (!best?.href || href.length > best.href.length)) best = item;
  }
  return best?.id;
}
