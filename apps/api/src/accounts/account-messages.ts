import { serverKeys } from '../http';

/** What the account calls say to the player: keys of `serverAccounts` in `@zar/locales/server`. */
export const accountMessages = serverKeys('serverAccounts');

/** The texts of the SMS and e-mails sent to players; `{{code}}` and `{{minutes}}` are filled in. */
export const outgoingTexts = accountMessages.outgoing;
