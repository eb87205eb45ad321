import { createApiClient } from '@zar/api-client';
import { endpoints } from '@zar/api-client/contract';
import { createApiMutations, createApiQueries } from '@zar/api-client/react';
import { notify } from '@zar/ui';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../stores/session-store';
import { getFingerprint } from './fingerprint';

/**
 * The site's root address (`https://host/`), which the API base and the hub resolve against. The
 * server's render of the first screen (entry-server.tsx) has no page address and fetches nothing:
 * there it is a placeholder.
 */
export function siteRoot(): string {
  return `${globalThis.location?.origin ?? 'http://localhost'}/`;
}

/**
 * The session a logout is ending on the server: the player is already signed out here (nothing
 * polls with it any more, so no call is refused with a 401 after the server ends it), but the
 * logout call itself still carries it.
 */
export const endingSession: { auth: { token: string; fingerprint: string } | null } = {
  auth: null,
};

/**
 * The site's one client of the player API (SPEC §7): the session token, the current language and
 * the browser fingerprint on every call; an HTTP 401 on any call ends the session locally (SPEC §8)
 * and, when a player was logged in, says why (the session expired, or their own session time
 * limit ended it) once, however many calls were refused at the same moment.
 */
export const apiClient = createApiClient({
  // Development and tests check every input and answer against the contract; the production build
  // trusts the API, which checks each answer against the same schema, and so ships no zod to a
  // visitor's first load (issue #10).
  contract: import.meta.env.DEV ? endpoints : undefined,
  // From the site's root on every route: the Content-Security-Policy allows no `<base>`.
  baseUrl: new URL('./api/', siteRoot()).href,
  getToken: () => useSessionStore.getState().auth?.token ?? endingSession.auth?.token,
  getLocale: () => i18n.language,
  // A session is tied to the fingerprint it logged in with; visitors send the browser's current one.
  getFingerprint: () =>
    useSessionStore.getState().auth?.fingerprint ??
    endingSession.auth?.fingerprint ??
    getFingerprint(),
  // Local logout: no server call; the session keeper then drops the player's cached queries.
  onUnauthorized: (message) => {
    const session = useSessionStore.getState();
    if (!session.auth) return;
    if (message) notify.error(message, { id: 'session-ended' });
    session.signOut();
  },
});

/** `queryOptions` factories of the site: `useQuery(apiQueries.bootstrap())`, route loaders. */
export const apiQueries = createApiQueries(apiClient);

/** `mutationOptions` factories of the site: `useMutation(apiMutations.login())`. */
export const apiMutations = createApiMutations(apiClient);
