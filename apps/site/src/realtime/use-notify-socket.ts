import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../stores/session-store';

/**
 * Keeps the notification socket open while a player is logged in and closes it at logout. The
 * SignalR client is loaded on demand: a visitor's first load never pays for it.
 */
export function useNotifySocket() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.auth?.token);
  const fingerprint = useSessionStore((state) => state.auth?.fingerprint);

  useEffect(() => {
    if (!token || !fingerprint) return;
    let closed = false;
    let stop: (() => Promise<void>) | undefined;
    void import('./notify-socket').then(({ openNotifySocket }) => {
      if (closed) return;
      const connection = openNotifySocket(queryClient, fingerprint);
      stop = () => connection.stop();
    });
    return () => {
      closed = true;
      void stop?.();
    };
  }, [token, fingerprint, queryClient]);
}
