import { useCallback, useSyncExternalStore } from 'react';
import type { NotifyConnectionStatus } from '../notify-connection/connection-status';
import type { NotifyConnection } from '../notify-connection/notify-connection';

/** The part of a connection the status hook reads. */
export type NotifyStatusSource = Pick<NotifyConnection, 'subscribe' | 'getStatus'>;

// Server rendering never has a socket.
const serverStatus = (): NotifyConnectionStatus => 'disconnected';

/**
 * The connection's live status; re-renders on every change. Without a connection (a visitor)
 * it is 'disconnected'.
 */
export function useNotifyConnection(
  connection: NotifyStatusSource | null | undefined,
): NotifyConnectionStatus {
  const subscribe = useCallback(
    (onChange: () => void) => (connection ? connection.subscribe(onChange) : () => {}),
    [connection],
  );
  const getStatus = useCallback(
    (): NotifyConnectionStatus => connection?.getStatus() ?? 'disconnected',
    [connection],
  );
  return useSyncExternalStore(subscribe, getStatus, serverStatus);
}
