import { createApiClient } from '@zar/api-client';

/** Where the session token lives between page loads. */
const tokenKey = 'acme-bet.token';

export const session = {
  token: (): string | null => sessionStorage.getItem(tokenKey),
  save: (token: string | null) =>
    token ? sessionStorage.setItem(tokenKey, token) : sessionStorage.removeItem(tokenKey),
};

let locale: 'tr' | 'en' = 'en';
export const setApiLocale = (next: 'tr' | 'en') => {
  locale = next;
};

/**
 * The reference Zar API, reached through this site's own origin: the dev and preview servers (and
 * in production the brand's reverse proxy) forward /api and /hub to it (vite.config.ts).
 */
export const api = createApiClient({
  baseUrl: '/api/',
  getToken: session.token,
  getLocale: () => locale,
  getFingerprint: () => 'acme-bet-example',
  onUnauthorized: () => session.save(null),
});
