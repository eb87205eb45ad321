import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '@zar/api-client';
import { Toaster, ZarUiI18nextProvider } from '@zar/ui';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { seedFirstScreen } from '../bootstrap/first-screen';
import { i18n } from '../i18n/i18n';
import { applyCachedServerTranslations, useServerTranslations } from '../i18n/server-translations';
import { SessionKeeper } from '../session/session-keeper';

/** A failed read is tried once more, unless the server answered that it cannot be (4xx). */
function retryOnce(failureCount: number, error: unknown): boolean {
  const status = isApiError(error) ? error.status : null;
  return failureCount < 1 && !(status !== null && status >= 400 && status < 500);
}

/** The server-state cache of the site: bootstrap data is kept, nothing refetches on focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false },
    },
  });
}

/** The site's query cache, holding the answers index.html carries for the first screen. */
export function createSiteQueryClient() {
  const client = createQueryClient();
  seedFirstScreen(client, document, i18n.language);
  applyCachedServerTranslations(client, i18n.language);
  return client;
}

export interface AppProvidersProps {
  /** The router (or, in tests, whatever needs the providers). */
  children: ReactNode;
  /** Query cache to use; tests pass a fresh one. Default a new client per mount, seeded from the page. */
  queryClient?: QueryClient;
}

/** Loads the server's UI strings over the bundled ones at start (SPEC §7, §8). */
function ServerTranslations() {
  useServerTranslations();
  return null;
}

/** Everything a page may rely on: server state, the session, translations and toasts. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createSiteQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {/* The components read their texts from the site's i18next too, server strings included. */}
        <ZarUiI18nextProvider i18n={i18n}>
          <ServerTranslations />
          <SessionKeeper />
          {children}
          <Toaster />
        </ZarUiI18nextProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
