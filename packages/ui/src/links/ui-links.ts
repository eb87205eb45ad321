/**
 * Where @zar/ui's product components link to: one typed configuration, with the Zar site's paths
 * (SPEC §2) as defaults. A brand whose routes differ overrides any of them through
 * `ZarUiProvider`'s (or `ZarUiI18nextProvider`'s) `links` prop, or `ZarUiLinksProvider`; no
 * component writes a route of its own. Primitives and patterns never read it: their links come in
 * as props.
 */
export interface UiLinks {
  /** The home page (logo). Default `'/'`. */
  home: string;
  /** Sports betting. Default `'/spor'`. */
  sports: string;
  /** Live betting. Default `'/livespor'`. */
  liveSports: string;
  /** E-sports. Default `'/esports'`. */
  esports: string;
  /** The slot lobby, the casino's main page. Default `'/casino/slot'`. */
  casino: string;
  /** The live casino lobby. Default `'/casino/live'`. */
  liveCasino: string;
  /** Virtual games. Default `'/casino/virtual'`. */
  virtualGames: string;
  /** Bingo. Default `'/casino/bingo'`. */
  bingo: string;
  /** Other games. Default `'/casino/games'`. */
  games: string;
  /** TV games. Default `'/casino/tvbets'`. */
  tvGames: string;
  /** Promotions. Default `'/promotions'`. */
  promotions: string;
  /** The call-me-back form page, opened in a new tab from the menu panel. Default `'/call-me'`. */
  callMe: string;
  /** A content page; `:id` is replaced by the page's id (`contentPageLink`). Default `'/pages/:id'`. */
  contentPage: string;
  /** The player's dashboard (the balance button). Default `'/dashboard'`. */
  dashboard: string;
  /** Account details. Default `'/dashboard/account'`. */
  account: string;
  /** Deposit. Default `'/dashboard/deposit'`. */
  deposit: string;
  /** Withdrawal. Default `'/dashboard/withdraw'`. */
  withdraw: string;
  /** Financial activities. Default `'/dashboard/financial-activities'`. */
  financialActivities: string;
  /** Game history. Default `'/dashboard/game-history'`. */
  gameHistory: string;
  /** The player's bonuses. Default `'/dashboard/bonuses'`. */
  bonuses: string;
  /** 'Bonus Talep', claiming a bonus. Default `'/dashboard/claim-bonus'`. */
  claimBonus: string;
  /** Session history. Default `'/dashboard/session-history'`. */
  sessionHistory: string;
  /** Responsible gaming limits. Default `'/dashboard/responsible-gaming'`. */
  responsibleGaming: string;
  /** Phone verification. Default `'/dashboard/phone-verification'`. */
  phoneVerification: string;
  /** Password change. Default `'/dashboard/change-password'`. */
  changePassword: string;
}

/** Any subset of the links, for a brand to override; the rest keep their defaults. */
export type UiLinkOverrides = Partial<UiLinks>;

/** The Zar site's routes (apps/site), the defaults of every link. */
export const defaultUiLinks: Readonly<UiLinks> = Object.freeze({
  home: '/',
  sports: '/spor',
  liveSports: '/livespor',
  esports: '/esports',
  casino: '/casino/slot',
  liveCasino: '/casino/live',
  virtualGames: '/casino/virtual',
  bingo: '/casino/bingo',
  games: '/casino/games',
  tvGames: '/casino/tvbets',
  promotions: '/promotions',
  callMe: '/call-me',
  contentPage: '/pages/:id',
  dashboard: '/dashboard',
  account: '/dashboard/account',
  deposit: '/dashboard/deposit',
  withdraw: '/dashboard/withdraw',
  financialActivities: '/dashboard/financial-activities',
  gameHistory: '/dashboard/game-history',
  bonuses: '/dashboard/bonuses',
  claimBonus: '/dashboard/claim-bonus',
  sessionHistory: '/dashboard/session-history',
  responsibleGaming: '/dashboard/responsible-gaming',
  phoneVerification: '/dashboard/phone-verification',
  changePassword: '/dashboard/change-password',
});

/** The defaults with `overrides` applied; an override left `undefined` keeps its default. */
export function resolveUiLinks(overrides?: UiLinkOverrides): UiLinks {
  const links: UiLinks = { ...defaultUiLinks };
  for (const [key, value] of Object.entries(overrides ?? {}) as [keyof UiLinks, unknown][]) {
    if (typeof value === 'string') links[key] = value;
  }
  return links;
}

/** The address of content page `id`: the `contentPage` link with `:id` filled in. */
export function contentPageLink(links: Pick<UiLinks, 'contentPage'>, id: number | string): string {
  return links.contentPage.replace(':id', encodeURIComponent(String(id)));
}
