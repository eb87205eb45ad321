import { formatMoney } from '@zar/locales/money';
import { clsx } from 'clsx';
import { Bell, Gift, Menu, Phone, Sparkles, UserRound, Wallet, X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { useUiLinks } from '../../links/use-ui-links';
import {
  type LanguageOption,
  LanguageSelector,
} from '../../patterns/language-selector/language-selector';
import { Button, buttonStyleProps } from '../../primitives/button/button';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { AnchorLink, type LinkComponent } from '../../primitives/link/link';
import { Logo } from '../../primitives/logo/logo';
import {
  formatUnreadCount,
  NotificationBadge,
} from '../../primitives/notification-badge/notification-badge';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { type BalancePockets, UserMenu, type UserSummary } from '../user-menu/user-menu';
import type { UserMenuAction, UserMenuItem } from '../user-menu/user-menu-items';

/**
 * Where the header's links lead, overriding the links configuration (`ZarUiProvider`'s `links`)
 * for this header only; each key defaults to the configuration's link named beside it.
 */
export interface HeaderLinks {
  /** Logo. Default `links.home` (`'/'`). */
  home?: string;
  /** 'Bonus Talep'. Default `links.claimBonus` (`'/dashboard/claim-bonus'`). */
  claimBonus?: string;
  /** Promotions. Default `links.promotions` (`'/promotions'`). */
  promotions?: string;
  /** Deposit button. Default `links.deposit` (`'/dashboard/deposit'`). */
  deposit?: string;
  /** Balance button. Default `links.dashboard` (`'/dashboard'`). */
  balance?: string;
}

/** One quick link of the desktop bar: an icon and a label, leading somewhere or doing something. */
export interface HeaderQuickLink {
  /** Stable identity among the quick links, e.g. `'promotions'`. */
  id: string;
  /** The words beside the icon (screen-reader only between 64em and 80em). */
  label: string;
  /** Icon drawn before the label in the accent colour, e.g. a lucide icon. Default none. */
  icon?: ReactNode;
  /** Where it leads, drawn with `linkComponent`; without it the link is a button. */
  href?: string;
  /** Called when a link without `href` is pressed. */
  onClick?: () => void;
}

export interface HeaderProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** Whether a player is logged in. */
  isLoggedIn: boolean;
  /** The logged-in player; required for the profile dropdown. */
  user?: UserSummary;
  /** Balance in major units (lira). */
  balance?: number;
  /** Cash and bonus, which the profile dropdown shows under the balance; the header keeps the total. Default none. */
  balancePockets?: BalancePockets;
  /** ISO currency of the balance. Default `'TRY'`. */
  currency?: string;
  /** Unread notifications: a pulsing dot on small screens, a badge (`9+` from 9) on the bell. Default `0`. */
  unreadCount?: number;
  /** Whether the left menu panel is open (small screens). Default `false`. */
  menuOpen?: boolean;
  /** Id of the menu panel the menu button controls. */
  menuPanelId?: string;
  /** The page is scrolled past 100 px: the header turns compact. Default `false`. */
  scrolled?: boolean;
  /** The brand logo. Default `<Logo />`. */
  logo?: ReactNode;
  /** Link targets; defaults are the SPEC routes. */
  links?: HeaderLinks;
  /** Renders the links; pass the router's link through an adapter. Default a plain anchor. */
  linkComponent?: LinkComponent;
  /** Menu button pressed (small screens). */
  onMenuToggle?: () => void;
  /** Login pressed. */
  onLoginClick?: () => void;
  /** Sign Up pressed. */
  onRegisterClick?: () => void;
  /** User button pressed on small screens (login form, or the profile sidebar). */
  onUserClick?: () => void;
  /** Bell pressed. */
  onNotificationsClick?: () => void;
  /** 'Sizi Arayalım' pressed (the site opens the call-me-back form in a new tab). */
  onCallMeClick?: () => void;
  /**
   * The desktop quick links. Default Zar's three: 'Sizi Arayalım' (calls `onCallMeClick`), 'Bonus
   * Talep' (`links.claimBonus`) and Promotions (`links.promotions`); `[]` shows none. The texts of
   * the defaults and of every other label are strings (`header.*`), which `ZarUiProvider` overrides.
   */
  quickLinks?: readonly HeaderQuickLink[];
  /** Entries of the profile dropdown, e.g. `userMenuItems`. Default none. */
  userMenuItems?: readonly UserMenuItem[];
  /** A profile dropdown entry with a store action was chosen. */
  onUserMenuAction?: (action: UserMenuAction) => void;
  /** Languages for the desktop selector; no selector when absent. */
  languages?: readonly LanguageOption[];
  /** The active locale. */
  language?: string;
  /** Called with the chosen locale. */
  onLanguageChange?: (locale: string) => void;
  /** A row under the bar, e.g. the main menu. */
  menu?: ReactNode;
  /** A notice under everything else, e.g. the not-on-main-domain notice. */
  notice?: ReactNode;
  /** `mobile` forces the small-screen bar whatever the viewport (previews). Default `'responsive'`. */
  layout?: 'responsive' | 'mobile';
}

/**
 * The site header: on small screens a menu button, the logo and a user button — a player's balance
 * beside it, the logo then moving left to make room; from 64em
 * the logo, quick links, and Login / Sign Up or the player's menu, bell, balance and Deposit.
 */
