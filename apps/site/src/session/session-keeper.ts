import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@zar/api-client/react';
import { useEffect } from 'react';
import { apiQueries } from '../api/api-client';
import { useNotifySocket } from '../realtime/use-notify-socket';
import { useIsLoggedIn, useSessionStore } from '../stores/session-store';

/**
 * Keeps the session of SPEC §4 running; mount once, inside the query client provider:
 * loads the balance at login and polls it every
 * 3000 ms while logged in (the stored balance, which the header shows, follows it), and drops
 * the player's cached data whenever the session ends (logout or a 401 on any call).
 */
export function useSessionKeeper() {
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  const balance = useQuery({ ...apiQueries.balance(), enabled: isLoggedIn });
  const polled = balance.data;

  useEffect(() => {
    if (isLoggedIn && polled !== undefined) useSessionStore.getState().setBalance(polled);
  }, [isLoggedIn, polled]);

  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.auth?.token && !state.auth?.token) {
          queryClient.removeQueries({ queryKey: queryKeys.session });
        }
      }),
    [queryClient],
  );
}

/** `useSessionKeeper` and the notification socket as a component, for the app's providers. */
export function SessionKeeper() {
  useSessionKeeper();
  useNotifySocket();
  return null;
}
