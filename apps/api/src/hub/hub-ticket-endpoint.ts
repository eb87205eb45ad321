import { hubTicket } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http';
import type { HubTickets } from './hub-tickets';

/** GET /api/customer/hubticket: a single-use ticket, valid 30 s, that opens the hub for this session. */
export function registerHubTicket(
  app: FastifyInstance,
  { tickets }: { tickets: HubTickets },
): void {
  registerEndpoint(app, hubTicket, async (_input, context) => {
    const ticket = await tickets.issue(context.session);
    context.reply.header('cache-control', 'no-store');
    return { success: true, message: null, data: { ticket } };
  });
}
