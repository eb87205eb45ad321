import { GameFrame, GameModal } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GameRealityCheck } from '../responsible-gaming/game-reality-check';
import { paths } from '../routes/paths';
import { useGameModalStore } from './game-store';
import { useGameSession } from './use-game-session';

/** The phone's game modal: the game from the store, launched, with its bar's actions. */
export function GameModalHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { game, lobbyPath, close } = useGameModalStore();
  const session = useGameSession(game, { isMobile: true, lobbyPath, onExit: close });
  return (
    <GameModal
      open={game !== null}
      gameName={game?.name ?? ''}
      loading={session.frame === null && !session.failed}
      notice={session.notice}
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
      {game && session.frame ? (
        <GameFrame
          ref={session.frameRef}
          title={t('gamePlay.frameTitle', { name: game.name })}
          src={session.frame.src}
          srcDoc={session.frame.srcDoc}
          sandbox={session.frame.sandbox}
        />
      ) : null}
    </GameModal>
  );
}
