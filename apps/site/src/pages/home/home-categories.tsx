import type { CasinoCategory } from '@zar/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCasinoCategories } from '../../bootstrap/use-bootstrap';
import { paths } from '../../routes/paths';

/** The lobby routes a casino category can open, by the slug the bootstrap lists it under. */
const lobbyBySlug: Record<string, string> = {
  'casino/slot': paths.casinoSlot,
  'casino/live': paths.casinoLive,
  'casino/games': paths.casinoGames,
  'casino/virtual': paths.casinoVirtual,
  'casino/bingo': paths.casinoBingo,
  'casino/tvbets': paths.casinoTvGames,
};

/** The lobby a category opens: the first of its slugs the site has a route for. */
export function categoryLobbyPath(category: CasinoCategory): string {
  const slug = category.slugList.find((item) => item in lobbyBySlug);
  return slug ? (lobbyBySlug[slug] ?? paths.casinoGames) : paths.casinoGames;
}

/** The casino sections of the bootstrap as picture tiles into their lobbies. */
export function HomeCategories() {
  const { t } = useTranslation();
  const categories = useCasinoCategories();
  return (
    <nav className="home-categories" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className="home__heading">
        {t('home.sections')}
      </h2>
      <ul className="home-categories__list">
        {categories.length === 0
          ? Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
              <li key={index} className="home-categories__tile home__skeleton" aria-hidden="true" />
            ))
          : categories.map((category) => (
              <li key={category.id}>
                <Link className="home-categories__tile" to={categoryLobbyPath(category)}>
                  {category.imageUrl ? (
                    <img
                      className="home-categories__image"
                      src={category.imageUrl}
                      alt=""
                      width={96}
                      height={96}
                      loading="lazy"
                    />
                  ) : null}
                  <span className="home-categories__name">{category.name}</span>
                </Link>
              </li>
            ))}
      </ul>
    </nav>
  );
}
