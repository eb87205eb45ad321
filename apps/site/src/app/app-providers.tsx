import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { SiteToaster } from './site-toaster';

/** The server-state cache of the site: bootstrap data is kept, nothing refetches on focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export interface AppProvidersProps {
  /** The router (or, in tests, whatever needs the providers). */
  children: ReactNode;
  /** Query cache to use; tests pass a fresh one. Default a new client per mount. */
  queryClient?: QueryClient;
}

/** Everything a page may rely on: server state, translations and toasts. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {children}
        <SiteToaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
