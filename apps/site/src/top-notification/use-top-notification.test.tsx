import { act, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetUiStore, topNotifyReadStorageKey } from '../stores/ui-store';
import { renderSiteHook } from '../test/render-site-hook';
import { topNotifyBodyClass, useTopNotification } from './use-top-notification';

const bannerClass = () => document.body.classList.contains(topNotifyBodyClass);

function useTopNotificationWithNavigate() {
  return { bar: useTopNotification(), navigate: useNavigate() };
}

describe('useTopNotification', () => {
  afterEach(() => vi.useRealTimers());

  it('shows on / with the domains of the settings', async () => {
    const { result } = renderSiteHook(useTopNotification);
    expect(result.current.visible).toBe(true);
    expect(bannerClass()).toBe(true);
    await waitFor(() => expect(result.current.domains?.next).toBe('zar2.test'));
  });

  it('is not shown on any other page', () => {
    const { result } = renderSiteHook(useTopNotification, { path: '/promotions' });
    expect(result.current.visible).toBe(false);
    expect(bannerClass()).toBe(false);
  });

  it('hides when the player navigates away from / and stays hidden for the visit', () => {
    const { result } = renderSiteHook(useTopNotificationWithNavigate);
    expect(result.current.bar.visible).toBe(true);
    act(() => {
      void result.current.navigate('/spor');
    });
    expect(result.current.bar.visible).toBe(false);
    expect(bannerClass()).toBe(false);
    act(() => {
      void result.current.navigate('/');
    });
    expect(result.current.bar.visible).toBe(false);
    expect(localStorage.getItem(topNotifyReadStorageKey)).toBeNull();
  });

  it('dismissal stores topNotifyRead, collapses, and drops the page class 500 ms later', () => {
    vi.useFakeTimers();
    const { result } = renderSiteHook(useTopNotification);
    act(() => result.current.dismiss());
    expect(localStorage.getItem(topNotifyReadStorageKey)).toBe('true');
    expect(result.current).toMatchObject({ visible: true, collapsed: true });
    act(() => vi.advanceTimersByTime(499));
    expect(bannerClass()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(bannerClass()).toBe(false);
    expect(result.current.visible).toBe(false);
  });

  it('stays dismissed on the next visit', () => {
    localStorage.setItem(topNotifyReadStorageKey, 'true');
    resetUiStore();
    const { result } = renderSiteHook(useTopNotification);
    expect(result.current.visible).toBe(false);
    expect(bannerClass()).toBe(false);
  });
});
