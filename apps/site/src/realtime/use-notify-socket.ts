import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../stores/session-store';

/** Stops the open socket, if any (set while one is open). */
let stopOpenSocket: (() => Promise<void>) | undefined;
/** The socket's stopping, once it was asked to stop. */
let stopping: Promise<void> | undefined;

/**
 * Closes the player's notification socket now. Logout calls it before it ends the session on the
 * server: the server would otherwise close the socket with 'Session ended.', which the SignalR
 * client logs as an error in the console (issue 21).
 */
export async function closeNotifySocket(): Promise<void> {
  if (stopOpenSocket) stopping = stopOpenSocket();
  stopOpenSocket = undefined;
  await stopping?.catch(() => undefined);
}

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
      stopOpenSocket = stop;
    });
    return () => {
      closed = true;
      if (stop && stopOpenSocket === stop) {
        stopOpenSocket = undefined;
        stopping = stop();
      }
    };
  }, [token, fingerprint, queryClient]);
}
