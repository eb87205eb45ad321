import { type Game, game as gameSchema } from '@zar/api-client/contract';

// Reading a play path back (see play-path.ts): only the play page needs it, and with it the
// contract's game schema, so it stays out of a visitor's first load.

function decodeSegment(segment: string): string | null {
  if (!/^[\w-]{1,4000}$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (character) => character.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

/** The game a play path's segment carries, or null when it is not one. */
export function gameFromPlaySegment(segment: string | undefined): Game | null {
  const text = segment ? decodeSegment(segment) : null;
  if (text === null) return null;
  try {
    const parsed = gameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
