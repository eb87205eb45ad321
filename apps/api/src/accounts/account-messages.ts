import { serverKeys } from '../http';

/** What the account calls say to the player, in both languages. */
export const accountMessages = serverKeys('serverAccounts');

/** The texts of the messages sent to players; `{code}` and `{minutes}` are filled in. */
export const outgoingTexts = accountMessages.outgoing;
