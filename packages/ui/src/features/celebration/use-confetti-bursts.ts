import confetti from 'canvas-confetti';
import { type RefObject, useEffect, useRef } from 'react';

/** One burst of the celebration (SPEC §9: 150 particles); nothing for players who reduce motion. */
export const celebrationBurst: confetti.Options = {
  particleCount: 150,
  spread: 100,
  startVelocity: 40,
  origin: { y: 0.6 },
  disableForReducedMotion: true,
};

/**
 * Draws confetti on the given canvas: one burst when the component mounts and one more each time
 * `claimed` turns true. The animation stops and clears when the component unmounts.
 */
export function useConfettiBursts(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  claimed: boolean,
) {
  const fireRef = useRef<confetti.CreateTypes | null>(null);
  const wasClaimed = useRef(claimed);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // No worker: a canvas handed to a worker cannot be used again when an effect re-runs.
    const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
    fireRef.current = fire;
    fire(celebrationBurst);
    return () => {
      fire.reset();
      fireRef.current = null;
    };
  }, [canvasRef]);

  useEffect(() => {
    if (claimed && !wasClaimed.current) fireRef.current?.(celebrationBurst);
    wasClaimed.current = claimed;
  }, [claimed]);
}
