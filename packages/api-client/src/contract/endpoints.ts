import {
  accountDetails,
  changePassword,
  changePasswordWithCode,
  checkResetCode,
  login,
  logout,
  register,
  registerForm,
  sendResetPassword,
  sessionHistory,
  updatePhone,
} from './accounts';
import { claimTrialBonus } from './bonus';
import { bonusHistory } from './bonus-history';
import {
  activeBonuses,
  bonusOffers,
  bonusTotals,
  claimBonusOffer,
  forfeitBonus,
} from './bonus-offers';
import { callMeBack } from './call-me-back';
import { casinoGames, casinoStudios, favoriteGames, recentGames, toggleFavorite } from './casino';
import {
  amusnetLaunchUrl,
  dtLaunchUrl,
  egtLaunchUrl,
  emLaunchUrl,
  hub88LaunchUrl,
  softGamingsLaunchUrl,
} from './casino-launch';
import { bootstrap, translations } from './cms';
import { categoryList, contentDetail, contentList, sliderList, topWinners } from './content';
import type { Endpoint } from './endpoint';
import { financialActivities } from './financial-activities';
import { gameHistory } from './game-history';
import { health } from './health';
import { hubTicket } from './hub';
import { notifications, readNotification } from './notifications';
import { paymentMethods } from './payment-methods';
import { cancelWithdrawal, deposit, paymentDetail, withdraw } from './payments';
import { promotions } from './promotions';
import {
  downloadActivityStatement,
  playerLimits,
  playSessionSummary,
  selfExclude,
  setPlayerLimit,
  takeTimeout,
} from './responsible-gaming';
import { balance } from './wallet';

/**
 * Every call of the player API by name. The typed client, the react-query factories, the msw
 * mocks and the server's routes are all built from this object.
 */
export const endpoints = {
  bootstrap,
  translations,
  registerForm,
  login,
  register,
  logout,
  sendResetPassword,
  checkResetCode,
  changePasswordWithCode,
  updatePhone,
  changePassword,
  accountDetails,
  sessionHistory,
  readNotification,
  notifications,
  balance,
  hubTicket,
  claimTrialBonus,
  bonusOffers,
  claimBonusOffer,
  activeBonuses,
  forfeitBonus,
  bonusTotals,
  bonusHistory,
  paymentMethods,
  paymentDetail,
  withdraw,
  cancelWithdrawal,
  deposit,
  financialActivities,
  sliderList,
  categoryList,
  contentList,
  contentDetail,
  topWinners,
  promotions,
  callMeBack,
  casinoGames,
  casinoStudios,
  toggleFavorite,
  favoriteGames,
  recentGames,
  gameHistory,
  playerLimits,
  setPlayerLimit,
  takeTimeout,
  selfExclude,
  playSessionSummary,
  downloadActivityStatement,
  dtLaunchUrl,
  emLaunchUrl,
  amusnetLaunchUrl,
  egtLaunchUrl,
  hub88LaunchUrl,
  softGamingsLaunchUrl,
  health,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The registry entries, as `[name, endpoint]` pairs. */
export function endpointEntries(): Array<[EndpointName, Endpoints[EndpointName]]> {
  return Object.entries(endpoints) as Array<[EndpointName, Endpoints[EndpointName]]>;
}
