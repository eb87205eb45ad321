import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy modules of the routes `location` matches and puts them into the route objects,
 * so a router made afterwards starts with its page ready (no fallback render): what hydrating the
 * server's render of a page needs. Routes already loaded, or not lazy, are left as they are.
 */
export async function loadRouteModules(
  routes: RouteObject[],
  location: { pathname: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module);
      delete route.lazy;
    }),
  );
}
