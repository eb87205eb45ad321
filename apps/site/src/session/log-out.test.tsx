import { act } from '@testing-library/react';
import type { SessionData } from '@zar/api-client';
import { queryKeyPrefix } from '@zar/api-client/react';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, apiQueries } from '../api/api-client';
import { useAccountFlowStore } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { authStorageKey, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { realApiForThisFile } from '../test/real-api';
import { renderSiteHook } from '../test/render-site-hook';
import { logIn } from './log-in';
import { logoutReloadDelayMs, pageReload, useLogOut } from './log-out';
import { useSessionKeeper } from './session-keeper';

/** What logout did, in order: the socket closed ('socket') and the server told ('server'). */
const order: string[] = [];
vi.mock('../realtime/use-notify-socket', async (original) => ({
  ...(await original<typeof import('../realtime/use-notify-socket')>()),
  closeNotifySocket: async () => {
    order.push('socket');
  },
}));

const api = realApiForThisFile();
/** A player of each test's own, signed up on the server; `testSession` is their session. */
const password = 'gizli12';
let player: SessionData;
let testSession: SessionData;
beforeEach(async () => {
  player = await api.signUp({ password, password2: password });
  testSession = player;
});

function renderLogOut() {
  return renderSiteHook(
    () => {
      useSessionKeeper();
      return { logOut: useLogOut(), pathname: useLocation().pathname };
    },
    { path: '/promotions' },
  );
}

describe('logOut', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('calls the server, clears storage, goes home, resets state and reloads after 300 ms', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    await logIn({ username: player.username, password });
    const token = useSessionStore.getState().auth?.token ?? '';
    localStorage.setItem('topNotifyRead', 'true');
    sessionStorage.setItem('zar.visit', 'x');
    useUiStore.getState().markTopNotifyRead();
    useDialogStore.getState().open('recovery');
    useAccountFlowStore.setState({ trialBonusAmount: 0 });
    const { result, queryClient } = renderLogOut();
    queryClient.setQueryData(queryKeyPrefix('bootstrap'), { cached: true });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(() => result.current.logOut());

    expect(await api.sessionOwner(token)).toBeNull();
    expect(useSessionStore.getState().auth).toBeNull();
    expect(localStorage.getItem(authStorageKey)).toBeNull();
    expect(localStorage.getItem('topNotifyRead')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(result.current.pathname).toBe('/');
    expect(useDialogStore.getState().openDialog).toBeNull();
    expect(useUiStore.getState().topNotifyRead).toBe(false);
    expect(useAccountFlowStore.getState().trialBonusAmount).toBeNull();
    expect(queryClient.getQueryData(queryKeyPrefix('bootstrap'))).toBeUndefined();

    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(logoutReloadDelayMs - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('logs out locally even when the server call fails', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    mockApiServer.use(
      http.get(apiUrl('auth/logout'), () =>
        HttpResponse.json({ success: false, message: 'Bakımdayız' }, { status: 503 }),
      ),
    );
    useSessionStore.getState().signIn(testSession);
    const { result } = renderLogOut();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(() => result.current.logOut());
    expect(useSessionStore.getState().auth).toBeNull();
    expect(result.current.pathname).toBe('/');
    vi.advanceTimersByTime(logoutReloadDelayMs);
    expect(reload).toHaveBeenCalledWith('/');
  });
});

describe('HTTP 401 on any call', () => {
  it('signs out locally without a server call and drops the player data from the cache', async () => {
    const logoutCalls = vi.fn();
    mockApiServer.use(
      http.get(apiUrl('auth/logout'), () => {
        logoutCalls();
        return HttpResponse.json({ success: true, message: null, data: null });
      }),
    );
    const { queryClient } = renderLogOut();
    // Logged in with a token the API does not know: its next call answers 401.
    act(() => useSessionStore.getState().signIn({ ...testSession, token: 'revoked-token' }));
    queryClient.setQueryData(apiQueries.notifications().queryKey, []);

    await expect(apiClient.notifications()).rejects.toMatchObject({ status: 401 });

    expect(useSessionStore.getState().auth).toBeNull();
    expect(queryClient.getQueryData(apiQueries.notifications().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(apiQueries.balance().queryKey)).toBeUndefined();
    expect(logoutCalls).not.toHaveBeenCalled();
  });

  it('closes the notification socket before ending the session, so the console stays clean', async () => {
    vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    mockApiServer.use(
      http.get(apiUrl('auth/logout'), () => {
        order.push('server');
        return HttpResponse.json({ success: true, message: null, data: null });
      }),
    );
    await logIn({ username: player.username, password });
    order.length = 0;
    const { result } = renderLogOut();
    await act(() => result.current.logOut());
    expect(order).toEqual(['socket', 'server']);
  });
});
