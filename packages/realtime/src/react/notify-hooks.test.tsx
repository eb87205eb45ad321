import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NotifyConnectionStatus } from '../notify-connection/connection-status';
import type { NotifyConnection } from '../notify-connection/notify-connection';
import { useNotifyConnection } from './use-notify-connection';
import { useNotifyMessage } from './use-notify-message';

type Source = Pick<NotifyConnection, 'subscribe' | 'getStatus' | 'onMessage'>;

// A connection stand-in driven by the test: same interface, no socket.
function createDrivenConnection() {
  let status: NotifyConnectionStatus = 'disconnected';
  const statusListeners = new Set<(status: NotifyConnectionStatus) => void>();
  const messageHandlers = new Set<(command: string, message: string) => void>();
  const connection: Source = {
    getStatus: () => status,
    subscribe(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onMessage(handler) {
      messageHandlers.add(handler);
      return () => messageHandlers.delete(handler);
    },
  };
  return {
    connection,
    statusListeners,
    messageHandlers,
    setStatus(next: NotifyConnectionStatus) {
      status = next;
      for (const listener of statusListeners) listener(next);
    },
    push(command: string, message: string) {
      for (const handler of messageHandlers) handler(command, message);
    },
  };
}

describe('useNotifyConnection', () => {
  it('follows every status change and unsubscribes on unmount', () => {
    const driven = createDrivenConnection();
    const { result, unmount } = renderHook(() => useNotifyConnection(driven.connection));
    expect(result.current).toBe('disconnected');

    for (const status of ['connecting', 'connected', 'reconnecting', 'connected'] as const) {
      act(() => driven.setStatus(status));
      expect(result.current).toBe(status);
    }

    unmount();
    expect(driven.statusListeners.size).toBe(0);
  });

  it('is disconnected without a connection, and follows one once given', () => {
    const driven = createDrivenConnection();
    driven.setStatus('connected');
    const { result, rerender } = renderHook(
      ({ connection }: { connection: Source | null }) => useNotifyConnection(connection),
      { initialProps: { connection: null as Source | null } },
    );
    expect(result.current).toBe('disconnected');

    rerender({ connection: driven.connection });
    expect(result.current).toBe('connected');
  });
});

describe('useNotifyMessage', () => {
  it('calls the latest handler without resubscribing, until unmount', () => {
    const driven = createDrivenConnection();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ handler }) => useNotifyMessage(driven.connection, handler),
      { initialProps: { handler: first } },
    );

    act(() => driven.push('Notification', '{"id":1}'));
    expect(first).toHaveBeenCalledWith('Notification', '{"id":1}');

    rerender({ handler: second });
    expect(driven.messageHandlers.size).toBe(1);
    act(() => driven.push('Notification', '{"id":2}'));
    expect(second).toHaveBeenCalledWith('Notification', '{"id":2}');
    expect(first).toHaveBeenCalledTimes(1);

    unmount();
    expect(driven.messageHandlers.size).toBe(0);
  });

  it('listens to nothing without a connection', () => {
    const handler = vi.fn();
    expect(() => renderHook(() => useNotifyMessage(null, handler))).not.toThrow();
  });
});
