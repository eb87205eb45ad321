import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import {
  type Location,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from 'react-router-dom';
import { loadAuthDialogs } from '../auth-dialogs/load-auth-dialogs';
import { useBootstrap } from '../bootstrap/use-bootstrap';
import { useLoginGuard } from '../guard/use-login-guard';
import { ContactPanel } from '../live-chat/contact-panel';
import { useLiveChat } from '../live-chat/use-live-chat';
import { loadedPhoneReminder, loadPhoneReminder } from '../phone-reminder/load-phone-reminder';
import { HomePopup } from '../popup/home-popup';
import { paths } from '../routes/paths';
import { useDialogStore } from '../stores/dialog-store';
import { useIsLoggedIn, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { SiteTestModeBar } from '../test-mode/site-test-mode-bar';
import { SiteTopNotification } from '../top-notification/site-top-notification';
import { SiteBottomBar } from './site-bottom-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';
import { useGameModalStore } from '../casino/game-store';
import { OnDemand } from './on-demand';
import { SiteMenuPanel } from './site-menu-panel';
import { SiteSplash } from './site-splash';

// Dialogs and sheets load with their first opening (issue #10: the visitor's first load).
const AuthDialogs = lazy(() =>
  loadAuthDialogs().then((module) => ({ default: module.AuthDialogs })),
);
const ProfileSidebar = lazy(() =>
  import('../dashboard/profile-sidebar').then((module) => ({ default: module.ProfileSidebar })),
);
const GameModalHost = lazy(() =>
  import('../casino/game-modal-host').then((module) => ({ default: module.GameModalHost })),
);
// The reminder of an unverified phone loads once a player it concerns is logged in (main.tsx has
// it loaded before the first render for a player who arrives logged in).
const PhoneVerificationReminder = lazy(() =>
  loadPhoneReminder().then((component) => ({ default: component })),
);
const NotificationSheet = lazy(() =>
  import('../notifications/site-notification-sheet').then((module) => ({
    default: module.SiteNotificationSheet,
  })),
);

/** Keeps `--site-top-height` on the layout at the height of the sticky top (bar and header). */
function useStickyTopHeight() {
  const layoutRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const layout = layoutRef.current;
    const top = topRef.current;
    if (!layout || !top || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      layout.style.setProperty('--site-top-height', `${top.offsetHeight}px`);
    });
    observer.observe(top);
    return () => observer.disconnect();
  }, []);
  return { layoutRef, topRef };
}

/**
 * A part whose first render depends on what the browser keeps (localStorage: the top
 * notification's read marker, the popups shown) and the server's render knows only by cookies.
 * Where the two differ, hydration renders just this part again, not the whole page.
 */
function BrowserDependent({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export interface SiteFrameProps {
  /** The page shown in <main>. */
  children: ReactNode;
  /** A page is loading: shows the progress bar and marks <main> busy. Default `false`. */
  busy?: boolean;
}

/**
 * The frame of every page (SPEC §4): the test-mode bar (a site taking sandbox payments), the top
 * notification and header, the left menu panel, the page and footer, and the mobile bottom bar.
 * Until the bootstrap data has arrived (or failed) the splash shows instead, so the bars it
 * decides on never shift the page.
 */
export function SiteFrame(props: SiteFrameProps) {
  const bootstrapSettled = !useBootstrap().isPending;
  // Only the first wait: when the cache is cleared later (logout) the frame stays.
  const [frameShown, setFrameShown] = useState(bootstrapSettled);
  if (bootstrapSettled && !frameShown) setFrameShown(true);
  return frameShown ? <SiteFrameContent {...props} /> : <SiteSplash />;
}

function SiteFrameContent({ children, busy = false }: SiteFrameProps) {
  const { layoutRef, topRef } = useStickyTopHeight();
  return (
    <div className="site-layout" ref={layoutRef}>
      <div className="site-progress" data-active={busy || undefined} aria-hidden="true" />
      <div className="site-top" ref={topRef}>
        <SiteTestModeBar />
        <BrowserDependent>
          <SiteTopNotification />
        </BrowserDependent>
        <SiteHeader />
      </div>
      <div className="site-body">
        <SiteMenuPanel />
        <div className="site-content">
          <main className="site-main" aria-busy={busy || undefined}>
            <BrowserDependent>
              <PhoneReminderWhenUnverified />
            </BrowserDependent>
            {children}
          </main>
          <SiteFooter />
        </div>
      </div>
      <SiteBottomBar />
    </div>
  );
}

/** The live chat's fallback contact panel, opened by the support entries. */
function SiteContactPanel() {
  const liveChat = useLiveChat();
  return <ContactPanel liveChat={liveChat} />;
}

/**
 * The login guard. A component of its own: `useBlocker` renders once more after mounting, which
 * in the layout itself would render the whole frame twice.
 */
function LoginGuard() {
  useLoginGuard();
  return null;
}

/** The home popup, on the home page only. */
function HomePopupSlot() {
  return useLocation().pathname === paths.home ? <HomePopup /> : null;
}

/**
 * The dialogs, sheets and game modal, each loaded at its first opening. Their stores are read
 * here, so opening one renders these slots and not the whole frame.
 */
function OnDemandParts() {
  const isLoggedIn = useIsLoggedIn();
  const authDialogNeeded = useDialogStore(
    (state) => state.openDialog !== null || state.celebration,
  );
  const profileSidebarNeeded = useUiStore((state) => state.profileSidebarOpen);
  const notificationSheetNeeded = useUiStore((state) => state.notificationSheetOpen);
  const gameModalNeeded = useGameModalStore((state) => state.game !== null);
  return (
    <>
      <OnDemand part={AuthDialogs} needed={authDialogNeeded} />
      <OnDemand part={ProfileSidebar} needed={isLoggedIn && profileSidebarNeeded} />
      <OnDemand part={NotificationSheet} needed={isLoggedIn && notificationSheetNeeded} />
      <OnDemand part={GameModalHost} needed={isLoggedIn && gameModalNeeded} />
    </>
  );
}

/** The layout route of every page: the frame, the login guard, and the dialogs. */
/**
 * Where a page's scroll position is kept: per history entry, but every page opened by a full load
 * has the key `default`, so a typed or reloaded address would land at the scroll of whichever
 * page was loaded last (a bonus page opened half-way down): those are kept per path instead.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

export function SiteLayout() {
  const isNavigating = useNavigation().state !== 'idle';
  return (
    <>
      <LoginGuard />
      <SiteFrame busy={isNavigating}>
        <Outlet />
      </SiteFrame>
      <BrowserDependent>
        <HomePopupSlot />
      </BrowserDependent>
      <OnDemandParts />
      <SiteContactPanel />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** Loads the phone reminder only for a logged-in player whose phone is not verified. */
function PhoneReminderWhenUnverified() {
  const unverified = useSessionStore((state) =>
    Boolean(state.auth?.token && !state.auth.smsVerified),
  );
  if (!unverified) return null;
  // Already loaded: rendered with the page, never after it (no layout shift).
  const Loaded = loadedPhoneReminder();
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <PhoneVerificationReminder />
    </Suspense>
  );
}
