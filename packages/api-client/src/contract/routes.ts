import type { HttpMethod } from './endpoint';
import type { EndpointName, Endpoints } from './endpoints';

/** A call's method and path under the API base, without its schemas: what a request needs. */
export interface Route<M extends HttpMethod = HttpMethod> {
  method: M;
  /** Path relative to the API base, without a leading slash, e.g. `auth/login`. */
  path: string;
  /** True when the call needs a logged-in player. */
  auth: boolean;
}

/**
 * Every call of `endpoints` by name, without zod: the client makes its calls from this table, so a
 * site that does not check answers against the schemas ships no zod (issue #10). The types keep
 * the names and methods in step with `endpoints`; routes.test.ts keeps the paths and auth flags.
 */
export const routes = {
  bootstrap: { method: 'GET', path: 'cms/grouped', auth: false },
  translations: { method: 'GET', path: 'cms/translationlist', auth: false },
  registerForm: { method: 'GET', path: 'auth/form', auth: false },
  login: { method: 'POST', path: 'auth/login', auth: false },
  register: { method: 'POST', path: 'auth/register', auth: false },
  logout: { method: 'GET', path: 'auth/logout', auth: true },
  sendResetPassword: { method: 'POST', path: 'auth/sendresetpassword', auth: false },
  checkResetCode: { method: 'POST', path: 'auth/checkresetcode', auth: false },
  changePasswordWithCode: { method: 'POST', path: 'auth/changepasswordwithcode', auth: false },
  updatePhone: { method: 'POST', path: 'customer/updatephone', auth: true },
  changePassword: { method: 'POST', path: 'customer/changepassword', auth: true },
  accountDetails: { method: 'GET', path: 'customer/account', auth: true },
  sessionHistory: { method: 'POST', path: 'customer/sessions', auth: true },
  readNotification: { method: 'POST', path: 'customer/readnotification', auth: true },
  notifications: { method: 'POST', path: 'customer/notification', auth: true },
  balance: { method: 'GET', path: 'user/balance', auth: true },
  hubTicket: { method: 'GET', path: 'customer/hubticket', auth: true },
  claimTrialBonus: { method: 'GET', path: 'bonus/definetrialbonus', auth: true },
  bonusOffers: { method: 'GET', path: 'bonus/offers', auth: true },
  claimBonusOffer: { method: 'POST', path: 'bonus/claim', auth: true },
  activeBonuses: { method: 'GET', path: 'bonus/active', auth: true },
  forfeitBonus: { method: 'POST', path: 'bonus/forfeit', auth: true },
  bonusHistory: { method: 'POST', path: 'bonus/history', auth: true },
  paymentMethods: { method: 'POST', path: 'payment/methods', auth: true },
  paymentDetail: { method: 'POST', path: 'payment/detail', auth: true },
  withdraw: { method: 'POST', path: 'payment/withdraw', auth: true },
  cancelWithdrawal: { method: 'POST', path: 'payment/cancelwithdrawal', auth: true },
  deposit: { method: 'POST', path: 'payment/deposit', auth: true },
  financialActivities: { method: 'POST', path: 'payment/history', auth: true },
  sliderList: { method: 'POST', path: 'cms/sliderlist', auth: false },
  categoryList: { method: 'GET', path: 'cms/categorylist', auth: false },
  contentList: { method: 'POST', path: 'cms/contentlist', auth: false },
  contentDetail: { method: 'POST', path: 'cms/content', auth: false },
  topWinners: { method: 'POST', path: 'transaction/topwinners', auth: false },
  promotions: { method: 'GET', path: 'cms/promotions', auth: false },
  callMeBack: { method: 'POST', path: 'cms/callmeback', auth: false },
  casinoGames: { method: 'POST', path: 'casino/games', auth: false },
  casinoStudios: { method: 'POST', path: 'casino/studios', auth: false },
  toggleFavorite: { method: 'POST', path: 'casino/togglefavorite', auth: true },
  favoriteGames: { method: 'GET', path: 'casino/favorites', auth: true },
  recentGames: { method: 'GET', path: 'casino/recent', auth: true },
  gameHistory: { method: 'POST', path: 'transaction/gamehistory', auth: true },
  playerLimits: { method: 'GET', path: 'customer/limits', auth: true },
  setPlayerLimit: { method: 'POST', path: 'customer/limits', auth: true },
  takeTimeout: { method: 'POST', path: 'customer/timeout', auth: true },
  selfExclude: { method: 'POST', path: 'customer/selfexclusion', auth: true },
  playSessionSummary: { method: 'GET', path: 'customer/playsession', auth: true },
  downloadActivityStatement: { method: 'POST', path: 'customer/statement', auth: true },
  dtLaunchUrl: { method: 'POST', path: 'casino/dtlaunchurl', auth: true },
  emLaunchUrl: { method: 'POST', path: 'casino/emlaunchurl', auth: true },
  amusnetLaunchUrl: { method: 'POST', path: 'casino/amusnetlaunchurl', auth: true },
  egtLaunchUrl: { method: 'POST', path: 'casino/egtlaunchurl', auth: true },
  hub88LaunchUrl: { method: 'POST', path: 'casino/hub88launchurl', auth: true },
  softGamingsLaunchUrl: { method: 'POST', path: 'casino/softgamingslaunchurl', auth: true },
  health: { method: 'GET', path: 'health', auth: false },
} as const satisfies { [K in EndpointName]: Route<Endpoints[K]['method']> };
