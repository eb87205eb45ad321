import { topNotifyReadCookie } from '@zar/api-client';
import { create } from 'zustand';
import { setBrowserCookie } from '../bootstrap/browser-cookie';
import { isMobileViewport } from '../layout/use-is-mobile';
import { useDialogStore } from './dialog-store';

/** The sidebar's open/close transition (SPEC §9). */
export const sidebarTransitionMs = 150;
/** After closing the left menu on mobile with the profile open, `no-scroll` returns after this (SPEC §4). */
export const noScrollRestoreDelayMs = 800;
/** The class on <body> that stops the page scrolling behind an open panel. */
export const noScrollClass = 'no-scroll';
/** localStorage key of the top notification's read marker (SPEC §3), exactly as named there. */
export const topNotifyReadStorageKey = 'topNotifyRead';

export interface UiState {
  /** The left sidebar menu is open. */
  sidebarOpen: boolean;
  /** The mobile profile sidebar is open. */
  profileSidebarOpen: boolean;
  /** The notification bottom sheet is open. */
  notificationSheetOpen: boolean;
  /** The player dismissed the top notification; persisted as `topNotifyRead`. */
  topNotifyRead: boolean;
  /** The player left the home page during this visit, so the top notification stays hidden. */
  topNotifyLeftHome: boolean;
  /** Slug of the banner carousel shown now (e.g. `home`, `casino`); null when none. */
  activeSliderSlug: string | null;

  /** The menu button: opens the sidebar, or closes it as `closeSidebar` does. */
  toggleSidebar: () => void;
  /** Closes the sidebar; on mobile with the profile open, `no-scroll` comes back after 800 ms. */
  closeSidebar: () => void;
  /** Opens or closes the mobile profile sidebar. */
  setProfileSidebarOpen: (open: boolean) => void;
  /** A menu tile or a profile menu entry was chosen: closes the sidebar and the profile sidebar. */
  closeMenus: () => void;
  /** The login button: closes the open sidebar and opens the login dialog. */
  pressLogin: () => void;
  /** Opens or closes the notification bottom sheet. */
  setNotificationSheetOpen: (open: boolean) => void;
  /** Stores the top notification's read marker. */
  markTopNotifyRead: () => void;
  /** Hides the top notification for the rest of this visit (navigation away from home). */
  leaveHome: () => void;
  /** Chooses the banner carousel the page shows. */
  setActiveSliderSlug: (slug: string | null) => void;
}

function setNoScroll(on: boolean) {
  document.body.classList.toggle(noScrollClass, on);
}

function readTopNotifyRead(): boolean {
  let read = false;
  try {
    read = globalThis.localStorage?.getItem(topNotifyReadStorageKey) === 'true';
  } catch {
    return false;
  }
  // The cookie mirrors the marker (also one stored before the cookie existed): the first screen
  // the API renders then leaves the bar out.
  if (read) setBrowserCookie(topNotifyReadCookie, '1');
  return read;
}

let noScrollTimer: ReturnType<typeof setTimeout> | undefined;

/** Every panel closed, no slider active, and the top notification as this browser last left it. */
function initialUiState() {
  return {
    sidebarOpen: false,
    profileSidebarOpen: false,
    notificationSheetOpen: false,
    topNotifyRead: readTopNotifyRead(),
    topNotifyLeftHome: false,
    activeSliderSlug: null,
  } satisfies Partial<UiState>;
}

/** Open/closed flags of the layout's panels and the top notification (SPEC §3 action state). */
export const useUiStore = create<UiState>()((set, get) => ({
  ...initialUiState(),

  toggleSidebar: () => {
    if (get().sidebarOpen) {
      get().closeSidebar();
      return;
    }
    clearTimeout(noScrollTimer);
    set({ sidebarOpen: true });
    if (isMobileViewport()) setNoScroll(true);
  },
  closeSidebar: () => {
    clearTimeout(noScrollTimer);
    set({ sidebarOpen: false });
    setNoScroll(false);
    if (isMobileViewport() && get().profileSidebarOpen) {
      // The profile sidebar is still open: lock the page again once the menu has slid away.
      noScrollTimer = setTimeout(() => {
        if (get().profileSidebarOpen) setNoScroll(true);
      }, noScrollRestoreDelayMs);
    }
  },
  setProfileSidebarOpen: (open) => {
    clearTimeout(noScrollTimer);
    set({ profileSidebarOpen: open });
    if (isMobileViewport()) setNoScroll(open || get().sidebarOpen);
  },
  closeMenus: () => {
    clearTimeout(noScrollTimer);
    set({ sidebarOpen: false, profileSidebarOpen: false });
    setNoScroll(false);
  },
  pressLogin: () => {
    if (get().sidebarOpen) get().closeSidebar();
    useDialogStore.getState().open('login');
  },
  setNotificationSheetOpen: (open) => set({ notificationSheetOpen: open }),
  markTopNotifyRead: () => {
    try {
      localStorage.setItem(topNotifyReadStorageKey, 'true');
      setBrowserCookie(topNotifyReadCookie, '1');
    } catch {
      // Storage is off: the bar stays dismissed for this visit only.
    }
    set({ topNotifyRead: true });
  },
  leaveHome: () => set({ topNotifyLeftHome: true }),
  setActiveSliderSlug: (slug) => set({ activeSliderSlug: slug }),
}));

/** Puts the store back to a first visit's state (tests). */
export function resetUiStore() {
  clearTimeout(noScrollTimer);
  useUiStore.setState(initialUiState());
  document.body.classList.remove(noScrollClass);
}
