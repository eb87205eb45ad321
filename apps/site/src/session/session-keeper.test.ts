import { waitFor } from '@testing-library/react';
import { balancePollingMs } from '@zar/api-client/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiQueries } from '../api/api-client';
import { useSessionStore } from '../stores/session-store';
import { realApiForThisFile } from '../test/real-api';
import { renderSiteHook } from '../test/render-site-hook';
import { logIn } from './log-in';
import { useSessionKeeper } from './session-keeper';

const api = realApiForThisFile();
const password = 'gizli12';
/** Each test's own player, signed up with 1250.50 TL in cash (`balanceMinor`, in kuruş). */
let username: string;
let balanceMinor: number;
beforeEach(async () => {
  ({ username } = await api.signUp({ password, password2: password }));
  balanceMinor = 0;
  await setDemoBalance(125_050);
});

/** Moves the player's cash on the server to `minorUnits` kuruş. */
async function setDemoBalance(minorUnits: number) {
  await api.fund(username, minorUnits - balanceMinor);
  balanceMinor = minorUnits;
}

describe('useSessionKeeper', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the balance at login and keeps the stored balance following the 3000 ms polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSiteHook(() => useSessionKeeper());
    await logIn({ username, password });
    expect(useSessionStore.getState().auth?.balance).toBe(1250.5);

    await setDemoBalance(200_000);
    await vi.advanceTimersByTimeAsync(balancePollingMs);
    await waitFor(() => expect(useSessionStore.getState().auth?.balance).toBe(2000));

    await setDemoBalance(150_025);
    await vi.advanceTimersByTimeAsync(balancePollingMs);
    await waitFor(() => expect(useSessionStore.getState().auth?.balance).toBe(1500.25));
  });

  it('keeps cash and bonus beside the total, for the menus (issue 22)', async () => {
    renderSiteHook(() => useSessionKeeper());
    await logIn({ username, password });
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
