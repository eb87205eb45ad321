/**
 * The real games the demo provider serves. Every catalogue game plays on one of them in the
 * default setup: slots, jackpots and bingo on the slot; roulette and card tables on the roulette
 * wheel; crash, virtual and TV games on the crash game. The casino's `casino_game.engine` column
 * checks the same three names.
 */
export const demoEngines = ['slot', 'roulette', 'crash'] as const;

export type DemoEngine = (typeof demoEngines)[number];
