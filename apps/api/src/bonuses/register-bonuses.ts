import type { FastifyInstance } from 'fastify';
import { registerActiveBonuses } from './active-bonus-endpoints';
import { registerBonusHistory } from './bonus-history-endpoint';
import { registerBonusOffers } from './bonus-offer-endpoints';
import type { BonusServices } from './bonus-services';
import { registerTrialBonus } from './trial-bonus-endpoint';

/**
 * Every bonus call of the player: the trial bonus, the claimable offers, the bonus being wagered
 * (and its forfeit, and the sweep that expires bonuses) and the bonus history.
 * Sessions must be registered first.
 */
export function registerBonuses(app: FastifyInstance, services: BonusServices): void {
  registerTrialBonus(app, services);
  registerBonusOffers(app, services);
  registerActiveBonuses(app, services);
  registerBonusHistory(app, services);
}
