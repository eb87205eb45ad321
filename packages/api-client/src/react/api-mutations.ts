import { mutationOptions, type UseMutationOptions } from '@tanstack/react-query';
import type { ApiClient, ApiError, InputIsOptional } from '../client';
import type { Endpoint, Endpoints, RequestOf, ResponseOf } from '../contract';
import { mutationKey } from './query-keys';

/** The calls that act (log in, pay, launch a game …) rather than read shared data. */
export const actionNames = [
  'login',
  'register',
  'logout',
  'sendResetPassword',
  'checkResetCode',
  'changePasswordWithCode',
  'updatePhone',
  'changePassword',
  'readNotification',
  'claimTrialBonus',
  'claimBonusOffer',
  'paymentDetail',
  'withdraw',
  'cancelWithdrawal',
  'deposit',
  'toggleFavorite',
  'setPlayerLimit',
  'takeTimeout',
  'selfExclude',
  'downloadActivityStatement',
  'dtLaunchUrl',
  'emLaunchUrl',
  'amusnetLaunchUrl',
  'egtLaunchUrl',
  'hub88LaunchUrl',
  'softGamingsLaunchUrl',
] as const satisfies ReadonlyArray<keyof Endpoints>;

export type ActionName = (typeof actionNames)[number];

/** The variables of an action: may be left out when the call takes no input. */
export type ActionVariables<E extends Endpoint> =
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` is what lets `mutate()` be called without variables.
  InputIsOptional<E> extends true ? RequestOf<E> | void : RequestOf<E>;

/** Mutation options of one action; resolves with the whole envelope (its `message` is for toasts). */
export type ActionMutationOptions<E extends Endpoint> = UseMutationOptions<
  ResponseOf<E>,
  ApiError,
  ActionVariables<E>
> & { mutationKey: readonly unknown[] };

/** `mutationOptions` factories, one per action call. */
export type ApiMutations = { [K in ActionName]: () => ActionMutationOptions<Endpoints[K]> };

/** `mutationOptions` factories over the client, e.g. `useMutation(mutations.login())`. */
export function createApiMutations(client: ApiClient): ApiMutations {
  const entries = actionNames.map((name) => {
    const call = client[name] as (input: unknown) => Promise<unknown>;
    const factory = () =>
      mutationOptions({
        mutationKey: mutationKey(name),
        mutationFn: (variables: unknown) => call(variables ?? undefined),
      });
    return [name, factory] as const;
  });
  return Object.fromEntries(entries) as unknown as ApiMutations;
}
