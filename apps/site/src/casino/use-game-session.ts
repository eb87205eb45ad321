import { useQueryClient } from '@tanstack/react-query';
import { type Game, readGameFrameMessage } from '@zar/api-client';
import { queryKeyPrefix } from '@zar/api-client/react';
import { notify } from '@zar/ui';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../session/server-message';
import {
  frameForLaunch,
  type GameFrameSpec,
  launchFailureCloses,
  requestLaunch,
} from './game-launch';

export interface GameSession {
  /** The frame to show, or null while the launch is on its way ('Loading...'). */
  frame: GameFrameSpec | null;
  /** 'Game will be reloaded. Please wait...' while reloading; the server's reason once a launch failed. */
  notice: string | null;
  /** The launch failed: no frame is coming (the stage shows the reason, not 'Loading...'). */
  failed: boolean;
  /** Clears the address, says so and launches again (SPEC §4). */
  reload: () => void;
  /** The frame element, for checking that messages come from it. */
  frameRef: RefObject<HTMLIFrameElement | null>;
}

/**
 * Launches `game` and keeps it running: relaunches on reload, listens to the frame's messages
 * (only from its own window and expected origin: `exit` calls `onExit`, the provider's reload
 * command reloads), and on a failed launch shows the server's message, closing the game for the
 * providers that require it. The header balance is refreshed when the session ends.
 */
export function useGameSession(
  game: Game | null,
  { isMobile, lobbyPath, onExit }: { isMobile: boolean; lobbyPath: string; onExit: () => void },
): GameSession {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [frame, setFrame] = useState<GameFrameSpec | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const exit = useRef(onExit);
  exit.current = onExit;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (reload) relaunches
  useEffect(() => {
    if (!game) return;
    let current = true;
    setFrame(null);
    setFailed(false);
    requestLaunch(game, {
      isMobile,
      language: i18n.language,
      lobbyUrl: `${window.location.origin}${lobbyPath}`,
    })
      .then((answer) => {
        if (!current) return;
        setFrame(frameForLaunch(answer, game.providerName, window.location.origin));
        setNotice(null);
      })
      .catch((error: unknown) => {
        if (!current) return;
        // Said twice: the toast, and in the game's place until the player reloads or closes
        // (a toast alone went by while 'Loading...' stayed for good, issue 21).
        const message = failureMessage(error);
        setNotice(message);
        setFailed(true);
        notify.error(message);
        if (launchFailureCloses(game.providerName)) exit.current();
      });
    return () => {
      current = false;
    };
  }, [game, isMobile, lobbyPath, i18n.language, attempt]);

  const reload = useCallback(() => {
    setFrame(null);
    setNotice(t('gamePlay.reloading'));
    setAttempt((value) => value + 1);
  }, [t]);

  useEffect(() => {
    if (!frame) return;
    const listen = (event: MessageEvent) => {
      if (event.source === null || event.source !== frameRef.current?.contentWindow) return;
      if (event.origin !== frame.messageOrigin) return;
      const action = readGameFrameMessage(event.data);
      if (action === 'exit') exit.current();
      if (action === 'reload') reload();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, reload]);

  // The game moved money: the header shows the balance as it is now when the game closes.
  useEffect(() => {
    if (!game) return;
    return () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('balance') });
    };
  }, [game, queryClient]);

  return { frame, notice, failed, reload, frameRef };
}
