import type { GameHistoryRow } from './game-history-table';

/** A row as the API sends it: what the table shows and the game's code. */
export interface SampleGameTransaction extends GameHistoryRow {
  gameCode: string;
}

/** A few rounds of the demo games: bets, wins and a refunded bet, newest first. */
export const sampleGameHistory: SampleGameTransaction[] = [
  {
    id: 6,
    kind: 1,
    gameCode: 'zar-slot',
    gameName: 'Zar Meyveleri',
    studio: 'BGaming',
    roundId: 'zd-41',
    amount: 32.5,
    rolledBack: false,
    createdAt: '2026-11-22T11:05:00.000Z',
  },
  {
    id: 5,
    kind: 2,
    gameCode: 'zar-slot',
    gameName: 'Zar Meyveleri',
    studio: 'BGaming',
    roundId: 'zd-41',
    amount: 10,
    rolledBack: false,
    createdAt: '2026-11-22T11:05:00.000Z',
  },
  {
    id: 4,
    kind: 2,
    gameCode: 'aviator',
    gameName: 'Aviator',
    studio: 'Spribe',
    roundId: 'zd-40',
    amount: 25,
    rolledBack: true,
    createdAt: '2026-11-22T10:58:00.000Z',
  },
  {
    id: 3,
    kind: 2,
    gameCode: 'zar-rulet',
    gameName: 'Zar Rulet',
    studio: 'BGaming',
    roundId: 'zd-39',
    amount: 100,
    rolledBack: false,
    createdAt: '2026-11-21T20:14:00.000Z',
  },
];
