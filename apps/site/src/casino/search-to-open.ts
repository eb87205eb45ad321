import type { Game } from '@zar/api-client';
import { apiClient } from '../api/api-client';

/** How many games search-to-open asks for (SPEC §7). */
export const searchToOpenTake = 5;

/**
 * The game a menu entry opens by searching its name (the second menu's Aviator): the first of up
 * to 5 results whose name matches exactly, else the first result; null when nothing matches.
 */
export async function findGameByName(name: string): Promise<Game | null> {
  const answer = await apiClient.casinoGames({ search: name, skip: 0, take: searchToOpenTake });
  const wanted = name.toLocaleLowerCase('tr');
  return (
    answer.data.find((game) => game.name.toLocaleLowerCase('tr') === wanted) ??
    answer.data[0] ??
    null
  );
}
