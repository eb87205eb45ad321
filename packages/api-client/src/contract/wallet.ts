import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { money } from './money';

/**
 * The player's balance and its currency code, e.g.
 * `{ balance: 1250.5, currency: 'TRY', cash: 1200.5, bonus: 50 }`: `balance` is the total the site
 * shows (SPEC), `cash` the part that can be withdrawn, `bonus` the bonus pocket, which only bets
 * spend and which turns into cash once its wagering is done (issue 22).
 */
export const balanceData = z.object({
  balance: money,
  currency: z.string().min(1),
  cash: money,
  bonus: money,
});
export type Balance = z.infer<typeof balanceData>;

/** GET user/balance: polled every 3000 ms while logged in. */
export const balance = defineEndpoint({
  method: 'GET',
  path: 'user/balance',
  request: z.object({}),
  response: envelope(balanceData),
  auth: true,
  effect: 'read',
  cache: { refetchInterval: 3000 },
});
