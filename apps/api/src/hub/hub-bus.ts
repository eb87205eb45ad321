import * as z from 'zod';

/** What one API process tells every process's hub, itself included. */
export const hubEvent = z.discriminatedUnion('kind', [
  /** A `NotifyMessage(command, message)` for one player's sockets, or everyone's when null. */
  z.object({
    kind: z.literal('push'),
    playerId: z.number().int().nullable(),
    command: z.string(),
    message: z.string(),
  }),
  /** Sessions that ended: their sockets close. */
  z.object({
    kind: z.literal('revoked'),
    playerId: z.number().int(),
    sessionIds: z.array(z.number().int()),
  }),
]);
export type HubEvent = z.infer<typeof hubEvent>;

/** Carries hub events to every API process. */
export interface HubBus {
  /**
   * Hands the events to every process (this one included), which receives them in this order;
   * resolves once they are on their way.
   */
  publish(events: readonly HubEvent[]): Promise<void>;
  /** Stops listening. */
  close(): Promise<void>;
  /** Events heard but not yet delivered to this process's sockets (`/metrics`); default none. */
  backlog?(): number;
}

/** The bus of a single process (PGlite is embedded, so there is never another): events go straight to `deliver`. */
export function createLocalHubBus(deliver: (event: HubEvent) => void): HubBus {
  return {
    async publish(events) {
      for (const event of events) deliver(event);
    },
    async close() {},
  };
}
