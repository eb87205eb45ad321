import { GameFrameControl } from '@zar/api-client';
import { RealityCheckBar, RealityCheckDialog } from '@zar/ui';
import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../routes/paths';
import { useRealityCheck } from './use-reality-check';

export interface GameRealityCheckProps {
  /** The game's frame, paused while the check is on screen. */
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** Changes when a new frame is shown (a launch or reload), so it is told again. */
  frameKey: unknown;
  /** Closes the game (back to the lobby). */
  onStop: () => void;
}

/**
 * The reality check around a game (issue 9): this login's time and net result always in sight
 * above the game, and at each of the player's intervals a dialog that pauses the game behind it
 * and offers to go on, stop, or look at the game history.
 */
export function GameRealityCheck({ frameRef, frameKey, onStop }: GameRealityCheckProps) {
  const navigate = useNavigate();
  const check = useRealityCheck(true);
  const { due } = check;

  // A modal dialog already makes the frame inert; the demo games also refuse new bets until told
  // to resume. Told again when the frame (re)loads, as a message sent before it listened is lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new frame must be told too
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const tell = () =>
      // The frame's origin is opaque (sandboxed): '*' is the only target that reaches it.
      frame.contentWindow?.postMessage(
        { command: due ? GameFrameControl.Pause : GameFrameControl.Resume },
        '*',
      );
    tell();
    frame.addEventListener('load', tell);
    return () => frame.removeEventListener('load', tell);
  }, [due, frameRef, frameKey]);

  const session = check.session;
  if (!session) return null;
  return (
    <>
      <RealityCheckBar
        elapsedMs={check.elapsedMs}
        net={session.net}
        remainingMs={check.remainingMs}
      />
      <RealityCheckDialog
        open={due}
        elapsedMs={check.elapsedMs}
        staked={session.staked}
        won={session.won}
        net={session.net}
        onContinue={check.answer}
        onStop={() => {
          check.answer();
          onStop();
        }}
        onViewHistory={() => {
          check.answer();
          onStop();
          navigate(paths.gameHistory);
        }}
      />
    </>
  );
}
