import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../app/app-providers';
import { siteRoutes } from '../routes/site-routes';

/** Renders the whole site at a path, with its providers and an in-memory router. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(siteRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
