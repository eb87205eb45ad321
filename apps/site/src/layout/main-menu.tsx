import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { mainMenuItems } from './main-menu-items';

/** The main menu as a row of links; the current section is marked for sight and screen readers. */
export function MainMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const currentIndex = mainMenuItems.findIndex(
    ({ to }) => pathname === to || pathname.startsWith(`${to}/`),
  );

  // On narrow screens the row scrolls sideways: keep the current section in view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.children[currentIndex];
    if (!list || !(current instanceof HTMLElement)) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [currentIndex]);

  return (
    <nav className="site-menu" aria-label={t('menu.label')}>
      <ul className="site-menu__list" ref={listRef}>
        {mainMenuItems.map((item) => (
          <li key={item.label}>
            <NavLink className="site-menu__link" to={item.to}>
              {t(`menu.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
