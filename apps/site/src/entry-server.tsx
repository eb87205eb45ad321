// The server's render of a page's first screen (issue #10): apps/api imports the build of this
// module (`vite build --ssr`, dist/.server/) and writes its HTML into index.html's #root, so a
// visitor sees the page — banners, game rows, the popup — before any script has run; main.tsx
// then hydrates it with the same components and the same data.
import './zod-jitless';
import type { EndpointName, FirstScreenData } from '@zar/api-client';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { createQueryClient } from './app/app-providers';
import { SiteTree } from './app/site-tree';
import { seedFirstScreenData } from './bootstrap/first-screen';
import { type FirstScreenRenderValues, firstScreenRender } from './bootstrap/first-screen-render';
import { sanitizeWithoutDomBy } from './content/sanitize-html';
import { sanitizeHtmlWithoutDom } from './content/sanitize-html-server';
import { changeLanguage, isLanguage } from './i18n/i18n';
import { applyCachedServerTranslations } from './i18n/server-translations';
import { paths } from './routes/paths';
import { isServerRendered, siteRoutes } from './routes/site-routes';

export interface FirstScreenRequest {
  /** The page's path and query, e.g. `/casino/slot`. */
  url: string;
  /** The data block the API writes into the same page (first-screen.ts of apps/api). */
  data: FirstScreenData;
  /** What the request's cookies and host say of the browser. */
  browser: FirstScreenRenderValues;
}

const handler = createStaticHandler(siteRoutes);

// CMS HTML (a content page's) is sanitised here by the same rules as DOMPurify's in the browser.
sanitizeWithoutDomBy(sanitizeHtmlWithoutDom);

/**
 * Server-rendered pages with nothing to show without their answer, by route path: the call whose
 * entry the page's data must hold. Without it (an unknown content page, a failed call) the API
 * serves the splash as before and the site answers in the browser, its not-found page included,
 * instead of a loading state the server would leave behind.
 */
const neededAnswers: Partial<Record<string, EndpointName>> = { [paths.content]: 'contentDetail' };

/**
 * The HTML of `#root` for a visitor's first screen of `url`, or null when the page is not one the
 * server renders (`serverRendered` in the route table: the home page, the casino lobbies, the
 * promotions, the content pages and the sportsbook pages, whose data the page carries), or whose
 * data is missing (a content page the API could not answer). Throws when rendering fails; the API
 * then serves the splash as before.
 */
export async function renderFirstScreen({
  url,
  data,
  browser,
}: FirstScreenRequest): Promise<string | null> {
  const location = new URL(url, 'http://localhost');
  const matches = matchRoutes(siteRoutes, location.pathname);
  const page = matches?.at(-1)?.route;
  if (!page || !isServerRendered(page) || matches?.some(({ route }) => route.middleware)) {
    return null;
  }
  if (!isLanguage(data.locale)) return null;
  const needs = page.path ? neededAnswers[page.path] : undefined;
  if (needs && !data.entries.some((entry) => entry.call === needs)) return null;

  const context = await handler.query(new Request(location));
  if (context instanceof Response || context.errors) return null;
  await changeLanguage(data.locale);

  // From here on nothing waits: the language and the browser's values are this request's alone.
  const queryClient = createQueryClient();
  seedFirstScreenData(queryClient, data, data.locale);
  applyCachedServerTranslations(queryClient, data.locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  return firstScreenRender.during(browser, () =>
    renderToString(
      <SiteTree
        queryClient={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    ),
  );
}
