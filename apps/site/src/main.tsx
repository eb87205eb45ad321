import '@zar/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { brand } from './brand/brand';
import { siteRoutes } from './routes/site-routes';

document.documentElement.dataset.theme = brand.theme;

const router = createBrowserRouter(siteRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
