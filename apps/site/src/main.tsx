// First: zod's settings must be in place before any module builds a schema.
import './zod-jitless';
// The web fonts come later (loadFonts): the first paint uses their metric-matched fallbacks.
import '@zar/ui/components.css';
import { serverRenderedAttribute } from '@zar/api-client';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SiteTree } from './app/site-tree';
import { replayEarlyTap, stopEarlyTaps } from './bootstrap/early-tap';
import { readFirstScreen } from './bootstrap/first-screen';
import { brand } from './brand/brand';
import { loadFonts } from './fonts/load-fonts';
import { defaultLanguage, i18n, isLanguage, loadLanguage } from './i18n/i18n';
import { loadPhoneReminder } from './phone-reminder/load-phone-reminder';
import { loadRouteModules } from './routes/load-route-modules';
import { siteRoutes } from './routes/site-routes';
import { selectIsLoggedIn, useSessionStore } from './stores/session-store';

document.documentElement.dataset.theme = brand.theme;
loadFonts();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Whether #root holds the API's render of this page's first screen that this browser can take
 * over as it is: made for a visitor (not a player logged in here) in the site's language.
 */
function canHydrate(element: HTMLElement): boolean {
  return (
    element.getAttribute(serverRenderedAttribute) === 'server' &&
    !selectIsLoggedIn(useSessionStore.getState()) &&
    readFirstScreen(document)?.locale === i18n.language
  );
}

/**
 * Marks #root `data-rendered="client"` once the site has taken it over (hydrated, or rendered over
 * the splash): from then on the page answers clicks. A button tapped before then is clicked again
 * now (issue 26: no dead clicks).
 */
function MarkStarted({ element }: { element: HTMLElement }) {
  useEffect(() => {
    element.setAttribute(serverRenderedAttribute, 'client');
    replayEarlyTap();
  }, [element]);
  return null;
}

async function start(element: HTMLElement) {
  // A player who chose English gets its strings before the first render (Turkish is bundled); if
  // they cannot load, the page shows in Turkish rather than not at all.
  if (isLanguage(i18n.language) && i18n.language !== defaultLanguage) {
    await loadLanguage(i18n.language).catch(() => undefined);
  }
  const hydrate = canHydrate(element);
  // Hydration renders the page at once, as the server did: its chunk (preloaded with the entry)
  // must be there first, or the router would start on the splash.
  if (hydrate) await loadRouteModules(siteRoutes, window.location);
  // A player whose phone is not verified sees its reminder above every page: loaded beside the
  // page's chunks (the router starts those), it is there for the first render instead of pushing
  // the page down when it arrives.
  const { auth } = useSessionStore.getState();
  const reminder =
    auth?.token && !auth.smsVerified ? loadPhoneReminder().catch(() => undefined) : undefined;
  const router = createBrowserRouter(siteRoutes);
  if (reminder) await reminder;
  const app = (
    <SiteTree
      router={<RouterProvider router={router} />}
      started={<MarkStarted element={element} />}
    />
  );
  // As a transition, the first render (or hydration) yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page (issue #10: total blocking
  // time); what index.html painted stays until it commits. From here React hears every click
  // itself; the early-tap script stops holding them.
  stopEarlyTaps();
  startTransition(() => {
    if (hydrate) hydrateRoot(element, app);
    else createRoot(element).render(app);
  });
}

void start(root);
