import type { Game } from '@zar/api-client/contract';

/** The fields of a game the play path carries (SPEC §3's Game, plus its artwork and studio). */
function encodeSegment(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The desktop player's address of a game: `/casino/play/<the game as base64url JSON>`. */
export function playPath(game: Game): string {
  return `/casino/play/${encodeSegment(JSON.stringify(game))}`;
}
