import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from './dialog-store';
import { noScrollClass, resetUiStore, topNotifyReadStorageKey, useUiStore } from './ui-store';

function setViewport(mobile: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: mobile && query === '(max-width: 63.999em)',
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const noScroll = () => document.body.classList.contains(noScrollClass);

describe('ui store', () => {
  beforeEach(() => setViewport(false));
  afterEach(() => vi.useRealTimers());

  it('pressing login closes the open sidebar and opens the login dialog', () => {
    useUiStore.getState().toggleSidebar();
    expect(useUiStore.getState().sidebarOpen).toBe(true);
    useUiStore.getState().pressLogin();
    expect(useUiStore.getState().sidebarOpen).toBe(false);
    expect(useDialogStore.getState().openDialog).toBe('login');
  });

  it('a menu tile click closes the sidebar and the mobile profile sidebar', () => {
    setViewport(true);
    useUiStore.getState().setProfileSidebarOpen(true);
    useUiStore.getState().toggleSidebar();
    expect(noScroll()).toBe(true);
    useUiStore.getState().closeMenus();
    expect(useUiStore.getState()).toMatchObject({ sidebarOpen: false, profileSidebarOpen: false });
    expect(noScroll()).toBe(false);
  });

  it('closing the menu on mobile with the profile open re-adds no-scroll after 800 ms', () => {
    vi.useFakeTimers();
    setViewport(true);
    useUiStore.getState().setProfileSidebarOpen(true);
    useUiStore.getState().toggleSidebar();
    useUiStore.getState().toggleSidebar();
    expect(useUiStore.getState().sidebarOpen).toBe(false);
    expect(noScroll()).toBe(false);
    vi.advanceTimersByTime(799);
    expect(noScroll()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(noScroll()).toBe(true);
  });

  it('does not re-add no-scroll when the profile is closed, or on desktop', () => {
    vi.useFakeTimers();
    setViewport(true);
    useUiStore.getState().toggleSidebar();
    useUiStore.getState().closeSidebar();
    vi.advanceTimersByTime(1000);
    expect(noScroll()).toBe(false);

    setViewport(false);
    useUiStore.getState().setProfileSidebarOpen(true);
    useUiStore.getState().toggleSidebar();
    useUiStore.getState().closeSidebar();
    vi.advanceTimersByTime(1000);
    expect(noScroll()).toBe(false);
  });

  it('stores the top notification read marker under topNotifyRead and reads it back', () => {
    expect(useUiStore.getState().topNotifyRead).toBe(false);
    useUiStore.getState().markTopNotifyRead();
    expect(localStorage.getItem(topNotifyReadStorageKey)).toBe('true');
    resetUiStore();
    expect(useUiStore.getState().topNotifyRead).toBe(true);
  });

  it('keeps the active slider slug', () => {
    useUiStore.getState().setActiveSliderSlug('casino');
    expect(useUiStore.getState().activeSliderSlug).toBe('casino');
  });
});
