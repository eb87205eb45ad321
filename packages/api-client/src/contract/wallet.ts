import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { money } from './money';

/** The player's withdrawable balance and its currency code, e.g. `{ balance: 1250.5, currency: 'TRY' }`. */
export const balanceData = z.object({ balance: money, currency: z.string().min(1) });
export type Balance = z.infer<typeof balanceData>;

/** GET user/balance: polled every 3000 ms while logged in. */
export const balance = defineEndpoint({
  method: 'GET',
  path: 'user/balance',
  request: z.object({}),
  response: envelope(balanceData),
  auth: true,
});
