import { Button, buttonStyleProps, Logo } from '@zar/ui';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '../brand/brand';
import { paths } from '../routes/paths';
import { useDialogStore } from '../stores/dialog-store';
import { useIsLoggedIn } from '../stores/session-store';
import { MainMenu } from './main-menu';

/** The site header: logo home link, the actions for a visitor or a player, and the main menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const openDialog = useDialogStore((state) => state.open);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-header__home" to={paths.home}>
          <Logo wordmark={brand.name} />
        </Link>
        <div className="site-header__actions">
          {isLoggedIn ? (
            <>
              <Link to={paths.deposit} {...buttonStyleProps()}>
                {t('header.deposit')}
              </Link>
              <Link to={paths.dashboard} {...buttonStyleProps({ variant: 'secondary' })}>
                <UserRound aria-hidden="true" size={16} />
                {t('header.account')}
              </Link>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => openDialog('login')}>
                {t('auth.login')}
              </Button>
              <Button onClick={() => openDialog('register')}>{t('auth.register')}</Button>
            </>
          )}
        </div>
      </div>
      <MainMenu />
    </header>
  );
}
