// First: zod's settings must be in place before any module builds a schema.
import './zod-jitless';
import '@zar/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { brand } from './brand/brand';
import { defaultLanguage, i18n, isLanguage, loadLanguage } from './i18n/i18n';
import { siteRoutes } from './routes/site-routes';

document.documentElement.dataset.theme = brand.theme;

const router = createBrowserRouter(siteRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(element: HTMLElement) {
  const reactRoot = createRoot(element);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (issue #10: total blocking time); the splash
  // index.html painted stays until it commits.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// A player who chose English gets its strings before the first render (Turkish is bundled); if
// they cannot load, the page shows in Turkish rather than not at all.
if (isLanguage(i18n.language) && i18n.language !== defaultLanguage) {
  loadLanguage(i18n.language).then(
    () => render(root),
    () => render(root),
  );
} else {
  render(root);
}
