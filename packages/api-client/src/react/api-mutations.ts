import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiClient, ApiError, InputIsOptional } from '../client';
import type { Endpoint, EndpointName, Endpoints, RequestOf, ResponseOf } from '../contract';
import { routes } from '../contract/routes.gen';
import { mutationKey } from './query-keys';

/** The variables of a mutation: may be left out when the call takes no input. */
export type ActionVariables<E extends Endpoint> =
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` is what lets `mutate()` be called without variables.
  InputIsOptional<E> extends true ? RequestOf<E> | void : RequestOf<E>;

/** Mutation options of one call; resolves with the whole envelope (its `message` is for toasts). */
export type ActionMutationOptions<E extends Endpoint> = UseMutationOptions<
  ResponseOf<E>,
  ApiError,
  ActionVariables<E>
> & { mutationKey: readonly unknown[] };

/**
 * `mutationOptions` factories, one per call of the contract: every write, and a read the site
 * makes on a click (a statement download).
 */
export type ApiMutations = { [K in EndpointName]: () => ActionMutationOptions<Endpoints[K]> };

/** `mutationOptions` factories over the client, e.g. `useMutation(mutations.login())`. */
export function createApiMutations(client: ApiClient): ApiMutations {
  const entries = (Object.keys(routes) as EndpointName[]).map((name) => {
    const call = client[name] as (input: unknown) => Promise<unknown>;
    const factory = () => ({
      mutationKey: mutationKey(name),
      mutationFn: (variables: unknown) => call(variables ?? undefined),
    });
    return [name, factory] as const;
  });
  return Object.fromEntries(entries) as unknown as ApiMutations;
}
