import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppProviders } from './app-providers';

export interface SiteTreeProps {
  /** The router: `RouterProvider` in the browser, `StaticRouterProvider` on the server. */
  router: ReactNode;
  /** What runs once the browser has taken the page over (main.tsx's `MarkStarted`); none on the server. */
  started?: ReactNode;
  /** The query cache; default a new one seeded from the page (see `AppProviders`). */
  queryClient?: QueryClient;
}

/**
 * The root of the site's React tree, the same on the server and in the browser. React's `useId`
 * derives each id from where a component sits in the tree; a server render of another shape
 * gives other ids than the browser computes when it hydrates, and hydration keeps the server's
 * attributes as they are. A dialog rendered closed on the server (a promotion's, `aria-labelledby`
 * from the server) then opened with the browser's id on its title had no accessible name.
 */
export function SiteTree({ router, started = null, queryClient }: SiteTreeProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>{router}</AppProviders>
      {started}
    </StrictMode>
  );
}
