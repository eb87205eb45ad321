import { clsx } from 'clsx';
import { Gift, Headset, Spade, Trophy, Wallet } from 'lucide-react';
import type { ComponentProps } from 'react';
import { defaultUiLinks, type UiLinks } from '../../links/ui-links';
import { useUiLinks } from '../../links/use-ui-links';
import { AnchorLink, type LinkComponent } from '../../primitives/link/link';
import { useUiTranslation } from '../../strings/use-ui-translation';
import type { MenuItem } from '../main-menu/menu-item';

/**
 * The bar's link entries, leading to `links` (the links configuration, `useUiLinks()`), e.g. for
 * `findActiveMenuItem(bottomBarLinksFor(links), pathname)`.
 */
export function bottomBarLinksFor(links: UiLinks) {
  return [
    { id: 'sports', labelKey: 'bottomBar.sports', href: links.sports, icon: Trophy },
    { id: 'liveCasino', labelKey: 'bottomBar.liveCasino', href: links.liveCasino, icon: Spade },
    { id: 'promotions', labelKey: 'bottomBar.promotions', href: links.promotions, icon: Gift },
  ] as const satisfies readonly MenuItem[];
}

/** The bar's link entries with the default links (the Zar site's routes). */
export const bottomBarLinks = bottomBarLinksFor(defaultUiLinks);

/** Which entry of the bottom bar is current. */
export type BottomBarItemId = 'deposit' | 'support' | (typeof bottomBarLinks)[number]['id'];

export interface BottomBarProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The current entry, highlighted and marked `aria-current="page"`. Default none. */
  activeId?: BottomBarItemId;
  /** Deposit tapped (the site opens the deposit page, or the login dialog for a visitor). */
  onDepositClick: () => void;
  /** Support tapped (the site opens the live chat, or its fallback contact panel). */
  onSupportClick: () => void;
  /** Called when one of the links is tapped, before it navigates. */
  onLinkClick?: (id: BottomBarItemId) => void;
  /** Renders the links; pass the router's link through an adapter. Default a plain anchor. */
  linkComponent?: LinkComponent;
  /** `mobile` keeps the bar visible whatever the viewport (previews). Default `'responsive'`. */
  layout?: 'responsive' | 'mobile';
}

/** The mobile bottom bar (60 px plus the safe area): Deposit, Spor, Support, L.Casino, Promotions. */
export function BottomBar({
  activeId,
  onDepositClick,
  onSupportClick,
  onLinkClick,
  linkComponent: Link = AnchorLink,
  layout = 'responsive',
  className,
  ...props
}: BottomBarProps) {
  const { t } = useUiTranslation();
  const barLinks = bottomBarLinksFor(useUiLinks());
  const [sports, liveCasino, promotions] = barLinks;

  const link = (item: (typeof barLinks)[number]) => {
    const Icon = item.icon;
    return (
      <li key={item.id}>
        <Link
          className="zar-bottom-bar__item"
          href={item.href}
          aria-current={activeId === item.id ? 'page' : undefined}
          onClick={() => onLinkClick?.(item.id)}
        >
          <Icon className="zar-bottom-bar__icon" aria-hidden="true" />
          <span>{t(item.labelKey)}</span>
        </Link>
      </li>
    );
  };

  return (
    <nav
      aria-label={t('bottomBar.label')}
      {...props}
      className={clsx('zar-bottom-bar', className)}
      data-slot="bottom-bar"
      data-layout={layout}
    >
      <ul className="zar-bottom-bar__list">
        <li>
          <button
            type="button"
            className="zar-bottom-bar__item"
            data-accent=""
            aria-current={activeId === 'deposit' ? 'page' : undefined}
            onClick={onDepositClick}
          >
            <span className="zar-bottom-bar__accent-icon">
              <Wallet className="zar-bottom-bar__icon" aria-hidden="true" />
            </span>
            <span>{t('bottomBar.deposit')}</span>
          </button>
        </li>
        {link(sports)}
        <li>
          <button
            type="button"
            className="zar-bottom-bar__item"
            aria-current={activeId === 'support' ? 'page' : undefined}
            onClick={onSupportClick}
          >
            <Headset className="zar-bottom-bar__icon" aria-hidden="true" />
            <span>{t('bottomBar.support')}</span>
          </button>
        </li>
        {link(liveCasino)}
        {link(promotions)}
      </ul>
    </nav>
  );
}
