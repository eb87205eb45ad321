import { clsx } from 'clsx';
import { LogOut, Maximize, Minimize } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { GameScreen, type GameScreenProps, GameToolbarButton, splitGameScreen } from './game-modal';

export interface GamePlayerProps
  extends GameScreenProps,
    Omit<ComponentProps<'section'>, 'children'> {
  /** Back to the lobby. */
  onExit: () => void;
}

/**
 * The desktop game player of /casino/play/…: the game's bar (name, studio, Deposit, reload, full
 * screen, exit) and an optional status row over a stage that fills the window's height. Full
 * screen takes the whole player, so the bar and the status row stay in sight.
 */
export function GamePlayer(playerProps: GamePlayerProps) {
  const [screen, { onExit, className, ...props }] = splitGameScreen(playerProps);
  const { t } = useUiTranslation();
  const player = useRef<HTMLElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void player.current?.requestFullscreen?.();
  };
  return (
    <section
      aria-label={screen.gameName}
      {...props}
      ref={player}
      className={clsx('zar-game-player', className)}
      data-slot="game-player"
    >
      <GameScreen
        screen={screen}
        buttons={
          <>
            <GameToolbarButton
              label={t(fullscreen ? 'casino.modal.exitFullscreen' : 'casino.modal.fullscreen')}
              onClick={toggleFullscreen}
            >
              {fullscreen ? (
                <Minimize size={18} aria-hidden="true" />
              ) : (
                <Maximize size={18} aria-hidden="true" />
              )}
            </GameToolbarButton>
            <GameToolbarButton label={t('casino.modal.close')} onClick={onExit}>
              <LogOut size={18} aria-hidden="true" />
            </GameToolbarButton>
          </>
        }
      />
    </section>
  );
}
