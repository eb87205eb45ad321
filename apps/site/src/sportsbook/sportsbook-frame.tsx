import { useQueryClient } from '@tanstack/react-query';
import { queryKeyPrefix } from '@zar/api-client/react';
import { GameFrame } from '@zar/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstScreenRender } from '../bootstrap/first-screen-render';
import { useSiteOption } from '../bootstrap/use-bootstrap';
import { frameForLaunch, type GameFrameSpec } from '../casino/game-launch';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import './sportsbook-frame.css';

export type SportsbookSection = 'sports' | 'live' | 'esports';

/** Where a section's sportsbook opens for visitors when the settings name no address. */
const defaultAddress = '/api/sportsbook/demo/';

/** The site option that names each section's sportsbook address. */
const settingKeys = {
  sports: 'sportsbookSportsUrl',
  live: 'sportsbookLiveUrl',
  esports: 'sportsbookEsportsUrl',
} as const satisfies Record<SportsbookSection, string>;

/** The origin an address on the site itself is read against, to be written back as a path. */
const onSite = 'https://on-site.invalid';

/**
 * The sportsbook address of a section: the player's provider address from the auth data (betco…
 * for the betco sections, betsy… otherwise) with their token in the fragment, where it never
 * reaches a server log; a visitor gets the settings' address in visitor mode. An address on the
 * site itself (a path, as the demo's) stays a path, so the server's render of a visitor's page
 * writes it as the browser does without knowing the origin the page is seen at.
 */
