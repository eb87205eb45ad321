import { useEffect, useLayoutEffect, useRef } from 'react';
import type { NotifyConnection } from '../notify-connection/notify-connection';

/** The part of a connection the message hook listens to. */
export type NotifyMessageSource = Pick<NotifyConnection, 'onMessage'>;

/**
 * Calls `handler(command, message)` for every pushed `NotifyMessage` while the component is
 * mounted. The latest handler is always used, so an inline function does not resubscribe.
 */
export function useNotifyMessage(
  connection: NotifyMessageSource | null | undefined,
  handler: (command: string, message: string) => void,
): void {
  const latestHandler = useRef(handler);
  useLayoutEffect(() => {
    latestHandler.current = handler;
  });

  useEffect(() => {
    if (!connection) return;
    return connection.onMessage((command, message) => latestHandler.current(command, message));
  }, [connection]);
}
