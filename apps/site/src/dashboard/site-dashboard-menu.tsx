import { DashboardSideMenu, type UserMenuAction } from '@zar/ui';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../layout/router-link';
import { useUnreadCount } from '../notifications/use-notifications';
import { useLogOut } from '../session/use-log-out';
import { pocketsOf, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';

export interface SiteDashboardMenuProps {
  className?: string;
}

/**
 * The account menu of the logged-in player (SPEC §2): balance (with its cash and bonus), username and
 * user code from the session, every account entry, the notifications sheet and Logout. Any click closes the mobile
 * profile sidebar.
 */
export function SiteDashboardMenu({ className }: SiteDashboardMenuProps) {
  const auth = useSessionStore((state) => state.auth);
  const { pathname } = useLocation();
  const logOut = useLogOut();
  const closeMenus = useUiStore((state) => state.closeMenus);
  const setNotificationSheetOpen = useUiStore((state) => state.setNotificationSheetOpen);
  const unreadCount = useUnreadCount();
  if (!auth) return null;

  const onAction = (action: UserMenuAction) => {
    if (action === 'logout') void logOut();
    else setNotificationSheetOpen(true);
  };

  return (
    <DashboardSideMenu
      className={className}
      username={auth.username}
      userCode={auth.usercode}
      balance={auth.balance}
      // Until the balance call says them (just after a login) their rows keep their place.
      pockets={pocketsOf(auth) ?? 'pending'}
      activeHref={pathname}
      unreadCount={unreadCount}
      linkComponent={RouterLink}
      onItemSelect={closeMenus}
      onAction={onAction}
    />
  );
}
