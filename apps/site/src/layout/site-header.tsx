import {
  findActiveMenuItem,
  Header,
  Logo,
  MainMenu,
  type MenuItem,
  mainMenuItems,
  type UserMenuAction,
  userMenuItems,
} from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguages } from '../bootstrap/use-bootstrap';
import { brand } from '../brand/brand';
import { DomainNotice } from '../domain-notice/domain-notice';
import { useDomainNotice } from '../domain-notice/use-domain-notice';
import { switchLanguage } from '../i18n/switch-language';
import { useUnreadCount } from '../notifications/use-notifications';
import { paths } from '../routes/paths';
import { useLogOut } from '../session/use-log-out';
import { useDialogStore } from '../stores/dialog-store';
import { pocketsOf, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { RouterLink } from './router-link';
import { useIsMobile } from './use-is-mobile';
import { useScrolledPast } from './use-scrolled-past';

/** Id of the left menu panel, which the header's menu button controls. */
export const menuPanelId = 'site-menu-panel';

/** The class SPEC §4 puts on the header once the page is scrolled past 100 px. */
export const headerScrolledClass = 'remove';

/** Opens the call-me-back form page in a new tab (SPEC §2). */
export function openCallMe() {
  window.open(paths.callMe, '_blank', 'noopener');
}

/**
 * The site header on the header component of @zar/ui: the visitor's Login / Sign Up, or the
 * player's menu, balance and bell from the session; the language choice and the main menu.
 */
export function SiteHeader() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const auth = useSessionStore((state) => state.auth);
  const logOut = useLogOut();
  const isLoggedIn = Boolean(auth?.token);
  const openDialog = useDialogStore((state) => state.open);
  const sidebarOpen = useUiStore((state) => state.sidebarOpen);
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);
  const closeMenus = useUiStore((state) => state.closeMenus);
  const pressLogin = useUiStore((state) => state.pressLogin);
  const setNotificationSheetOpen = useUiStore((state) => state.setNotificationSheetOpen);
  const profileSidebarOpen = useUiStore((state) => state.profileSidebarOpen);
  const setProfileSidebarOpen = useUiStore((state) => state.setProfileSidebarOpen);
  const isMobile = useIsMobile();
  const unreadCount = useUnreadCount();
  const scrolled = useScrolledPast(100);
  const showDomainNotice = useDomainNotice();
  const languages = useLanguages().map(({ locale, name }) => ({ code: locale, name }));

  const onUserMenuAction = (action: UserMenuAction) => {
    if (action === 'logout') {
      void logOut();
    } else {
      setNotificationSheetOpen(true);
    }
  };

  const onMenuSelect = (item: MenuItem) => {
    closeMenus();
    if (item.id === 'callMe') openCallMe();
  };

  return (
    <Header
      className={scrolled ? headerScrolledClass : undefined}
      isLoggedIn={isLoggedIn}
      user={auth ? { name: auth.username, code: auth.usercode } : undefined}
      balance={auth?.balance}
      balancePockets={pocketsOf(auth)}
      unreadCount={unreadCount}
      menuOpen={sidebarOpen}
      menuPanelId={menuPanelId}
      scrolled={scrolled}
      logo={<Logo wordmark={brand.name} />}
      linkComponent={RouterLink}
      onMenuToggle={toggleSidebar}
      onLoginClick={pressLogin}
      onRegisterClick={() => {
        closeMenus();
        openDialog('register');
      }}
      onUserClick={() => {
        // SPEC §2: the player's button toggles the profile sidebar on a phone, opens /dashboard on desktop.
        if (!isLoggedIn) pressLogin();
        else if (isMobile) setProfileSidebarOpen(!profileSidebarOpen);
        else navigate(paths.dashboard);
      }}
      onNotificationsClick={() => setNotificationSheetOpen(true)}
      onCallMeClick={openCallMe}
      userMenuItems={userMenuItems}
      onUserMenuAction={onUserMenuAction}
      languages={languages.length > 0 ? languages : undefined}
      language={i18n.language}
      onLanguageChange={(locale) => void switchLanguage(locale)}
      menu={
        <MainMenu
          className="site-header__menu"
          items={mainMenuItems}
          activeId={findActiveMenuItem(mainMenuItems, pathname)}
          onItemSelect={onMenuSelect}
          linkComponent={RouterLink}
        />
      }
      notice={showDomainNotice ? <DomainNotice /> : null}
    />
  );
}
