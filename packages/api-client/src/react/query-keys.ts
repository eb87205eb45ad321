import type {
  BonusHistoryFilter,
  FinancialActivityFilter,
  GameHistoryFilter,
  GameSearch,
  NotificationPage,
  PaymentDirection,
  SessionHistoryPage,
} from '../contract';

/**
 * The react-query keys of the player API. Everything under `session` belongs to the logged-in
 * player: remove it at logout with `queryClient.removeQueries({ queryKey: queryKeys.session })`.
 */
export const queryKeys = {
  all: ['zar'] as const,
  session: ['zar', 'session'] as const,
  bootstrap: () => ['zar', 'bootstrap'] as const,
  translations: (locale: string) => ['zar', 'translations', locale] as const,
  registerForm: () => ['zar', 'register-form'] as const,
  balance: () => ['zar', 'session', 'balance'] as const,
  accountDetails: () => ['zar', 'session', 'account'] as const,
  paymentMethods: (type: PaymentDirection) => ['zar', 'session', 'payment-methods', type] as const,
  paymentDetail: (id: number, type: PaymentDirection) =>
    ['zar', 'session', 'payment-detail', { id, type }] as const,
  financialActivities: (filter: FinancialActivityFilter) =>
    ['zar', 'session', 'financial-activities', filter] as const,
  sessionHistory: (page: SessionHistoryPage = {}) =>
    ['zar', 'session', 'sessions', { skip: page.skip ?? 0, take: page.take ?? 20 }] as const,
  notifications: (page: NotificationPage = {}) =>
    ['zar', 'session', 'notifications', { skip: page.skip ?? 0, take: page.take ?? 100 }] as const,
  bonusOffers: () => ['zar', 'session', 'bonus-offers'] as const,
  activeBonuses: () => ['zar', 'session', 'bonus-active'] as const,
  bonusHistory: (filter: BonusHistoryFilter = {}) =>
    ['zar', 'session', 'bonus-history', filter] as const,
  sliderList: (slug: string) => ['zar', 'slider-list', slug] as const,
  categoryList: () => ['zar', 'category-list'] as const,
  contentList: (categoryId: number, status = true) =>
    ['zar', 'content-list', categoryId, status] as const,
  topWinners: (isLive: boolean, count: number) =>
    ['zar', 'top-winners', { isLive, count }] as const,
  casinoGames: (search: GameSearch) => ['zar', 'casino-games', search] as const,
  casinoStudios: (categoryIds?: readonly number[]) =>
    ['zar', 'casino-studios', categoryIds ?? null] as const,
  favoriteGames: () => ['zar', 'session', 'favorite-games'] as const,
  recentGames: () => ['zar', 'session', 'recent-games'] as const,
  playerLimits: () => ['zar', 'session', 'limits'] as const,
  playSession: () => ['zar', 'session', 'play-session'] as const,
  gameHistory: (filter: GameHistoryFilter = {}) =>
    ['zar', 'session', 'game-history', filter] as const,
  health: () => ['zar', 'health'] as const,
};

/** The mutation key of an action call, e.g. `['zar', 'mutation', 'login']`. */
export function mutationKey<Name extends string>(name: Name) {
  return ['zar', 'mutation', name] as const;
}
