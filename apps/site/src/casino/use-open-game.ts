import type { Game } from '@zar/api-client';
import { notify } from '@zar/ui';
import { type MouseEvent, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { isMobileViewport } from '../layout/use-is-mobile';
import { paths } from '../routes/paths';
import { notifyFailure } from '../session/server-message';
import { useDialogStore } from '../stores/dialog-store';
import { selectIsLoggedIn, useSessionStore } from '../stores/session-store';
import { useGameModalStore } from './game-store';
import { playPath } from './play-path';
import { findGameByName } from './search-to-open';

/**
 * Opens a game as SPEC §2 and §6 say: a visitor gets the login dialog; a player on a phone the
 * game modal; a player on a desktop the full-page player at /casino/play/<game>.
 */
export function useOpenGame(): (game: Game) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const openDialog = useDialogStore((state) => state.open);
  const openModal = useGameModalStore((state) => state.open);
  return useCallback(
    (game: Game) => {
      if (!selectIsLoggedIn(useSessionStore.getState())) {
        openDialog('login');
        return;
      }
      const lobbyPath = location.pathname.startsWith('/casino/play/')
        ? paths.casinoSlot
        : location.pathname;
      if (isMobileViewport()) openModal(game, lobbyPath);
      else navigate(playPath(game), { state: { lobbyPath } });
    },
    [location.pathname, navigate, openDialog, openModal],
  );
}

/** Whether a click asks the browser for something of its own (a new tab or window, a download). */
function isModifiedClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The click on a game card, a real link to the game's player page (`/casino/play/<game>`) that
 * opens in a new tab: a player on a desktop gets that tab from the browser; a visitor gets the
 * login dialog instead, and a player on a phone the game modal in place (SPEC §2: the full-page
 * player is the desktop's). A click the browser handles itself (middle, Ctrl, Cmd, Shift) is left
 * to it whenever the player is logged in.
 */
export function useGameLinkClick(): (game: Game, event: MouseEvent<HTMLElement>) => void {
  const location = useLocation();
  const openDialog = useDialogStore((state) => state.open);
  const openModal = useGameModalStore((state) => state.open);
  return useCallback(
    (game: Game, event: MouseEvent<HTMLElement>) => {
      if (!selectIsLoggedIn(useSessionStore.getState())) {
        event.preventDefault();
        openDialog('login');
        return;
      }
      if (isModifiedClick(event) || !isMobileViewport()) return;
      event.preventDefault();
      openModal(game, location.pathname);
    },
    [location.pathname, openDialog, openModal],
  );
}

/**
 * Opens a game by searching its name (search-to-open, SPEC §2 and §7: the second menu's Aviator);
 * a game that cannot be found says so.
 */
export function useOpenGameByName(): (name: string) => Promise<void> {
  const openGame = useOpenGame();
  return useCallback(
    async (name: string) => {
      try {
        const game = await findGameByName(name);
        if (game) openGame(game);
        else notify.error(i18n.t('gamePlay.notFound'));
      } catch (error) {
        notifyFailure(error);
      }
    },
    [openGame],
  );
}
