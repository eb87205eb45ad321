import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { Translation } from '@zar/api-client';
import { notify } from '@zar/ui';
import { useEffect } from 'react';
import { apiQueries } from '../api/api-client';
import { i18n } from './i18n';

/** The answers already put over the bundled strings, so the same answer does not re-render all. */
const applied = new WeakSet<Translation[]>();

/** Puts the server's strings (`menu.promotions` → text) over the bundled ones of `language`. */
export function applyServerTranslations(language: string, entries: Translation[]) {
  if (applied.has(entries)) return;
  applied.add(entries);
  const resources = Object.fromEntries(entries.map(({ key, value }) => [key, value]));
  // addResources splits each dotted key into the nested path and overwrites the bundled leaf.
  i18n.addResources(language, 'translation', resources);
}

/**
 * Applies the server's strings of `language` already in the query cache (index.html carries
 * them), before the first render: the page shows them at once and is not rendered twice.
 */
export function applyCachedServerTranslations(queryClient: QueryClient, language: string) {
  const entries = queryClient.getQueryData(
    apiQueries.translations({}, { locale: language }).queryKey,
  );
  if (entries) applyServerTranslations(language, entries);
}

/**
 * Loads cms/translationlist for `language` and applies it. On failure the bundled strings stay
 * and an error toast says so in Turkish whatever the language (SPEC §8). Resolves true on success.
 */
export async function loadServerTranslations(
  queryClient: QueryClient,
  language: string,
): Promise<boolean> {
  try {
    const entries = await queryClient.fetchQuery(apiQueries.translations({}, { locale: language }));
    applyServerTranslations(language, entries);
    return true;
  } catch {
    notify.error(i18n.t('common.translationsFailed', { lng: 'tr' }), {
      id: 'translations-failed',
    });
    return false;
  }
}

/** Loads the server's strings of the current language once, at start. Mount once, in the providers. */
export function useServerTranslations() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void loadServerTranslations(queryClient, i18n.language);
  }, [queryClient]);
}
