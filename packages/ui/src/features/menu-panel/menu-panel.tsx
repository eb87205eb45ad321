import { clsx } from 'clsx';
import type { ComponentProps, KeyboardEvent } from 'react';
import {
  type LanguageOption,
  LanguageSelector,
} from '../../patterns/language-selector/language-selector';
import { AnchorLink, type LinkComponent } from '../../primitives/link/link';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { type MenuItem, menuItemTitle } from '../main-menu/menu-item';

export interface MenuPanelProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Tiles in display order, e.g. `menuPanelTiles`; each needs an `href`. */
  tiles: readonly MenuItem[];
  /** Whether the drawer is open on small screens; from 64em the panel always shows. Default `false`. */
  open?: boolean;
  /** Id of the current section's tile, marked with `aria-current="page"`. Default none. */
  activeId?: string;
  /** Called when a tile is chosen (the site closes the sidebar and the mobile profile sidebar). */
  onNavigate?: (tile: MenuItem) => void;
  /** Called by a click on the backdrop and by Escape on small screens (the header's button toggles). */
  onClose?: () => void;
  /** Renders the tile links; pass the router's link through an adapter. Default a plain anchor. */
  linkComponent?: LinkComponent;
  /** Languages for the selector at the bottom; no selector when absent. */
  languages?: readonly LanguageOption[];
  /** The active locale. */
  language?: string;
  /** Called with the chosen locale. */
  onLanguageChange?: (locale: string) => void;
  /** `mobile` forces the drawer layout whatever the viewport (previews). Default `'responsive'`. */
  layout?: 'responsive' | 'mobile';
}

/**
 * The left menu panel: a 250 px column of 120 px tiles from 64em, a sliding drawer (150 ms) below
 * it. Give it an `id` and point the header's `menuPanelId` at it.
 */
export function MenuPanel({
  tiles,
  open = false,
  activeId,
  onNavigate,
  onClose,
  linkComponent: Link = AnchorLink,
  languages,
  language,
  onLanguageChange,
  layout = 'responsive',
  className,
  ...props
}: MenuPanelProps) {
  const { t } = useUiTranslation();
  const state = open ? 'open' : 'closed';

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose?.();
    }
  }

  return (
    <div
      {...props}
      className={clsx('zar-menu-panel', className)}
      data-slot="menu-panel"
      data-state={state}
      data-layout={layout}
    >
      <div className="zar-menu-panel__backdrop" aria-hidden="true" onClick={onClose} />
      <nav
        className="zar-menu-panel__drawer"
        aria-label={t('sidebar.label')}
        onKeyDown={handleKeyDown}
      >
        <ul className="zar-menu-panel__grid">
          {tiles.map((tile) => {
            const Icon = tile.icon;
            return (
              <li key={tile.id}>
                <Link
                  className="zar-menu-panel__tile"
                  href={tile.href ?? '#'}
                  aria-current={tile.id === activeId ? 'page' : undefined}
                  target={tile.newTab ? '_blank' : undefined}
                  rel={tile.newTab ? 'noopener noreferrer' : undefined}
                  onClick={() => onNavigate?.(tile)}
                >
                  {Icon ? (
                    <span className="zar-menu-panel__tile-icon">
                      <Icon aria-hidden="true" />
                    </span>
                  ) : null}
                  <span className="zar-menu-panel__tile-title">{menuItemTitle(tile, t)}</span>
                  {tile.newTab ? (
                    <span className="zar-visually-hidden"> {t('sidebar.newTab')}</span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        {languages && onLanguageChange ? (
          <LanguageSelector
            className="zar-menu-panel__language"
            languages={languages}
            value={language}
            onChange={onLanguageChange}
          />
        ) : null}
      </nav>
    </div>
  );
}
