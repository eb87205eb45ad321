import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { apiClient } from './api-client';

/** `queryOptions` of the site's content calls that the shared factories do not cover. */
export const contentQueries = {
  /** The active promotions of /promotions, in the current language. */
  promotions: () =>
    queryOptions({
      queryKey: ['zar', 'promotions', i18n.language] as const,
      queryFn: async ({ signal }) => (await apiClient.promotions({}, { signal })).data,
    }),
  /** One published static page (/pages/:id), in the current language. */
  contentPage: (id: number) =>
    queryOptions({
      queryKey: ['zar', 'content-page', id, i18n.language] as const,
      queryFn: async ({ signal }) => (await apiClient.contentDetail({ id }, { signal })).data,
    }),
};
