import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../app/app-providers';
import { siteRoutes } from '../routes/site-routes';

/**
 * Renders the whole site at a path, with its providers and an in-memory router; `queryClient`
 * when a test fills the cache first (as a served page's data block does).
 */
export function renderRoute(path: string, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(siteRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
