// The queries of a page's first screen, as the site itself makes them. The API runs this module
// (`@zar/site/first-screen`, bundled into its build) with a client that asks the app in-process,
// and writes the answers into the page; the pages make the same calls through the same functions,
// so the keys the API fills are the keys the pages read. Types and constants only: no React, no
// react-query at run time (the factories build plain query options).
import type { FirstScreenData, FirstScreenEntry } from '@zar/api-client';
import type { ApiQueries, ApiQueryOptions, ReadName } from '@zar/api-client/react';
import { gameGridQuery, gridStudiosQuery, liveGridSearch } from './grid-queries';

// The API bundles its loader from this module: the live grid's queries reach it from here.
export { gameGridQuery, gridStudiosQuery, liveGridSearch } from './grid-queries';

/** The home carousel's slider slug. */
export const homeSliderSlug = 'home';
/** Games in a casino lobby's category row. */
export const rowGameCount = 20;
/** The casino lobbies whose first category rows are on the first screen (live has a grid). */
const rowLobbies = new Set(['slot', 'games', 'virtual', 'bingo', 'tvbets']);
/** Rows of a lobby that fit on a phone's first screen. */
const firstScreenRows = 2;

/** The home page's banners. */
export function homeBannersQuery(queries: ApiQueries) {
  return queries.sliderList({ slug: homeSliderSlug });
}

/** The promotions list of /promotions, in the page's language. */
export function promotionsQuery(queries: ApiQueries, locale: string) {
  return queries.promotions({}, { locale });
}

/** The page id of a content page's address (/pages/:id), or null when not a positive whole number. */
export function contentPageId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A CMS content page (/pages/:id), in the page's language. */
export function contentPageQuery(queries: ApiQueries, id: number, locale: string) {
  return queries.contentDetail({ id }, { locale });
}

/** The games of one category row of a casino lobby. */
export function categoryRowQuery(queries: ApiQueries, categoryId: number) {
  return queries.casinoGames({ systemCategory: categoryId, skip: 0, take: rowGameCount });
}

/** Runs one query as the cache would; undefined when the call fails (the page then asks itself). */
async function run<K extends ReadName>(
  call: K,
  options: ApiQueryOptions<K>,
): Promise<FirstScreenEntry | undefined> {
  const queryFn = options.queryFn as (context: {
    queryKey: readonly unknown[];
    signal: AbortSignal;
  }) => Promise<unknown>;
  try {
    const data = await queryFn({
      queryKey: options.queryKey,
      signal: new AbortController().signal,
    });
    return { call, queryKey: options.queryKey, data } as FirstScreenEntry;
  } catch {
    return undefined;
  }
}

/**
 * The answers the first screen of `url` needs at once, in `locale`: on every page the bootstrap
 * data, the server's UI strings and the footer's content categories; the home banners on `/`; the
 * promotions on `/promotions`; a content page on `/pages/:id`; a casino lobby's first category
 * rows (live: its grid's first page and its provider filter's studios); the sportsbook pages need
 * only the bootstrap, whose site options name the visitor's frame. A call that fails (an unknown
 * page too) is left out; null when even the bootstrap failed.
 */
export async function loadFirstScreenData(
  queries: ApiQueries,
  url: string,
  locale: string,
): Promise<FirstScreenData | null> {
  const [bootstrap, translations, categories] = await Promise.all([
    run('bootstrap', queries.bootstrap()),
    run('translations', queries.translations({}, { locale })),
    run('categoryList', queries.categoryList()),
  ]);
  if (bootstrap?.call !== 'bootstrap') return null;
  const entries: FirstScreenEntry[] = [bootstrap];
  if (translations) entries.push(translations);
  if (categories) entries.push(categories);

  const [path = '/', query] = url.split('?', 2);
  const lobby = /^\/casino\/([a-z]+)\/?$/.exec(path)?.[1];
  const contentPage = /^\/pages\/([^/]+)\/?$/.exec(path);
  if (path === '/') {
    const slides = await run('sliderList', homeBannersQuery(queries));
    if (slides) entries.push(slides);
  } else if (/^\/promotions\/?$/.test(path)) {
    const promotions = await run('promotions', promotionsQuery(queries, locale));
    if (promotions) entries.push(promotions);
  } else if (contentPage) {
    const id = contentPageId(contentPage[1]);
    const page =
      id === null ? undefined : await run('contentDetail', contentPageQuery(queries, id, locale));
    if (page) entries.push(page);
  } else if (lobby === 'live' && !query) {
    // The live lobby opens on a grid of every live game under its provider filter.
    const liveIds = bootstrap.data.casinoCategoryList
      .filter((category) => category.slugList.includes('casino/live'))
      .map((category) => category.id);
    const answers = await Promise.all([
      run('casinoGames', gameGridQuery(queries, liveGridSearch)),
      run('casinoStudios', gridStudiosQuery(queries, liveIds)),
    ]);
    for (const answer of answers) if (answer) entries.push(answer);
  } else if (lobby && rowLobbies.has(lobby) && !query) {
    const rows = bootstrap.data.casinoCategoryList
      .filter((category) => category.slugList.includes(`casino/${lobby}`))
      .slice(0, firstScreenRows);
    const answers = await Promise.all(
      rows.map((category) => run('casinoGames', categoryRowQuery(queries, category.id))),
    );
    for (const answer of answers) if (answer) entries.push(answer);
  }
  return { locale, entries };
}
