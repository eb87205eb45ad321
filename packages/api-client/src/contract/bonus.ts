import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { emptyEnvelope } from './envelope';

/** GET bonus/definetrialbonus: claims the welcome (trial) bonus chosen at sign-up. */
export const claimTrialBonus = defineEndpoint({
  method: 'GET',
  path: 'bonus/definetrialbonus',
  request: z.object({}),
  response: emptyEnvelope,
  auth: true,
});
