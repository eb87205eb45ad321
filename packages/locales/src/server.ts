import { serverAccounts as enAccounts } from './strings/en/server-accounts';
import { serverBonuses as enBonuses } from './strings/en/server-bonuses';
import { serverCasino as enCasino } from './strings/en/server-casino';
import { serverGames as enGames } from './strings/en/server-games';
import { serverHttp as enHttp } from './strings/en/server-http';
import { serverMessages as enMessages } from './strings/en/server-messages';
import { serverNotifications as enNotifications } from './strings/en/server-notifications';
import { serverOperator as enOperator } from './strings/en/server-operator';
import { serverPayments as enPayments } from './strings/en/server-payments';
import { serverResponsibleGaming as enResponsibleGaming } from './strings/en/server-responsible-gaming';
import { serverSportsbook as enSportsbook } from './strings/en/server-sportsbook';
import { serverAccounts } from './strings/tr/server-accounts';
import { serverBonuses } from './strings/tr/server-bonuses';
import { serverCasino } from './strings/tr/server-casino';
import { serverGames } from './strings/tr/server-games';
import { serverHttp } from './strings/tr/server-http';
import { serverMessages } from './strings/tr/server-messages';
import { serverNotifications } from './strings/tr/server-notifications';
import { serverOperator } from './strings/tr/server-operator';
import { serverPayments } from './strings/tr/server-payments';
import { serverResponsibleGaming } from './strings/tr/server-responsible-gaming';
import { serverSportsbook } from './strings/tr/server-sportsbook';

/**
 * The API's own strings (its answers, notifications, SMS and e-mail, the framed pages it serves),
 * keyed by namespace. An entry of its own that the site never imports, so none of it reaches a
 * browser bundle. A new namespace is a file under strings/tr/ and strings/en/ and a line in both
 * objects below; `SameKeys` in each English file keeps the keys of the two languages equal.
 */
export const serverTr = {
  serverHttp,
  serverAccounts,
  serverPayments,
  serverBonuses,
  serverNotifications,
  serverCasino,
  serverOperator,
  serverResponsibleGaming,
  serverGames,
  serverSportsbook,
  serverMessages,
};

/** Every server string of one language, keyed by namespace. */
export type ServerTranslation = typeof serverTr;

export const serverEn: ServerTranslation = {
  serverHttp: enHttp,
  serverAccounts: enAccounts,
  serverPayments: enPayments,
  serverBonuses: enBonuses,
  serverNotifications: enNotifications,
  serverCasino: enCasino,
  serverOperator: enOperator,
  serverResponsibleGaming: enResponsibleGaming,
  serverGames: enGames,
  serverSportsbook: enSportsbook,
  serverMessages: enMessages,
};

/** Both languages of the server's strings, keyed by locale: the API's i18next resources. */
export const serverTranslations = { tr: serverTr, en: serverEn } as const;
