import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { notification } from './notifications';
import { balanceData } from './wallet';

/** What `customer/hubticket` hands out: a ticket that opens one hub connection. */
export const hubTicketData = z.object({ ticket: z.string().min(1) });
export type HubTicket = z.infer<typeof hubTicketData>;

/**
 * GET customer/hubticket: a single-use ticket, valid 30 s, that the site's `accessTokenFactory`
 * returns instead of the session token, so no session token ever sits in the hub's URL.
 */
export const hubTicket = defineEndpoint({
  method: 'GET',
  path: 'customer/hubticket',
  request: z.object({}),
  response: envelope(hubTicketData),
  auth: true,
  effect: 'write',
});

/**
 * The commands of the hub's `NotifyMessage(command, message)` push and what their message (JSON
 * text) carries: `Notification` a new notification, `Balance` the balance after a change.
 */
export const notifyCommands = {
  Notification: notification,
  Balance: balanceData,
} as const;
export type NotifyCommand = keyof typeof notifyCommands;

/** One push of the hub, its message parsed. */
export type NotifyPush = {
  [C in NotifyCommand]: { command: C; message: z.infer<(typeof notifyCommands)[C]> };
}[NotifyCommand];

function isNotifyCommand(command: string): command is NotifyCommand {
  return Object.hasOwn(notifyCommands, command);
}

/** Reads a `NotifyMessage` push; null for an unknown command or a message that does not fit it. */
export function parseNotifyPush(command: string, message: string): NotifyPush | null {
  if (!isNotifyCommand(command)) return null;
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return null;
  }
  const parsed = notifyCommands[command].safeParse(json);
  return parsed.success ? ({ command, message: parsed.data } as NotifyPush) : null;
}
