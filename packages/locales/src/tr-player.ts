import { bonusMoney } from './strings/tr/bonus-money';

/**
 * Turkish strings only a player's pages use (the bonus money of issue 22), which a visitor's first
 * load leaves out: an entry of its own, so the site loads it with those pages.
 */
export const trPlayerStrings = { bonusMoney };
