// Generated from endpoints.ts by routes.test.ts: do not edit. After changing an endpoint, run
// `pnpm --filter @zar/api-client routes` (the test fails while this file is stale).
import type { Route } from './route';
import type { EndpointName, Endpoints } from './endpoints';

/**
 * Every call of `endpoints` by name, without zod: the client makes its calls from this table and
 * the react-query factories and keys come from it, so a site that does not check answers against
 * the schemas ships no zod (issue #10).
 */
export const routes = {
  bootstrap: { method: 'GET', path: 'cms/grouped', auth: false, effect: 'read', cache: { staleTime: Number.POSITIVE_INFINITY } },
  translations: { method: 'GET', path: 'cms/translationlist', auth: false, effect: 'read', cache: { staleTime: Number.POSITIVE_INFINITY } },
  registerForm: { method: 'GET', path: 'auth/form', auth: false, effect: 'read', cache: { staleTime: Number.POSITIVE_INFINITY } },
  login: { method: 'POST', path: 'auth/login', auth: false, effect: 'write' },
  register: { method: 'POST', path: 'auth/register', auth: false, effect: 'write' },
  logout: { method: 'GET', path: 'auth/logout', auth: true, effect: 'write' },
  sendResetPassword: { method: 'POST', path: 'auth/sendresetpassword', auth: false, effect: 'write' },
  checkResetCode: { method: 'POST', path: 'auth/checkresetcode', auth: false, effect: 'write' },
  changePasswordWithCode: { method: 'POST', path: 'auth/changepasswordwithcode', auth: false, effect: 'write' },
  updatePhone: { method: 'POST', path: 'customer/updatephone', auth: true, effect: 'write' },
  changePassword: { method: 'POST', path: 'customer/changepassword', auth: true, effect: 'write' },
  accountDetails: { method: 'GET', path: 'customer/account', auth: true, effect: 'read' },
  sessionHistory: { method: 'POST', path: 'customer/sessions', auth: true, effect: 'read', defaults: {'skip':0,'take':20} },
  readNotification: { method: 'POST', path: 'customer/readnotification', auth: true, effect: 'write' },
  notifications: { method: 'POST', path: 'customer/notification', auth: true, effect: 'read', defaults: {'skip':0,'take':100} },
  balance: { method: 'GET', path: 'user/balance', auth: true, effect: 'read', cache: { refetchInterval: 3000 } },
  hubTicket: { method: 'GET', path: 'customer/hubticket', auth: true, effect: 'write' },
  claimTrialBonus: { method: 'GET', path: 'bonus/definetrialbonus', auth: true, effect: 'write' },
  bonusOffers: { method: 'GET', path: 'bonus/offers', auth: true, effect: 'read' },
  claimBonusOffer: { method: 'POST', path: 'bonus/claim', auth: true, effect: 'write' },
  activeBonuses: { method: 'GET', path: 'bonus/active', auth: true, effect: 'read' },
  forfeitBonus: { method: 'POST', path: 'bonus/forfeit', auth: true, effect: 'write' },
  bonusTotals: { method: 'GET', path: 'bonus/totals', auth: true, effect: 'read' },
  bonusHistory: { method: 'POST', path: 'bonus/history', auth: true, effect: 'read', defaults: {'skip':0,'take':20} },
  paymentMethods: { method: 'POST', path: 'payment/methods', auth: true, effect: 'read' },
  paymentDetail: { method: 'POST', path: 'payment/detail', auth: true, effect: 'read', cache: { staleTime: 0, gcTime: 0 } },
  withdraw: { method: 'POST', path: 'payment/withdraw', auth: true, effect: 'write' },
  cancelWithdrawal: { method: 'POST', path: 'payment/cancelwithdrawal', auth: true, effect: 'write' },
  deposit: { method: 'POST', path: 'payment/deposit', auth: true, effect: 'write' },
  financialActivities: { method: 'POST', path: 'payment/history', auth: true, effect: 'read', defaults: {'kind':0,'skip':0,'take':20} },
  sliderList: { method: 'POST', path: 'cms/sliderlist', auth: false, effect: 'read' },
  categoryList: { method: 'GET', path: 'cms/categorylist', auth: false, effect: 'read' },
  contentList: { method: 'POST', path: 'cms/contentlist', auth: false, effect: 'read' },
  contentDetail: { method: 'POST', path: 'cms/content', auth: false, effect: 'read' },
  topWinners: { method: 'POST', path: 'transaction/topwinners', auth: false, effect: 'read' },
  promotions: { method: 'GET', path: 'cms/promotions', auth: false, effect: 'read' },
  callMeBack: { method: 'POST', path: 'cms/callmeback', auth: false, effect: 'write' },
  casinoGames: { method: 'POST', path: 'casino/games', auth: false, effect: 'read' },
  casinoStudios: { method: 'POST', path: 'casino/studios', auth: false, effect: 'read' },
  toggleFavorite: { method: 'POST', path: 'casino/togglefavorite', auth: true, effect: 'write' },
  favoriteGames: { method: 'GET', path: 'casino/favorites', auth: true, effect: 'read' },
  recentGames: { method: 'GET', path: 'casino/recent', auth: true, effect: 'read' },
  gameHistory: { method: 'POST', path: 'transaction/gamehistory', auth: true, effect: 'read', defaults: {'kind':0,'skip':0,'take':20} },
  playerLimits: { method: 'GET', path: 'customer/limits', auth: true, effect: 'read' },
  setPlayerLimit: { method: 'POST', path: 'customer/limits', auth: true, effect: 'write' },
  takeTimeout: { method: 'POST', path: 'customer/timeout', auth: true, effect: 'write' },
  selfExclude: { method: 'POST', path: 'customer/selfexclusion', auth: true, effect: 'write' },
  playSessionSummary: { method: 'GET', path: 'customer/playsession', auth: true, effect: 'read' },
  downloadActivityStatement: { method: 'POST', path: 'customer/statement', auth: true, effect: 'read' },
  dtLaunchUrl: { method: 'POST', path: 'casino/dtlaunchurl', auth: true, effect: 'write' },
  emLaunchUrl: { method: 'POST', path: 'casino/emlaunchurl', auth: true, effect: 'write' },
  amusnetLaunchUrl: { method: 'POST', path: 'casino/amusnetlaunchurl', auth: true, effect: 'write' },
  egtLaunchUrl: { method: 'POST', path: 'casino/egtlaunchurl', auth: true, effect: 'write' },
  hub88LaunchUrl: { method: 'POST', path: 'casino/hub88launchurl', auth: true, effect: 'write' },
  softGamingsLaunchUrl: { method: 'POST', path: 'casino/softgamingslaunchurl', auth: true, effect: 'write' },
  health: { method: 'GET', path: 'health', auth: false, effect: 'read' },
} as const satisfies {
  [K in EndpointName]: Route<Endpoints[K]['method'], Endpoints[K]['effect']>;
};
