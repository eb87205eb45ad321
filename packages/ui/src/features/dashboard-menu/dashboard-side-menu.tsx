import { formatMoney } from '@zar/locales/money';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useUiLinks } from '../../links/use-ui-links';
import { AnchorLink, type LinkComponent } from '../../primitives/link/link';
import {
  formatUnreadCount,
  NotificationBadge,
} from '../../primitives/notification-badge/notification-badge';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { findActiveMenuItem, menuItemTitle } from '../main-menu/menu-item';
import type { BalancePockets } from '../user-menu/user-menu';
import {
  type UserMenuAction,
  type UserMenuItem,
  userMenuItemsFor,
} from '../user-menu/user-menu-items';

/** Entries the Deposit/Withdraw toggle shows on desktop (where the list leaves them out). */
const moneyEntryIds = ['deposit', 'withdraw'];

export interface DashboardSideMenuProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The player's username. */
  username: string;
  /** The player's user code. */
  userCode: string;
  /** Balance in major units (lira). */
  balance: number;
  /**
   * Cash and bonus, shown under the balance when given. `'pending'` keeps their place, each a
   * muted bar read as loading, until the balance call says them: the entries below do not move
   * when they come. Default none.
   */
  pockets?: BalancePockets | 'pending';
  /** ISO currency of the balance. Default `'TRY'`. */
  currency?: string;
  /**
   * Entries in order; the `deposit` and `withdraw` entries also make the toggle. Default
   * `userMenuItemsFor(links)`: the account entries leading to the links configuration.
   */
  items?: readonly UserMenuItem[];
  /** The current path; the entry it belongs to is marked as the current page. */
  activeHref?: string;
  /** Unread notifications, shown as a badge on the Notifications entry ('9+' from 9). Default `0`. */
  unreadCount?: number;
  /** Renders the links; pass the router's link through an adapter. Default a plain anchor. */
  linkComponent?: LinkComponent;
  /** Called on every click of an entry or toggle link, before a link navigates (the site closes the mobile profile sidebar). */
  onItemSelect?: (item: UserMenuItem) => void;
  /** Called with an entry's store action: `notification` (open the bottom sheet) or `logout`. */
  onAction?: (action: UserMenuAction) => void;
}

/**
 * The account area's side menu: the balance, username and user code on top, a Deposit/Withdraw
 * toggle (from 992 px, where the list leaves those two out), every account entry with an unread
 * badge on Notifications, and Logout last.
 */
export function DashboardSideMenu({
  username,
  userCode,
  balance,
  pockets,
  currency = 'TRY',
  items: givenItems,
  activeHref,
  unreadCount = 0,
  linkComponent: Link = AnchorLink,
  onItemSelect,
  onAction,
  className,
  ...props
}: DashboardSideMenuProps) {
  const { t, i18n } = useUiTranslation();
  const links = useUiLinks();
  const items = givenItems ?? userMenuItemsFor(links);
  const activeId = activeHref ? findActiveMenuItem(items, activeHref) : undefined;
  const moneyEntries = items.filter(
    (item): item is UserMenuItem & { href: string } =>
      item.href !== undefined && moneyEntryIds.includes(item.id),
  );
  // Logout closes the list whatever the order it comes in.
  const entries = [
    ...items.filter((item) => item.action !== 'logout'),
    ...items.filter((item) => item.action === 'logout'),
  ];

  function choose(item: UserMenuItem) {
    onItemSelect?.(item);
    if (item.action) onAction?.(item.action);
  }

  function entry(item: UserMenuItem) {
    const Icon = item.icon;
    const title = menuItemTitle(item, t);
    const unread = item.action === 'notification' ? formatUnreadCount(unreadCount) : '';
    const content = (
      <>
        {Icon ? <Icon className="zar-dashboard-menu__icon" aria-hidden="true" /> : null}
        {unread ? (
          <>
            {/* One text names it 'Notifications, 3 unread'; what shows is the title and the badge. */}
            <span className="zar-dashboard-menu__title" aria-hidden="true">
              {title}
            </span>
            <span className="zar-visually-hidden">
              {t('dashboard.menu.notificationsUnread', { label: title, count: unread })}
            </span>
          </>
        ) : (
          <span className="zar-dashboard-menu__title">{title}</span>
        )}
        {item.action === 'notification' ? (
          <NotificationBadge count={unreadCount} className="zar-dashboard-menu__badge" />
        ) : null}
      </>
    );
    return (
      <li
        key={item.id}
        className="zar-dashboard-menu__entry"
        data-money={moneyEntries.some((money) => money.id === item.id) || undefined}
      >
        {item.href ? (
          <Link
            className="zar-dashboard-menu__item"
            href={item.href}
            aria-current={item.id === activeId ? 'page' : undefined}
            onClick={() => choose(item)}
          >
            {content}
          </Link>
        ) : (
          <button
            type="button"
            className="zar-dashboard-menu__item"
            data-action={item.action}
            onClick={() => choose(item)}
          >
            {content}
          </button>
        )}
      </li>
    );
  }

  return (
    <nav
      aria-label={t('dashboard.menu.label')}
      {...props}
      className={clsx('zar-dashboard-menu', className)}
      data-slot="dashboard-side-menu"
    >
      <dl className="zar-dashboard-menu__profile">
        <div className="zar-dashboard-menu__fact zar-dashboard-menu__fact--balance">
          <dt>{t('dashboard.menu.balance')}</dt>
          <dd className="zar-tabular-nums">{formatMoney(balance, i18n.language, currency)}</dd>
        </div>
        {pockets
          ? (['cash', 'bonus'] as const).map((pocket) => (
              <div key={pocket} className="zar-dashboard-menu__fact">
                <dt>{t(`dashboard.menu.${pocket}`)}</dt>
                {pockets === 'pending' ? (
                  <dd aria-busy="true">
                    <span className="zar-dashboard-menu__pending" aria-hidden="true" />
                    <span className="zar-visually-hidden">{t('common.loading')}</span>
                  </dd>
                ) : (
                  <dd className="zar-tabular-nums">
                    {formatMoney(pockets[pocket], i18n.language, currency)}
                  </dd>
                )}
              </div>
            ))
          : null}
        <div className="zar-dashboard-menu__fact">
          <dt>{t('dashboard.menu.username')}</dt>
          <dd>{username}</dd>
        </div>
        <div className="zar-dashboard-menu__fact">
          <dt>{t('dashboard.menu.userCode')}</dt>
          <dd className="zar-tabular-nums">{userCode}</dd>
        </div>
      </dl>
      {moneyEntries.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, these are links
        <div
          className="zar-dashboard-menu__money"
          role="group"
          aria-label={t('dashboard.menu.money')}
        >
          {moneyEntries.map((item) => (
            <Link
              key={item.id}
              className="zar-dashboard-menu__money-link"
              href={item.href}
              aria-current={item.id === activeId ? 'page' : undefined}
              onClick={() => choose(item)}
            >
              {menuItemTitle(item, t)}
            </Link>
          ))}
        </div>
      ) : null}
      <ul className="zar-dashboard-menu__list">{entries.map(entry)}</ul>
    </nav>
  );
}
