import { GamePlayer } from '@zar/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { gameFromPlaySegment } from '../../casino/play-segment';
import { SessionFrame, sessionStage } from '../../casino/session-frame';
import { useGameSession } from '../../casino/use-game-session';
import { Page } from '../../layout/page';
import { GameRealityCheck } from '../../responsible-gaming/game-reality-check';
import { paths } from '../../routes/paths';

/**
 * The full-page game player of desktops (/casino/play/:game): the game is read from the path,
 * launched with its provider's call and played in a sandboxed frame; exit returns to the lobby it
 * was opened from.
 */
export function GamePlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { game: segment } = useParams();
  // One game object per address: a new one would launch the game again.
  const game = useMemo(() => gameFromPlaySegment(segment), [segment]);
  const lobbyPath =
    (location.state as { lobbyPath?: string } | null)?.lobbyPath ??
    (game?.isLive ? paths.casinoLive : paths.casinoSlot);
  const exit = () => navigate(lobbyPath);
  const session = useGameSession(game, { isMobile: false, lobbyPath, onExit: exit });

  if (!game) {
    return (
      <Page title={t('pages.gamePlay')}>
        <p className="site-page__text" role="alert">
          {t('gamePlay.notFound')}
        </p>
        <Link to={paths.casinoSlot}>{t('gamePlay.backToLobby')}</Link>
      </Page>
    );
  }
  return (
    <Page title={game.name} hideTitle>
      <GamePlayer
        gameName={game.name}
        studio={game.studio}
        {...sessionStage(session)}
        statusBar={
          <GameRealityCheck frameRef={session.frameRef} frameKey={session.frame} onStop={exit} />
        }
        onExit={exit}
        onReload={session.reload}
        onDeposit={() => navigate(paths.deposit)}
      >
        <SessionFrame session={session} gameName={game.name} />
      </GamePlayer>
    </Page>
  );
}
