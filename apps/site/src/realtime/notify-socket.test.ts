import type { SessionData } from '@zar/api-client';
import { queryKeyPrefix } from '@zar/api-client/react';
import type { NotifyConnection, NotifyConnectionEvent } from '@zar/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiQueries } from '../api/api-client';
import { useSessionStore } from '../stores/session-store';
import { realApiForThisFile } from '../test/real-api';
import { createTestQueryClient } from '../test/render-site-hook';

const fake = vi.hoisted(() => ({
  options: undefined as unknown,
  message: (_command: string, _message: string) => {},
  event: (_event: NotifyConnectionEvent) => {},
  start: vi.fn(async () => {}),
}));

vi.mock('@zar/realtime', () => ({
  createNotifyConnection: (options: unknown): Partial<NotifyConnection> => {
    fake.options = options;
    return {
      start: fake.start,
      stop: async () => {},
      onMessage: (handler) => {
        fake.message = handler;
        return () => {};
      },
      onEvent: (handler) => {
        fake.event = handler;
        return () => {};
      },
    };
  },
}));

const { openNotifySocket } = await import('./notify-socket');

const api = realApiForThisFile();
/** A logged-in player of each test's own: the server gives them hub tickets. */
let testSession: SessionData;
beforeEach(async () => {
  testSession = await api.signUp();
});

describe('the notification socket', () => {
  afterEach(() => vi.restoreAllMocks());

  it('connects to the absolute hub address with a fresh hub ticket for every connect', async () => {
    useSessionStore.getState().signIn(testSession);
    openNotifySocket(createTestQueryClient(), 'fp-test-visitor');
    expect(fake.start).toHaveBeenCalled();
    const options = fake.options as { url: string; accessTokenFactory: () => Promise<string> };
    expect(options.url).toMatch(/^http.*\/hub\/frnotify$/);
    const first = await options.accessTokenFactory();
    const second = await options.accessTokenFactory();
    expect(first).toMatch(/.+/);
    expect(second).not.toBe(first);
    expect(first).not.toBe(testSession.token);
  });

  it('sets the pushed balance and refreshes notifications on a push and after a reconnect', async () => {
    useSessionStore.getState().signIn(testSession);
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    openNotifySocket(queryClient, 'fp-test-visitor');

    fake.message(
      'Balance',
      JSON.stringify({ balance: 99.5, currency: 'TRY', cash: 49.5, bonus: 50 }),
    );
    expect(useSessionStore.getState().auth).toMatchObject({ balance: 99.5, cash: 49.5, bonus: 50 });
    expect(queryClient.getQueryData(apiQueries.balance().queryKey)).toEqual({
      balance: 99.5,
      currency: 'TRY',
      cash: 49.5,
      bonus: 50,
    });

    fake.message(
      'Notification',
      JSON.stringify({
        id: 7,
        title: 'Bonus',
        note: 'x',
        type: 4,
        timeStamp: '2026-11-22T08:00:00',
        isRead: false,
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeyPrefix('notifications') });

    invalidate.mockClear();
    fake.message('Balance', 'not json');
    fake.message('Unknown', '{}');
    expect(invalidate).not.toHaveBeenCalled();

    fake.event({ type: 'reconnected' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeyPrefix('balance') });
  });
});
