import * as z from 'zod';

/**
 * The id of a stored record (a payment method, a bonus offer, a page, a notification…) as a
 * request names it: an integer that PostgreSQL's `integer` columns can hold, so an id out of that
 * range is refused as a bad field, never sent to the database.
 */
export const recordId = z.number().int().min(-2_147_483_648).max(2_147_483_647);
