import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { CasinoCategory, Game, GameSearch, GameSort } from '@zar/api-client';
import {
  Button,
  CasinoSearchField,
  CategoryFilterTabs,
  GameGrid,
  GameListControls,
  GameRow,
  VideoBanner,
} from '@zar/ui';
import { memo, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiQueries } from '../../api/api-client';
import { categoryRowQuery } from '../../bootstrap/first-screen-queries';
import {
  defaultGridSort,
  gameGridQuery,
  gridPageSize,
  gridStudiosQuery,
} from '../../bootstrap/grid-queries';
import { useCasinoCategories, useSiteOption } from '../../bootstrap/use-bootstrap';
import { playPath } from '../../casino/play-path';
import { useFavoriteGames, useToggleFavorite } from '../../casino/use-favorites';
import { useGameLinkClick } from '../../casino/use-open-game';
import { Page } from '../../layout/page';
import { RouterLink } from '../../layout/router-link';
import { paths } from '../../routes/paths';
import { useIsLoggedIn } from '../../stores/session-store';
import './casino-lobby-page.css';

/** The casino sections of SPEC §2; `games` also serves virtual games. */
export type CasinoSection = 'slot' | 'live' | 'games' | 'virtual' | 'bingo' | 'tvbets';

const sectionTitleKeys = {
  slot: 'pages.casinoSlot',
  live: 'pages.casinoLive',
  games: 'pages.casinoGames',
  virtual: 'pages.casinoVirtual',
  bingo: 'pages.casinoBingo',
  tvbets: 'pages.casinoTvGames',
} as const satisfies Record<CasinoSection, string>;

/** Categories whose rows load together (SPEC §7: batches of 20 categories in parallel). */
export const categoryBatchSize = 20;
/** How long typing rests before the search runs. */
const searchDebounceMs = 300;

/** Where search results live (SPEC §2): /casino/live on live casino, /casino/slot otherwise. */
export function searchRoute(section: CasinoSection): string {
  return section === 'live' ? paths.casinoLive : paths.casinoSlot;
}

/**
 * A category row that renders again only when its own props change: the rows already shown stay
 * as they are when the next batch arrives (its handlers, favourites and link are stable).
 * Typed by the contract's `Game`: the card hands each game back to the handlers whole.
 */
const CategoryRow = memo(GameRow<Game>);

/** Shared props of every list of games on the page: each card a link to its player page. */
function useGameActions() {
  const favorites = useFavoriteGames();
  return {
    favorites,
    onPlay: useGameLinkClick(),
    onToggleFavorite: useToggleFavorite(),
    gameHref: playPath,
  };
}

/**
 * A grid of the games matching `search` (a category, live games or a search text), a page of 40
 * at a time with 'More games'.
 */
