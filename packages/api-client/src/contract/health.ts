import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';

export const databaseKind = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKind>;

export const healthData = z.object({
  status: z.literal('ok'),
  database: databaseKind,
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
});

/** Liveness of the API process and the kind of database it is on (beyond SPEC §7). */
export const health = defineEndpoint({
  method: 'GET',
  path: 'health',
  request: z.object({}),
  response: envelope(healthData),
  auth: false,
  effect: 'read',
});
