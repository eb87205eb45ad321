import type { DomainStatus } from '@zar/api-client';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { firstScreenRender } from '../bootstrap/first-screen-render';
import { useDomainStatus } from '../bootstrap/use-bootstrap';
import { paths } from '../routes/paths';
import { useUiStore } from '../stores/ui-store';

/** The page-level class that makes room for the top notification bar. */
export const topNotifyBodyClass = 'has-top-notify';
/** After dismissal the bar collapses; the page-level class goes this much later (SPEC §9). */
export const topNotifyRemovalDelayMs = 500;

export interface TopNotificationState {
  /** Render the bar (true also while it collapses after dismissal). */
  visible: boolean;
  /** The bar is collapsing after the player dismissed it. */
  collapsed: boolean;
  /** The domains named in the bar's text; undefined until the bootstrap arrives. */
  domains: DomainStatus | undefined;
  /** The player closes the bar: stores `topNotifyRead`, collapses it, drops the class 500 ms later. */
  dismiss: () => void;
}

/**
 * The alternative-domain bar (SPEC §2, §4): shown only on `/` until the player dismisses it.
 * Leaving `/` hides it for the rest of the visit without storing the read marker, so it comes
 * back on the next visit; only the close button stores `topNotifyRead`.
 * Mount once, in the layout.
 */
export function useTopNotification(): TopNotificationState {
  const { pathname } = useLocation();
  const onHome = pathname === paths.home;
  const storedRead = useUiStore((state) => state.topNotifyRead);
  // The server's render of the first screen knows the marker by its cookie.
  const read = firstScreenRender.current()?.topNotifyRead ?? storedRead;
  const leftHome = useUiStore((state) => state.topNotifyLeftHome);
  const markRead = useUiStore((state) => state.markTopNotifyRead);
  const leaveHome = useUiStore((state) => state.leaveHome);
  const domains = useDomainStatus();
  const [collapsing, setCollapsing] = useState(false);

  useEffect(() => {
    if (!onHome) leaveHome();
  }, [onHome, leaveHome]);

  const shown = onHome && !leftHome && !read;
  const visible = shown || (onHome && collapsing);

  useEffect(() => {
    if (!shown) return;
    document.body.classList.add(topNotifyBodyClass);
    return () => document.body.classList.remove(topNotifyBodyClass);
  }, [shown]);

  useEffect(() => {
    if (!collapsing) return;
    document.body.classList.add(topNotifyBodyClass);
    const timer = setTimeout(() => {
      document.body.classList.remove(topNotifyBodyClass);
      setCollapsing(false);
    }, topNotifyRemovalDelayMs);
    return () => clearTimeout(timer);
  }, [collapsing]);

  return {
    visible,
    collapsed: collapsing,
    domains,
    dismiss: () => {
      setCollapsing(true);
      markRead();
    },
  };
}
