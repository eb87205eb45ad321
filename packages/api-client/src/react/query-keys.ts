import type { EndpointName, Endpoints, RequestOf } from '../contract';
import { routes } from '../contract/routes.gen';

/** The calls that only read: each has a query factory and a key (`effect: 'read'`). */
export type ReadName = {
  [K in EndpointName]: Endpoints[K]['effect'] extends 'read' ? K : never;
}[EndpointName];

/** The names of the reads, from the contract's route table. */
export const readNames = (Object.keys(routes) as EndpointName[]).filter(
  (name): name is ReadName => routes[name].effect === 'read',
);

/**
 * Every query of `name`, whatever its input: `['zar', 'session', name]` for a call that needs a
 * session, `['zar', name]` otherwise. Invalidate or remove with it.
 */
export function queryKeyPrefix<K extends ReadName>(name: K) {
  return (routes[name].auth ? ['zar', 'session', name] : ['zar', name]) as readonly [
    'zar',
    ...string[],
  ];
}

/**
 * The key of one query: its prefix, its input with the request's defaults filled in (`{}` when
 * none) and, for a call made in another
 * language than the page's, that language.
 */
export function queryKeyOf<K extends ReadName>(
  name: K,
  input?: RequestOf<Endpoints[K]>,
  locale?: string,
): readonly unknown[] {
  const { defaults } = routes[name] as { defaults?: object };
  const key = [...queryKeyPrefix(name), { ...defaults, ...input }];
  return locale === undefined ? key : [...key, locale];
}

/**
 * The react-query keys of the player API. Everything under `session` belongs to the logged-in
 * player: remove it at logout with `queryClient.removeQueries({ queryKey: queryKeys.session })`.
 * Each read's keys start with `queryKeyPrefix(name)`.
 */
export const queryKeys = {
  all: ['zar'] as const,
  session: ['zar', 'session'] as const,
};

/** The mutation key of a call made as a mutation, e.g. `['zar', 'mutation', 'login']`. */
export function mutationKey<Name extends string>(name: Name) {
  return ['zar', 'mutation', name] as const;
}
