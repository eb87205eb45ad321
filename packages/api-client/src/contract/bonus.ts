import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { emptyEnvelope } from './envelope';

/**
 * GET bonus/definetrialbonus: credits the trial bonus (the `trialBonusAmount` of the bootstrap)
 * to a player who chose it at sign-up, once; a second claim is refused with HTTP 400 and a
 * message. A success answers the sentence to show.
 */
export const claimTrialBonus = defineEndpoint({
  method: 'GET',
  path: 'bonus/definetrialbonus',
  request: z.object({}),
  response: emptyEnvelope,
  auth: true,
  effect: 'write',
});