export function sportsbookAddress({
  section,
  provider,
  setting,
  auth,
  language,
}: {
  section: SportsbookSection;
  provider: 'betsy' | 'betco';
  setting: string | undefined;
  auth: {
    betsyUrl: string | null;
    betsyToken: string | null;
    betcoUrl: string | null;
    betcoToken: string | null;
  } | null;
  language: string;
}): string {
  const playerBase = provider === 'betco' ? auth?.betcoUrl : auth?.betsyUrl;
  const token = provider === 'betco' ? auth?.betcoToken : auth?.betsyToken;
  const url = new URL(playerBase && token ? playerBase : setting || defaultAddress, onSite);
  url.searchParams.set('section', section);
  url.searchParams.set('lang', language.startsWith('en') ? 'en' : 'tr');
  url.hash = playerBase && token ? `token=${encodeURIComponent(token)}` : '';
  return url.origin === onSite ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * The frame of a sportsbook address, the same in the server's render as in the browser (React
 * keeps the served attributes when it hydrates): `src` is the address as written, and the
 * sandbox frameForLaunch's, where the site's own addresses are a path or any on the page's host
 * name. The server knows that name (the request's) but not the scheme or port the browser sees,
 * so an address on the same name at another port is sandboxed as the site's own: the stricter
 * frame.
 */
export function sportsbookFrame(address: string, siteHostname: string): GameFrameSpec {
  const page = `https://${siteHostname}`;
  const url = new URL(address, page);
  const frame = frameForLaunch(
    url.href,
    'sportsbook',
    url.hostname === siteHostname ? url.origin : page,
  );
  return { ...frame, src: address };
}

/** The tallest a sportsbook may ask its frame to be (a day of fixtures fits well within). */
const maxFrameHeight = 200_000;

/**
 * Which part of a frame is on screen, in the frame's own coordinates: below the sticky top and
 * above the phone's bottom bar.
 */
export function visiblePart(
  frame: { top: number; bottom: number },
  screen: { top: number; bottom: number },
): { top: number; height: number } {
  const top = Math.max(frame.top, screen.top);
  const bottom = Math.min(frame.bottom, screen.bottom);
  return { top: top - frame.top, height: Math.max(0, bottom - top) };
}

/**
 * The embedded sportsbook of /spor, /livespor and /esports, never with the site's origin. The
 * frame is as tall as the book says its content is (`resize`), so the site's page is the one
 * thing that scrolls — no page scrolling inside a frame; until the book says, it fills the space
 * between the header and the bottom bar. The book is told which part of it is on screen
 * (`viewport`), where its slip floats. It may ask for the login dialog (a visitor trying to bet)
 * and say the balance changed; messages from anywhere else are ignored. A visitor's page comes
 * rendered by the server with the frame, which may load and say its height before the site
 * listens: the site asks for it again (`height`).
 */
export function SportsbookFrame({
  section,
  provider,
  title,
}: {
  section: SportsbookSection;
  provider: 'betsy' | 'betco';
  title: string;
}) {
  const { i18n } = useTranslation();
  const betsyUrl = useSessionStore((state) => state.auth?.betsyUrl ?? null);
  const betsyToken = useSessionStore((state) => state.auth?.betsyToken ?? null);
  const betcoUrl = useSessionStore((state) => state.auth?.betcoUrl ?? null);
  const betcoToken = useSessionStore((state) => state.auth?.betcoToken ?? null);
  const setting = useSiteOption(settingKeys[section]);
  const openDialog = useDialogStore((state) => state.open);
  const queryClient = useQueryClient();
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [contentHeight, setContentHeight] = useState<number | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The request's host name in the server's render of a visitor's page, the page's in the browser.
  const siteHostname = firstScreenRender.current()?.host ?? window.location.hostname;
  // The frame reloads only when who plays or where changes, not on every balance update.
  const frame = useMemo(
    () =>
      sportsbookFrame(
        sportsbookAddress({
          section,
          provider,
          setting,
          auth: { betsyUrl, betsyToken, betcoUrl, betcoToken },
          language: i18n.language,
        }),
        siteHostname,
      ),
    [
      section,
      provider,
      setting,
      betsyUrl,
      betsyToken,
      betcoUrl,
      betcoToken,
      i18n.language,
      siteHostname,
    ],
  );

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source === null || event.source !== frameRef.current?.contentWindow) return;
      if (event.origin !== frame.messageOrigin) return;
      const command = (event.data as { command?: unknown } | null)?.command;
      if (command === 'login') openDialog('login');
      if (command === 'balance') {
        void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('balance') });
      }
      const height = (event.data as { height?: unknown }).height;
      if (command === 'sheet') setSheetOpen((event.data as { open?: unknown }).open === true);
      if (command === 'resize' && typeof height === 'number' && Number.isFinite(height)) {
        setContentHeight(Math.min(maxFrameHeight, Math.max(0, Math.round(height))));
      }
    };
    window.addEventListener('message', listen);
    // A frame the server sent may have loaded, and said its height, before the site listened.
    frameRef.current?.contentWindow?.postMessage(
      { command: 'height' },
      frame.messageOrigin === 'null' ? '*' : frame.messageOrigin,
    );
    return () => window.removeEventListener('message', listen);
  }, [frame, openDialog, queryClient]);

  // The page holds still while the book's slip sheet is open on a phone.
  useEffect(() => {
    if (!sheetOpen) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [sheetOpen]);

  // Tells the book which part of it is on screen, as the page scrolls or resizes.
  useEffect(() => {
    let pending = 0;
    const tell = () => {
      pending = 0;
      const element = frameRef.current;
      if (!element?.contentWindow) return;
      const box = element.getBoundingClientRect();
      const styles = getComputedStyle(element);
      const stickyTop = Number.parseFloat(styles.getPropertyValue('--site-top-height')) || 0;
      const bar = document.querySelector('.zar-bottom-bar');
      const barTop =
        bar && getComputedStyle(bar).display !== 'none'
          ? bar.getBoundingClientRect().top
          : window.innerHeight;
      const part = visiblePart(box, {
        top: stickyTop,
        bottom: Math.min(window.innerHeight, barTop),
      });
      element.contentWindow.postMessage(
        { command: 'viewport', ...part },
        frame.messageOrigin === 'null' ? '*' : frame.messageOrigin,
      );
    };
    const schedule = () => {
      if (!pending) pending = window.requestAnimationFrame(tell);
    };
    const element = frameRef.current;
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    element?.addEventListener('load', schedule);
    // The frame's own size changes when the book says how tall it is; the page's when something
    // shows above the frame (the phone reminder, a notice), which moves the frame without a scroll
    // or a resize of its own.
    const resize = 'ResizeObserver' in window ? new ResizeObserver(schedule) : null;
    if (element) resize?.observe(element);
    resize?.observe(document.body);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      element?.removeEventListener('load', schedule);
      resize?.disconnect();
      if (pending) window.cancelAnimationFrame(pending);
    };
  }, [frame]);

  return (
    <div
      className="sportsbook-frame"
      data-sized={contentHeight === null ? undefined : true}
      style={contentHeight === null ? undefined : { height: `${contentHeight}px` }}
    >
      <GameFrame ref={frameRef} title={title} src={frame.src} sandbox={frame.sandbox} />
    </div>
  );
}
