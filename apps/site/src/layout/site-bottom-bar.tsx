import { BottomBar, type BottomBarItemId, bottomBarLinks, findActiveMenuItem } from '@zar/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLiveChat } from '../live-chat/use-live-chat';
import { paths } from '../routes/paths';
import { useIsLoggedIn } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { RouterLink } from './router-link';

/**
 * The mobile bottom bar (SPEC §2): Deposit opens the deposit page for a player and the login
 * dialog for a visitor; Support opens the live chat; the current route's entry is highlighted.
 */
export function SiteBottomBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const pressLogin = useUiStore((state) => state.pressLogin);
  const closeMenus = useUiStore((state) => state.closeMenus);
  const liveChat = useLiveChat();
  const activeId: BottomBarItemId | undefined =
    pathname === paths.deposit
      ? 'deposit'
      : (findActiveMenuItem(bottomBarLinks, pathname) as BottomBarItemId | undefined);

  return (
    <BottomBar
      activeId={activeId}
      onDepositClick={() => {
        if (!isLoggedIn) {
          pressLogin();
          return;
        }
        closeMenus();
        navigate(paths.deposit);
      }}
      onSupportClick={liveChat.open}
      onLinkClick={closeMenus}
      linkComponent={RouterLink}
    />
  );
}
