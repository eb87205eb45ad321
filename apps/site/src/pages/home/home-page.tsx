import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mainMenuItems } from '../../layout/main-menu-items';
import { Page } from '../../layout/page';

/** The home page: welcome and the way into every section of the main menu. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('home.title')}>
      <p className="site-page__text">{t('home.tagline')}</p>
      <nav className="home-sections" aria-label={t('home.sections')}>
        <ul className="home-sections__list">
          {mainMenuItems.map(({ label, to, icon: Icon }) => (
            <li key={label}>
              <Link className="home-sections__link" to={to}>
                <Icon
                  className="home-sections__icon"
                  aria-hidden="true"
                  size={28}
                  strokeWidth={1.75}
                />
                <span>{t(`menu.${label}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