export function Header({
  isLoggedIn,
  user,
  balance,
  balancePockets,
  currency = 'TRY',
  unreadCount = 0,
  menuOpen = false,
  menuPanelId,
  scrolled = false,
  logo = <Logo />,
  links,
  linkComponent: Link = AnchorLink,
  onMenuToggle,
  onLoginClick,
  onRegisterClick,
  onUserClick,
  onNotificationsClick,
  onCallMeClick,
  quickLinks,
  userMenuItems = [],
  onUserMenuAction,
  languages,
  language,
  onLanguageChange,
  menu,
  notice,
  layout = 'responsive',
  className,
  ...props
}: HeaderProps) {
  const { t, i18n } = useUiTranslation();
  const config = useUiLinks();
  const to = {
    home: config.home,
    claimBonus: config.claimBonus,
    promotions: config.promotions,
    deposit: config.deposit,
    balance: config.dashboard,
    ...links,
  };
  const hasUnread = isLoggedIn && unreadCount > 0;
  const bellShake = useShakeOnChange(unreadCount);
  const formattedBalance =
    balance === undefined ? undefined : formatMoney(balance, i18n.language, currency);
  const userLabel = isLoggedIn ? t('header.account') : t('header.login');
  const shownQuickLinks: readonly HeaderQuickLink[] = quickLinks ?? [
    { id: 'callMe', label: t('header.callMe'), icon: <Phone />, onClick: onCallMeClick },
    { id: 'claimBonus', label: t('header.claimBonus'), icon: <Sparkles />, href: to.claimBonus },
    { id: 'promotions', label: t('header.promotions'), icon: <Gift />, href: to.promotions },
  ];

  return (
    <header
      {...props}
      className={clsx('zar-header', className)}
      data-slot="header"
      data-scrolled={scrolled || undefined}
      data-layout={layout}
      data-logged-in={isLoggedIn || undefined}
    >
      <div className="zar-header__bar" data-part="mobile">
        <IconButton
          label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuPanelId}
          onClick={onMenuToggle}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </IconButton>
        <Link className="zar-header__home" href={to.home}>
          {logo}
        </Link>
        <div className="zar-header__mobile-actions">
          {isLoggedIn && formattedBalance !== undefined ? (
            <Link
              href={to.balance}
              className="zar-header__mobile-balance"
              aria-label={t('header.balance', { amount: formattedBalance })}
            >
              <Wallet aria-hidden="true" />
              <span className="zar-tabular-nums">{formattedBalance}</span>
            </Link>
          ) : null}
          <IconButton
            label={hasUnread ? `${userLabel}. ${t('header.unreadDot')}` : userLabel}
            variant="surface"
            onClick={onUserClick}
          >
            <UserRound aria-hidden="true" />
            {hasUnread ? <span className="zar-header__dot" aria-hidden="true" /> : null}
          </IconButton>
        </div>
      </div>

      <div className="zar-header__bar" data-part="desktop">
        <Link className="zar-header__home" href={to.home}>
          {logo}
        </Link>
        {shownQuickLinks.length > 0 ? (
          <nav className="zar-header__quick" aria-label={t('header.siteActions')}>
            {shownQuickLinks.map(({ id, label, icon, href, onClick }) => {
              const content = (
                <>
                  {icon ? (
                    <span className="zar-header__quick-icon" aria-hidden="true">
                      {icon}
                    </span>
                  ) : null}
                  <span className="zar-header__quick-label">{label}</span>
                </>
              );
              return href === undefined ? (
                <button key={id} type="button" className="zar-header__quick-link" onClick={onClick}>
                  {content}
                </button>
              ) : (
                <Link key={id} className="zar-header__quick-link" href={href} onClick={onClick}>
                  {content}
                </Link>
              );
            })}
          </nav>
        ) : null}
        <div className="zar-header__actions">
          {languages && onLanguageChange ? (
            <LanguageSelector
              variant="compact"
              languages={languages}
              value={language}
              onChange={onLanguageChange}
            />
          ) : null}
          {isLoggedIn ? (
            <>
              {user ? (
                <UserMenu
                  user={user}
                  balance={balance}
                  pockets={balancePockets}
                  currency={currency}
                  items={userMenuItems}
                  onAction={onUserMenuAction}
                  linkComponent={Link}
                />
              ) : null}
              <IconButton
                label={
                  unreadCount > 0
                    ? t('header.notificationsUnread', { count: formatUnreadCount(unreadCount) })
                    : t('header.notifications')
                }
                variant="surface"
                onClick={onNotificationsClick}
              >
                <Bell
                  key={bellShake}
                  aria-hidden="true"
                  className="zar-header__bell"
                  data-shake={bellShake > 0 || undefined}
                />
                <NotificationBadge count={unreadCount} />
              </IconButton>
              {formattedBalance === undefined ? null : (
                <Link
                  href={to.balance}
                  aria-label={t('header.balance', { amount: formattedBalance })}
                  {...buttonStyleProps({ variant: 'secondary', className: 'zar-header__balance' })}
                >
                  <Wallet aria-hidden="true" />
                  <span className="zar-tabular-nums">{formattedBalance}</span>
                </Link>
              )}
              <Link href={to.deposit} {...buttonStyleProps({ variant: 'primary' })}>
                {t('header.deposit')}
              </Link>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={onLoginClick}>
                {t('header.login')}
              </Button>
              <Button onClick={onRegisterClick}>{t('header.register')}</Button>
            </>
          )}
        </div>
      </div>
      {menu}
      {notice}
    </header>
  );
}

/** A counter that goes up each time `value` changes after the first render, to replay an animation. */
function useShakeOnChange(value: number): number {
  const previous = useRef(value);
  const [shakes, setShakes] = useState(0);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    setShakes((count) => count + 1);
  }, [value]);
  return shakes;
}
