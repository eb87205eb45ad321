import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';

/** A promotion of the /promotions page, in the request's language. */
export const promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  /** The description as operator HTML: sanitise before rendering. */
  html: z.string(),
});
export type Promotion = z.infer<typeof promotion>;

/** GET cms/promotions: the active promotions, in display order. */
export const promotions = defineEndpoint({
  method: 'GET',
  path: 'cms/promotions',
  request: z.object({}),
  response: envelope(z.array(promotion)),
  auth: false,
  effect: 'read',
});
