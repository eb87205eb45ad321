import { type Game, game as gameSchema } from '@zar/api-client/contract';

/** The fields of a game the play path carries (SPEC §3's Game, plus its artwork and studio). */
function encodeSegment(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

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

/** The desktop player's address of a game: `/casino/play/<the game as base64url JSON>`. */
export function playPath(game: Game): string {
  return `/casino/play/${encodeSegment(JSON.stringify(game))}`;
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
