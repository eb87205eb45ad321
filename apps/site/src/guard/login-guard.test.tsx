import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { renderRoute } from '../test/render-route';
import { testSession as player } from '../test/test-session';

describe('login guard', () => {
  it('a visitor who opens /dashboard/deposit directly lands home with the login dialog', async () => {
    const { router } = renderRoute('/dashboard/deposit');
    expect(await screen.findByRole('dialog', { name: 'Giriş' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Zar'a hoş geldiniz" }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Para Yatır' })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a logged-in player sees the deposit page and no dialog', async () => {
    useSessionStore.getState().signIn(player);
    renderRoute('/dashboard/deposit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Para Yatır' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a visitor navigating to the account area stays on the current page', async () => {
    const { router } = renderRoute('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    // Let the layout's effects register the guard, as they have long done when a player clicks.
    await act(async () => {});
    await act(() => router.navigate('/dashboard/withdraw'));
    expect(await screen.findByRole('dialog', { name: 'Giriş' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/casino/live');
    expect(screen.getByRole('heading', { level: 1, name: 'Canlı Casino' })).toBeTruthy();
  });

  it('leaves the account area when the session ends on one of its pages', async () => {
    useSessionStore.getState().signIn(player);
    const { router } = renderRoute('/dashboard/bonuses');
    await screen.findByRole('heading', { level: 1, name: 'Bonuslarım' });
    act(() => useSessionStore.getState().signOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useDialogStore.getState().openDialog).toBeNull();
  });
});
