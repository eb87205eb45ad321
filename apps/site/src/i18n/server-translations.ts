import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { Translation } from '@zar/api-client';
import { notify } from '@zar/ui';
import { useEffect } from 'react';
import { apiQueries } from '../api/api-client';
import { i18n } from './i18n';

/** Puts the server's strings (`menu.promotions` → text) over the bundled ones of `language`. */
export function applyServerTranslations(language: string, entries: Translation[]) {
  const resources = Object.fromEntries(entries.map(({ key, value }) => [key, value]));
  // addResources splits each dotted key into the nested path and overwrites the bundled leaf.
  i18n.addResources(language, 'translation', resources);
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
    const entries = await queryClient.fetchQuery(apiQueries.translations(language));
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
