import { Dialog } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../layout/use-is-mobile';
import { useIsLoggedIn } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { SiteDashboardMenu } from './site-dashboard-menu';

/**
 * The mobile profile sidebar (SPEC §2, §4): the player's account menu, opened by the header's user
 * button on a phone. A full-screen dialog there, so focus stays inside and Escape closes it.
 */
export function ProfileSidebar() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const isMobile = useIsMobile();
  const open = useUiStore((state) => state.profileSidebarOpen);
  const setOpen = useUiStore((state) => state.setProfileSidebarOpen);
  if (!isLoggedIn || !isMobile) return null;

  return (
    <Dialog
      className="site-profile-sidebar"
      open={open}
      onOpenChange={setOpen}
      title={t('userMenu.label')}
      closeLabel={t('common.close')}
    >
      <SiteDashboardMenu className="site-profile-sidebar__menu" />
    </Dialog>
  );
}
