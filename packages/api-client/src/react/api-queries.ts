import type { DataTag, QueryKey, UndefinedInitialDataOptions } from '@tanstack/react-query';
import type { ApiClient, ApiError, InputIsOptional } from '../client';
import type { EndpointName, Endpoints, RequestOf, ResponseOf } from '../contract';
import { routes } from '../contract/routes.gen';
import { queryKeyOf, type ReadName, readNames } from './query-keys';

/** How often the balance is refreshed while it is shown (SPEC §9), from the contract. */
export const balancePollingMs: number = routes.balance.cache.refetchInterval;

/** What a read's query resolves with: its envelope's `data`. */
export type QueryData<K extends EndpointName> = ResponseOf<Endpoints[K]>['data'];

/** Options of one query factory call. */
export interface QueryCallOptions {
  /** Asks in this language instead of the page's; the language becomes part of the key. */
  locale?: string;
}

/** The arguments of a read's factory: the input may be left out when the call takes none. */
export type QueryArgs<K extends ReadName> =
  InputIsOptional<Endpoints[K]> extends true
    ? [input?: RequestOf<Endpoints[K]>, options?: QueryCallOptions]
    : [input: RequestOf<Endpoints[K]>, options?: QueryCallOptions];

/** The `queryOptions` of one read, its key tagged with its data. */
export type ApiQueryOptions<K extends ReadName> = UndefinedInitialDataOptions<
  QueryData<K>,
  ApiError,
  QueryData<K>,
  QueryKey
> & { queryKey: DataTag<QueryKey, QueryData<K>, ApiError> };

/** One `queryOptions` factory per read of the contract. */
export type ApiQueries = { [K in ReadName]: (...args: QueryArgs<K>) => ApiQueryOptions<K> };

/**
 * `queryOptions` factories over the client, one per read of the contract (`effect: 'read'`), with
 * the key `queryKeyOf` gives and the entry's cache policy; each query resolves with the envelope's
 * `data` and fails with an `ApiError`. Use with `useQuery`, `useSuspenseQuery` or route loaders.
 */
export function createApiQueries(client: ApiClient): ApiQueries {
  const entries = readNames.map((name) => {
    const call = client[name] as (
      input: unknown,
      options: { signal: AbortSignal; locale?: string },
    ) => Promise<{ data: unknown }>;
    // What react-query's `queryOptions` would return (it only types its argument), built without
    // importing react-query: the API runs these factories for a page's first screen.
    const factory = (input?: object, options: QueryCallOptions = {}) => ({
      queryKey: queryKeyOf(name, input as never, options.locale),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await call(input, { signal, locale: options.locale })).data,
      ...(routes[name] as { cache?: object }).cache,
    });
    return [name, factory] as const;
  });
  return Object.fromEntries(entries) as unknown as ApiQueries;
}