function GameListGrid({
  search,
  label,
}: {
  search: Omit<GameSearch, 'skip' | 'take'>;
  label: string;
}) {
  const { t } = useTranslation();
  const { favorites, onPlay, onToggleFavorite, gameHref } = useGameActions();
  const [pages, setPages] = useState(1);
  const take = gridPageSize * pages;
  const games = useQuery({
    ...gameGridQuery(apiQueries, search, pages),
    placeholderData: keepPreviousData,
  });
  const list = games.data ?? [];
  return (
    <>
      <GameGrid
        label={label}
        games={list}
        favorites={favorites.codes}
        onPlay={onPlay}
        onToggleFavorite={onToggleFavorite}
        gameHref={gameHref}
        loading={games.isPending || games.isPlaceholderData}
      />
      {list.length >= take && take < 100 ? (
        <div className="casino-lobby__more">
          <Button variant="secondary" onClick={() => setPages((value) => value + 1)}>
            {t('casino.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/**
 * The section's category rows. Their games load in batches of 20 categories in parallel: the
 * next batch starts when the one before has answered.
 */
function CategoryRows({
  categories,
  section,
  after,
}: {
  categories: CasinoCategory[];
  section: CasinoSection;
  /** Shown under the rows once every row has answered (the all-games grid asks only then). */
  after?: ReactNode;
}) {
  const { favorites, onPlay, onToggleFavorite, gameHref } = useGameActions();
  const [batches, setBatches] = useState(1);
  const rows = useQueries({
    queries: categories.map((category, index) => ({
      ...categoryRowQuery(apiQueries, category.id),
      enabled: index < batches * categoryBatchSize,
    })),
  });
  const batchDone = rows
    .slice(0, batches * categoryBatchSize)
    .every((row) => row.isSuccess || row.isError);
  useEffect(() => {
    if (batchDone && batches * categoryBatchSize < categories.length)
      setBatches((value) => value + 1);
  }, [batchDone, batches, categories.length]);
  const lobby = sectionPath(section);
  const allDone = batchDone && batches * categoryBatchSize >= categories.length;
  return (
    <>
      {categories.map((category, index) => (
        <CategoryRow
          key={category.id}
          title={category.name}
          iconUrl={category.imageUrl}
          games={rows[index]?.data ?? []}
          loading={rows[index]?.isPending ?? true}
          favorites={favorites.codes}
          onPlay={onPlay}
          onToggleFavorite={onToggleFavorite}
          gameHref={gameHref}
          showAllHref={`${lobby}?category=${category.id}`}
          linkComponent={RouterLink}
          priority={index === 0}
        />
      ))}
      {allDone ? after : null}
    </>
  );
}

function sectionPath(section: CasinoSection): string {
  return {
    slot: paths.casinoSlot,
    live: paths.casinoLive,
    games: paths.casinoGames,
    virtual: paths.casinoVirtual,
    bingo: paths.casinoBingo,
    tvbets: paths.casinoTvGames,
  }[section];
}

/** The player's favourites and recently played games, above the slot lobby's categories. */
function PlayerRows() {
  const { t } = useTranslation();
  const { favorites, onPlay, onToggleFavorite, gameHref } = useGameActions();
  const recent = useQuery(apiQueries.recentGames());
  return (
    <>
      {favorites.games.length > 0 ? (
        <GameRow
          title={t('gamePlay.favorites')}
          games={favorites.games}
          favorites={favorites.codes}
          onPlay={onPlay}
          onToggleFavorite={onToggleFavorite}
          gameHref={gameHref}
        />
      ) : null}
      {recent.data && recent.data.length > 0 ? (
        <GameRow
          title={t('gamePlay.recent')}
          games={recent.data}
          favorites={favorites.codes}
          onPlay={onPlay}
          onToggleFavorite={onToggleFavorite}
          gameHref={gameHref}
        />
      ) : null}
    </>
  );
}

/**
 * Every game of the section (or of the live filter chosen) in one grid, under a provider filter
 * and an order (Popular, New, A–Z); the studios offered are those with games here.
 */
function AllGamesGrid({
  search,
  categoryIds,
  label,
}: {
  search: Omit<GameSearch, 'skip' | 'take' | 'studio' | 'sort'>;
  categoryIds?: readonly number[];
  label: string;
}) {
  const [provider, setProvider] = useState('');
  const [sort, setSort] = useState<GameSort>(defaultGridSort);
  const studios = useQuery(gridStudiosQuery(apiQueries, categoryIds)).data ?? [];
  return (
    <div className="casino-lobby__all">
      <h2 className="casino-lobby__all-title">{label}</h2>
      <GameListControls
        providers={studios}
        provider={provider}
        onProviderChange={setProvider}
        sort={sort}
        onSortChange={setSort}
      />
      <GameListGrid
        key={`${provider}:${sort}`}
        label={provider ? `${label}: ${provider}` : label}
        search={{ ...search, ...(provider ? { studio: provider } : {}), sort }}
      />
    </div>
  );
}

/** The live casino filters: All (every live game) or one live category, over a grid. */
function LiveLobby({ categories }: { categories: CasinoCategory[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('all');
  const options = [
    { id: 'all', label: t('casino.showAll') },
    ...categories.map((category) => ({
      id: String(category.id),
      label: category.name,
      iconUrl: category.imageUrl,
    })),
  ];
  const chosen = categories.find((category) => String(category.id) === filter);
  return (
    <>
      <CategoryFilterTabs
        label={t('casino.filters')}
        options={options}
        value={filter}
        onChange={setFilter}
      />
      <AllGamesGrid
        key={filter}
        label={chosen?.name ?? t('casino.allGames')}
        search={chosen ? { systemCategory: chosen.id } : { live: true }}
        categoryIds={chosen ? [chosen.id] : categories.map((category) => category.id)}
      />
    </>
  );
}

/**
 * A casino lobby (/casino/slot, /casino/live, /casino/games, /casino/bingo, /casino/tvbets): the
 * search field, the video banner when one is set, then the section's category rows — or, on live
 * casino, the live filters over a grid; `?category=` shows one category in full and `?search=`
 * the search results.
 */
export function CasinoLobbyPage({ section }: { section: CasinoSection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isLoggedIn = useIsLoggedIn();
  const search = params.get('search')?.trim() ?? '';
  const categoryId = Number(params.get('category')) || null;
  const slug = `casino/${section}`;
  const categories = useCasinoCategories(slug);
  const category = categories.find((item) => item.id === categoryId);
  const videoUrl = useSiteOption('videoBannerUrl');
  const videoTitle = useSiteOption('videoBannerTitle');
  const [typed, setTyped] = useState(search);

  useEffect(() => setTyped(search), [search]);
  useEffect(() => {
    const text = typed.trim();
    if (text === search) return;
    const timer = setTimeout(() => {
      const target = searchRoute(section);
      navigate(text ? `${target}?search=${encodeURIComponent(text)}` : sectionPath(section), {
        replace: target === sectionPath(section),
      });
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed, search, section, navigate]);

  const liveSearch = useMemo(() => (section === 'live' ? { live: true } : {}), [section]);

  return (
    <Page title={t(sectionTitleKeys[section])}>
      <div className="casino-lobby">
        <CasinoSearchField value={typed} onChange={setTyped} onSubmit={setTyped} />
        {videoTitle && !search && !category ? (
          <VideoBanner title={videoTitle} videoUrl={videoUrl} />
        ) : null}
        {search ? (
          <GameListGrid
            key={`search:${search}`}
            label={t('gamePlay.searchResults', { query: search })}
            search={{ ...liveSearch, search }}
          />
        ) : category ? (
          <GameListGrid
            key={`category:${category.id}`}
            label={category.name}
            search={{ systemCategory: category.id }}
          />
        ) : section === 'live' ? (
          <LiveLobby categories={categories} />
        ) : (
          <>
            {isLoggedIn && section === 'slot' ? <PlayerRows /> : null}
            <CategoryRows
              categories={categories}
              section={section}
              after={
                categories.length > 0 ? (
                  <AllGamesGrid
                    label={t('casino.allGames')}
                    search={{ categoryIds: categories.map((item) => item.id) }}
                    categoryIds={categories.map((item) => item.id)}
                  />
                ) : null
              }
            />
          </>
        )}
      </div>
    </Page>
  );
}
