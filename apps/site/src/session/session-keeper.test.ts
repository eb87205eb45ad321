import { waitFor } from '@testing-library/react';
import { balancePollingMs } from '@zar/api-client/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiQueries } from '../api/api-client';
import { useSessionStore } from '../stores/session-store';
import { mockApi } from '../test/mock-api-server';
import { renderSiteHook } from '../test/render-site-hook';
import { logIn } from './log-in';
import { useSessionKeeper } from './session-keeper';

function setDemoBalance(minorUnits: number) {
  const player = mockApi.state.players.get('demo1');
  if (!player) throw new Error('the mock API has no demo1');
  player.balanceMinor = minorUnits;
}

describe('useSessionKeeper', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the balance at login and keeps the stored balance following the 3000 ms polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSiteHook(() => useSessionKeeper());
    await logIn({ username: 'demo1', password: 'secret1' });
    expect(useSessionStore.getState().auth?.balance).toBe(1250.5);

    setDemoBalance(200_000);
    await vi.advanceTimersByTimeAsync(balancePollingMs);
    await waitFor(() => expect(useSessionStore.getState().auth?.balance).toBe(2000));

    setDemoBalance(150_025);
    await vi.advanceTimersByTimeAsync(balancePollingMs);
    await waitFor(() => expect(useSessionStore.getState().auth?.balance).toBe(1500.25));
  });

  it('keeps cash and bonus beside the total, for the menus (issue 22)', async () => {
    renderSiteHook(() => useSessionKeeper());
    await logIn({ username: 'demo1', password: 'secret1' });
    await waitFor(() =>
      expect(useSessionStore.getState().auth).toMatchObject({
        balance: 1250.5,
        cash: 1250.5,
        bonus: 0,
      }),
    );
  });

  it('does not ask for a balance while nobody is logged in', async () => {
    const { queryClient } = renderSiteHook(() => useSessionKeeper());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      queryClient.getQueryCache().find({ queryKey: apiQueries.balance().queryKey })?.state,
    ).toMatchObject({ fetchStatus: 'idle', dataUpdatedAt: 0 });
  });
});
