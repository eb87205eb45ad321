/** Every route of the site (SPEC §2), for links, guards and the route table. */
export const paths = {
  home: '/',
  sports: '/spor',
  sportsFcg: '/spor/fcg',
  liveBetting: '/livespor',
  liveBettingFcg: '/livespor/fcg',
  esports: '/esports',
  esportsBetco: '/esports/betco',
  casinoSlot: '/casino/slot',
  casinoLive: '/casino/live',
  casinoGames: '/casino/games',
  casinoVirtual: '/casino/virtual',
  casinoBingo: '/casino/bingo',
  casinoTvGames: '/casino/tvbets',
  gamePlay: '/casino/play/:game',
  promotions: '/promotions',
  content: '/pages/:id',
  callMe: '/call-me',
  dashboard: '/dashboard',
  account: '/dashboard/account',
  phoneVerification: '/dashboard/phone-verification',
  deposit: '/dashboard/deposit',
  withdraw: '/dashboard/withdraw',
  changePassword: '/dashboard/change-password',
  financialActivities: '/dashboard/financial-activities',
  gameHistory: '/dashboard/game-history',
  claimBonus: '/dashboard/claim-bonus',
  bonuses: '/dashboard/bonuses',
  sessionHistory: '/dashboard/session-history',
  responsibleGaming: '/dashboard/responsible-gaming',
} as const;

/** Whether a path is in the account area, which only a logged-in player may open (SPEC §6). */
export function isProtectedPath(pathname: string): boolean {
  return pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
}
