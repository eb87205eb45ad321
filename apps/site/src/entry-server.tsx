// The server's render of a page's first screen (issue #10): apps/api imports the build of this
// module (`vite build --ssr`, dist/.server/) and writes its HTML into index.html's #root, so a
// visitor sees the page — banners, game rows, the popup — before any script has run; main.tsx
// then hydrates it with the same components and the same data.
import './zod-jitless';
import type { FirstScreenData } from '@zar/api-client';
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
import { changeLanguage, isLanguage } from './i18n/i18n';
import { applyCachedServerTranslations } from './i18n/server-translations';
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

/**
 * The HTML of `#root` for a visitor's first screen of `url`, or null when the page is not one the
 * server renders (`serverRendered` in the route table: the home page, the casino lobbies and the
 * promotions, whose data the page carries). Throws when rendering fails; the API then serves the splash as before.
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
