import type { NotifyCommand, NotifyPush } from './hub';

/** The commands of the hub's `NotifyMessage` push (hub.ts gives each one's message schema). */
export const notifyCommandNames: readonly NotifyCommand[] = ['Notification', 'Balance'];

/**
 * Reads a `NotifyMessage` push without the contract's schemas: null unless the command is one of
 * the hub's and the message a JSON object. For the site's production build, which trusts the API's
 * pushes as it trusts its HTTP answers (the API checks each push against the contract before
 * sending it), so a player's first load brings no zod for its socket; development and tests read
 * pushes with `parseNotifyPush`, which checks them.
 */
export function readNotifyPush(command: string, message: string): NotifyPush | null {
  if (!(notifyCommandNames as readonly string[]).includes(command)) return null;
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  return { command, message: json } as NotifyPush;
}
