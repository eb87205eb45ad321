import { GameFrame } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import type { GameSession } from './use-game-session';

/** What the game's stage shows of a session: 'Loading...' until the frame comes, and the notice. */
export function sessionStage(session: GameSession): { loading: boolean; notice: string | null } {
  return { loading: session.frame === null && !session.failed, notice: session.notice };
}

/** The launched game's sandboxed frame, for the phone's modal and the desktop player alike. */
export function SessionFrame({ session, gameName }: { session: GameSession; gameName: string }) {
  const { t } = useTranslation();
  if (!session.frame) return null;
  return (
    <GameFrame
      ref={session.frameRef}
      title={t('gamePlay.frameTitle', { name: gameName })}
      src={session.frame.src}
      srcDoc={session.frame.srcDoc}
      sandbox={session.frame.sandbox}
    />
  );
}
