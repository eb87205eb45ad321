import { LoadingIndicator } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AuthDialogs } from '../auth-dialogs/auth-dialogs';
import { useLoginGuard } from '../guard/use-login-guard';
import { SiteFrame } from './site-frame';

/** The layout route of every page: the frame, the login guard and the auth dialogs. */
export function SiteLayout() {
  useLoginGuard();
  const isNavigating = useNavigation().state !== 'idle';

  return (
    <>
      <SiteFrame busy={isNavigating}>
        <Outlet />
      </SiteFrame>
      <AuthDialogs />
      <ScrollRestoration />
    </>
  );
}

/** The frame with a loading indicator while the first page's chunk arrives. */
export function SiteLayoutFallback() {
  const { t } = useTranslation();
  return (
    <SiteFrame busy>
      <LoadingIndicator label={t('common.loading')} />
    </SiteFrame>
  );
}
