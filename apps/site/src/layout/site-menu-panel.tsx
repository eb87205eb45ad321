import { findActiveMenuItem, MenuPanel, menuPanelTiles } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguages } from '../bootstrap/use-bootstrap';
import { switchLanguage } from '../i18n/switch-language';
import { useUiStore } from '../stores/ui-store';
import { RouterLink } from './router-link';
import { menuPanelId } from './site-header';

/**
 * The left menu panel: a 250 px column from 64em, the sliding drawer of the menu button below it.
 * A tile closes the sidebar and the mobile profile sidebar (SPEC §4).
 */
export function SiteMenuPanel() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const open = useUiStore((state) => state.sidebarOpen);
  const closeMenus = useUiStore((state) => state.closeMenus);
  const closeSidebar = useUiStore((state) => state.closeSidebar);
  const languages = useLanguages().map(({ locale, name }) => ({ code: locale, name }));

  return (
    <MenuPanel
      id={menuPanelId}
      className="site-menu-panel"
      tiles={menuPanelTiles}
      open={open}
      activeId={findActiveMenuItem(menuPanelTiles, pathname)}
      onNavigate={closeMenus}
      onClose={closeSidebar}
      linkComponent={RouterLink}
      languages={languages.length > 0 ? languages : undefined}
      language={i18n.language}
      onLanguageChange={(locale) => void switchLanguage(locale)}
    />
  );
}
