import { GameModal } from '@zar/ui';
import { useNavigate } from 'react-router-dom';
import { GameRealityCheck } from '../responsible-gaming/game-reality-check';
import { paths } from '../routes/paths';
import { useGameModalStore } from './game-store';
import { SessionFrame, sessionStage } from './session-frame';
import { useGameSession } from './use-game-session';

/** The phone's game modal: the game from the store, launched, with its bar's actions. */
export function GameModalHost() {
  const navigate = useNavigate();
  const { game, lobbyPath, close } = useGameModalStore();
  const session = useGameSession(game, { isMobile: true, lobbyPath, onExit: close });
  return (
    <GameModal
      open={game !== null}
      gameName={game?.name ?? ''}
      {...sessionStage(session)}
      statusBar={
        game ? (
          <GameRealityCheck frameRef={session.frameRef} frameKey={session.frame} onStop={close} />
        ) : null
      }
      onClose={close}
      onReload={session.reload}
      onDeposit={() => {
        close();
        navigate(paths.deposit);
      }}
    >
      {game ? <SessionFrame session={session} gameName={game.name} /> : null}
    </GameModal>
  );
}
