import { formatMoney } from '@zar/locales/money';
import { clsx } from 'clsx';
import { Bell, Gift, Menu, Phone, Sparkles, UserRound, Wallet, X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonStyleProps } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { type LanguageOption, LanguageSelector } from '../language-selector/language-selector';
import { AnchorLink, type LinkComponent } from '../link/link';
import { Logo } from '../logo/logo';
import { formatUnreadCount, NotificationBadge } from '../notification-badge/notification-badge';
import { type BalancePockets, UserMenu, type UserSummary } from '../user-menu/user-menu';
import type { UserMenuAction, UserMenuItem } from '../user-menu/user-menu-items';

/** Where the header's links lead; every key has the SPEC route as its default. */
export interface HeaderLinks {
  /** Logo. Default `'/'`. */
  home?: string;
  /** 'Bonus Talep'. Default `'/dashboard/claim-bonus'`. */
  claimBonus?: string;
  /** Promotions. Default `'/promotions'`. */
  promotions?: string;
  /** Deposit button. Default `'/dashboard/deposit'`. */
  deposit?: string;
  /** Balance button. Default `'/dashboard'`. */
  balance?: string;
}

const defaultLinks: Required<HeaderLinks> = {
  home: '/',
  claimBonus: '/dashboard/claim-bonus',
  promotions: '/promotions',
  deposit: '/dashboard/deposit',
  balance: '/dashboard',
};

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
  const { t, i18n } = useTranslation();
  const to = { ...defaultLinks, ...links };
  const hasUnread = isLoggedIn && unreadCount > 0;
  const bellShake = useShakeOnChange(unreadCount);
  const formattedBalance =
    balance === undefined ? undefined : formatMoney(balance, i18n.language, currency);
  const userLabel = isLoggedIn ? t('header.account') : t('header.login');

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
        <nav className="zar-header__quick" aria-label={t('header.siteActions')}>
          <button type="button" className="zar-header__quick-link" onClick={onCallMeClick}>
            <Phone aria-hidden="true" />
            <span className="zar-header__quick-label">{t('header.callMe')}</span>
          </button>
          <Link className="zar-header__quick-link" href={to.claimBonus}>
            <Sparkles aria-hidden="true" />
            <span className="zar-header__quick-label">{t('header.claimBonus')}</span>
          </Link>
          <Link className="zar-header__quick-link" href={to.promotions}>
            <Gift aria-hidden="true" />
            <span className="zar-header__quick-label">{t('header.promotions')}</span>
          </Link>
        </nav>
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
