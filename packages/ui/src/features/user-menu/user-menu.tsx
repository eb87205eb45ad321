import { formatMoney } from '@zar/locales/money';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { AnchorLink, type LinkComponent } from '../../primitives/link/link';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { menuItemTitle } from '../main-menu/menu-item';
import type { UserMenuAction, UserMenuItem } from './user-menu-items';

/** The logged-in player as the header shows them. */
export interface UserSummary {
  /** Username shown on the trigger and in the dropdown header. */
  name: string;
  /** The player's user code. */
  code: string;
}

/** The two pockets of the balance (issue 22): cash can be withdrawn, bonus only played. */
export interface BalancePockets {
  /** Withdrawable money, in major units. */
  cash: number;
  /** The bonus pocket, in major units. */
  bonus: number;
}

export interface UserMenuProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The logged-in player. */
  user: UserSummary;
  /** Balance in major units (lira); the dropdown header shows it when given. */
  balance?: number;
  /** Cash and bonus, shown under the balance when given. Default none. */
  pockets?: BalancePockets;
  /** ISO currency of the balance. Default `'TRY'`. */
  currency?: string;
  /** Entries in order, e.g. `userMenuItems`; the `notifications` entry is never shown here. */
  items: readonly UserMenuItem[];
  /** Called with an entry's store action (`logout`, `notification`) when it is chosen. */
  onAction?: (action: UserMenuAction) => void;
  /** Called whenever an entry is chosen, before a link navigates. */
  onItemSelect?: (item: UserMenuItem) => void;
  /** Called when the dropdown opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Open on first render (stories). Default `false`. */
  defaultOpen?: boolean;
  /** Renders the links; pass the router's link through an adapter. Default a plain anchor. */
  linkComponent?: LinkComponent;
}

/**
 * The profile dropdown (230 px): a trigger with the player's name and code, and a menu with the
 * balance and the account entries. Arrow keys, Home and End move, Escape closes and returns focus.
 */
export function UserMenu({
  user,
  balance,
  pockets,
  currency = 'TRY',
  items,
  onAction,
  onItemSelect,
  onOpenChange,
  defaultOpen = false,
  linkComponent: Link = AnchorLink,
  className,
  ...props
}: UserMenuProps) {
  const { t, i18n } = useUiTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const visibleItems = items.filter((item) => item.id !== 'notifications');

  function setOpenState(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
  }

  function menuItems(): HTMLElement[] {
    return Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  }

  function close({ refocus }: { refocus: boolean }) {
    setOpenState(false);
    if (refocus) triggerRef.current?.focus();
  }

  // Move focus into the menu once it is rendered.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const entries = menuItems();
    (focusOnOpen.current === 'first' ? entries[0] : entries.at(-1))?.focus();
    focusOnOpen.current = null;
  });

  // A pointer press outside closes the menu.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
        onOpenChange?.(false);
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  function openWithFocus(target: 'first' | 'last') {
    focusOnOpen.current = target;
    if (!open) setOpenState(true);
    else {
      const entries = menuItems();
      (target === 'first' ? entries[0] : entries.at(-1))?.focus();
    }
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const entries = menuItems();
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => entries[(next + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(entries.length - 1);
        break;
      case 'Escape':
        close({ refocus: true });
        break;
      case 'Tab':
        close({ refocus: false });
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  function choose(item: UserMenuItem) {
    onItemSelect?.(item);
    if (item.action) onAction?.(item.action);
    close({ refocus: !item.href });
  }

  return (
    <div
      {...props}
      ref={rootRef}
      className={clsx('zar-user-menu', className)}
      data-slot="user-menu"
      data-state={open ? 'open' : 'closed'}
    >
      <button
        ref={triggerRef}
        type="button"
        className="zar-user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (open) setOpenState(false);
          else openWithFocus('first');
        }}
        onKeyDown={onTriggerKeyDown}
      >
        <span className="zar-user-menu__avatar" aria-hidden="true">
          {user.name.slice(0, 1).toLocaleUpperCase(i18n.language)}
        </span>
        <span className="zar-user-menu__who">
          <span className="zar-user-menu__name">{user.name}</span>
          <span className="zar-visually-hidden">{t('userMenu.userCode', { code: user.code })}</span>
          <span className="zar-user-menu__code" aria-hidden="true">
            #{user.code}
          </span>
        </span>
        <ChevronDown className="zar-user-menu__chevron" aria-hidden="true" />
      </button>
      {open ? (
        <div className="zar-user-menu__panel">
          <div className="zar-user-menu__summary">
            <span className="zar-user-menu__summary-name">{user.name}</span>
            {balance === undefined ? null : (
              <span className="zar-user-menu__summary-balance">
                <span className="zar-user-menu__summary-label">{t('userMenu.balance')}</span>
                <span className="zar-tabular-nums">
                  {formatMoney(balance, i18n.language, currency)}
                </span>
              </span>
            )}
            {balance === undefined || !pockets ? null : (
              <dl className="zar-user-menu__pockets">
                <div>
                  <dt>{t('userMenu.cash')}</dt>
                  <dd className="zar-tabular-nums">
                    {formatMoney(pockets.cash, i18n.language, currency)}
                  </dd>
                </div>
                <div>
                  <dt>{t('userMenu.bonus')}</dt>
                  <dd className="zar-tabular-nums">
                    {formatMoney(pockets.bonus, i18n.language, currency)}
                  </dd>
                </div>
              </dl>
            )}
          </div>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={t('userMenu.label')}
            className="zar-user-menu__list"
            onKeyDown={onMenuKeyDown}
          >
            {visibleItems.map((item) => {
              const Icon = item.icon;
              const content = (
                <>
                  {Icon ? <Icon className="zar-user-menu__icon" aria-hidden="true" /> : null}
                  <span>{menuItemTitle(item, t)}</span>
                </>
              );
              return item.href ? (
                <Link
                  key={item.id}
                  role="menuitem"
                  tabIndex={-1}
                  className="zar-user-menu__item"
                  href={item.href}
                  onClick={() => choose(item)}
                >
                  {content}
                </Link>
              ) : (
                <button
                  key={item.id}
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  className="zar-user-menu__item"
                  data-action={item.action}
                  onClick={() => choose(item)}
                >
                  {content}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
