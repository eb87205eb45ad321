import type { Game } from '@zar/api-client';
import { notify } from '@zar/ui';
import { useCallback } from 'react';
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
