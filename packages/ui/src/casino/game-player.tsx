import { clsx } from 'clsx';
import { LogOut, Maximize, Minimize } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStage, GameStatus, GameToolbar, GameToolbarButton } from './game-modal';

export interface GamePlayerProps extends Omit<ComponentProps<'section'>, 'children'> {
  gameName: string;
  studio?: string;
  /** Back to the lobby. */
  onExit: () => void;
  onReload: () => void;
  onDeposit?: () => void;
  /** No address yet: 'Loading...' shows instead of the game. */
  loading: boolean;
  notice?: string | null;
  /** The game frame. */
  children?: ReactNode;
  /** Shown between the bar and the game, always visible (e.g. the reality check's time and net). */
  statusBar?: ReactNode;
}

/**
 * The desktop game player of /casino/play/…: the game's bar (name, studio, Deposit, reload, full
 * screen, exit) and an optional status row over a stage that fills the window's height. Full
 * screen takes the whole player, so the bar and the status row stay in sight.
 */
export function GamePlayer({
  gameName,
  studio,
  onExit,
  onReload,
  onDeposit,
  loading,
  notice,
  children,
  statusBar,
  className,
  ...props
}: GamePlayerProps) {
  const { t } = useTranslation();
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
      aria-label={gameName}
      {...props}
      ref={player}
      className={clsx('zar-game-player', className)}
      data-slot="game-player"
    >
      <GameToolbar gameName={gameName} studio={studio} onReload={onReload} onDeposit={onDeposit}>
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
      </GameToolbar>
      <GameStatus>{statusBar}</GameStatus>
      <GameStage loading={loading} notice={notice}>
        {children}
      </GameStage>
    </section>
  );
}
