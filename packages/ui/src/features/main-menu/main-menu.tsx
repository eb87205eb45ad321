import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { AnchorLink, type LinkComponent } from '../../primitives/link/link';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { type MenuItem, menuItemTitle } from './menu-item';

export interface MainMenuProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** Entries in display order, e.g. `mainMenuItems` or `secondMenuItems`. */
  items: readonly MenuItem[];
  /** Id of the current section, marked with `aria-current="page"`. Default none. */
  activeId?: string;
  /** Called when any entry is chosen, before a link navigates (e.g. to close the sidebar). */
  onItemSelect?: (item: MenuItem) => void;
  /** Renders the links; pass the router's link through an adapter. Default a plain anchor. */
  linkComponent?: LinkComponent;
  /** `primary` (the main row with icons) or `secondary` (the compact second menu). Default `'primary'`. */
  variant?: 'primary' | 'secondary';
}

/** The main menu or the second menu (with Aviator): a labelled row of links and action buttons. */
export function MainMenu({
  items,
  activeId,
  onItemSelect,
  linkComponent: Link = AnchorLink,
  variant = 'primary',
  className,
  'aria-label': ariaLabel,
  ...props
}: MainMenuProps) {
  const { t } = useUiTranslation();
  return (
    <nav
      aria-label={ariaLabel ?? t(variant === 'primary' ? 'menu.label' : 'menu.secondLabel')}
      {...props}
      className={clsx('zar-main-menu', className)}
      data-slot="main-menu"
      data-variant={variant}
    >
      <ul className="zar-main-menu__list">
        {items.map((item) => {
          const Icon = item.icon;
          const current = item.id === activeId ? 'page' : undefined;
          const content = (
            <>
              {Icon ? <Icon className="zar-main-menu__icon" aria-hidden="true" /> : null}
              <span>{menuItemTitle(item, t)}</span>
            </>
          );
          return (
            <li key={item.id} className="zar-main-menu__entry">
              {item.href ? (
                <Link
                  className="zar-main-menu__item"
                  href={item.href}
                  aria-current={current}
                  target={item.newTab ? '_blank' : undefined}
                  rel={item.newTab ? 'noopener noreferrer' : undefined}
                  onClick={() => onItemSelect?.(item)}
                >
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className="zar-main-menu__item"
                  aria-current={current}
                  onClick={() => onItemSelect?.(item)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
