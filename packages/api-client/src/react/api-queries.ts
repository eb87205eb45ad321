import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type {
  BonusHistoryFilter,
  FinancialActivityFilter,
  GameHistoryFilter,
  GameSearch,
  NotificationPage,
  PaymentDirection,
  SessionHistoryPage,
} from '../contract';
import { queryKeys } from './query-keys';

/** How often the balance is refreshed while it is shown (SPEC §9). */
export const balancePollingMs = 3000;

/**
 * `queryOptions` factories over the client; each query resolves with the envelope's `data` and
 * fails with an `ApiError`. Use with `useQuery`, `useSuspenseQuery` or route loaders.
 */
export function createApiQueries(client: ApiClient) {
  return {
    /** The bootstrap data, fetched once per page load. */
    bootstrap: () =>
      queryOptions({
        queryKey: queryKeys.bootstrap(),
        queryFn: async ({ signal }) => (await client.bootstrap({}, { signal })).data,
        staleTime: Number.POSITIVE_INFINITY,
      }),
    /** The server's UI strings for `locale`. */
    translations: (locale: string) =>
      queryOptions({
        queryKey: queryKeys.translations(locale),
        queryFn: async ({ signal }) => (await client.translations({}, { signal, locale })).data,
        staleTime: Number.POSITIVE_INFINITY,
      }),
    /** The countries of the sign-up form. */
    registerForm: () =>
      queryOptions({
        queryKey: queryKeys.registerForm(),
        queryFn: async ({ signal }) => (await client.registerForm({}, { signal })).data,
        staleTime: Number.POSITIVE_INFINITY,
      }),
    /** The player's balance, polled every 3000 ms; enable it only while logged in. */
    balance: () =>
      queryOptions({
        queryKey: queryKeys.balance(),
        queryFn: async ({ signal }) => (await client.balance({}, { signal })).data,
        refetchInterval: balancePollingMs,
      }),
    /** The logged-in player's details (/dashboard/account). */
    accountDetails: () =>
      queryOptions({
        queryKey: queryKeys.accountDetails(),
        queryFn: async ({ signal }) => (await client.accountDetails({}, { signal })).data,
      }),
    /** A page of the player's logins, newest first (skip 0, take 20 by default). */
    sessionHistory: (page: SessionHistoryPage = {}) =>
      queryOptions({
        queryKey: queryKeys.sessionHistory(page),
        queryFn: async ({ signal }) => (await client.sessionHistory(page, { signal })).data,
      }),
    /** The active deposit or withdraw methods, in display order. */
    paymentMethods: (type: PaymentDirection) =>
      queryOptions({
        queryKey: queryKeys.paymentMethods(type),
        queryFn: async ({ signal }) => (await client.paymentMethods({ type }, { signal })).data,
      }),
    /** The form fields of one deposit or withdraw method; always fetched afresh when opened. */
    paymentDetail: (id: number, type: PaymentDirection) =>
      queryOptions({
        queryKey: queryKeys.paymentDetail(id, type),
        queryFn: async ({ signal }) => (await client.paymentDetail({ id, type }, { signal })).data,
        staleTime: 0,
        gcTime: 0,
      }),
    /** A filtered page of the player's deposits and withdrawals, newest first. */
    financialActivities: (filter: FinancialActivityFilter) =>
      queryOptions({
        queryKey: queryKeys.financialActivities(filter),
        queryFn: async ({ signal }) => (await client.financialActivities(filter, { signal })).data,
      }),
    /** The player's notifications (skip 0, take 100 by default). */
    notifications: (page: NotificationPage = {}) =>
      queryOptions({
        queryKey: queryKeys.notifications(page),
        queryFn: async ({ signal }) => (await client.notifications(page, { signal })).data,
      }),
    /** The bonuses open to claim now, with whether the player claimed each (/dashboard/claim-bonus). */
    bonusOffers: () =>
      queryOptions({
        queryKey: queryKeys.bonusOffers(),
        queryFn: async ({ signal }) => (await client.bonusOffers({}, { signal })).data,
      }),
    /** The bonuses being wagered now, with their progress (/dashboard/bonuses). */
    activeBonuses: () =>
      queryOptions({
        queryKey: queryKeys.activeBonuses(),
        queryFn: async ({ signal }) => (await client.activeBonuses({}, { signal })).data,
      }),
    /** A page of the player's bonus requests, newest first (/dashboard/bonuses). */
    bonusHistory: (filter: BonusHistoryFilter = {}) =>
      queryOptions({
        queryKey: queryKeys.bonusHistory(filter),
        queryFn: async ({ signal }) => (await client.bonusHistory(filter, { signal })).data,
      }),
    /** The slides of the carousel named `slug`. */
    sliderList: (slug: string) =>
      queryOptions({
        queryKey: queryKeys.sliderList(slug),
        queryFn: async ({ signal }) => (await client.sliderList({ slug }, { signal })).data,
      }),
    /** The content categories and their pages (footer, stories, terms). */
    categoryList: () =>
      queryOptions({
        queryKey: queryKeys.categoryList(),
        queryFn: async ({ signal }) => (await client.categoryList({}, { signal })).data,
      }),
    /** The published pages of one content category. */
    contentList: (categoryId: number, status = true) =>
      queryOptions({
        queryKey: queryKeys.contentList(categoryId, status),
        queryFn: async ({ signal }) =>
          (await client.contentList({ categoryId, status }, { signal })).data,
      }),
    /** The top-winners widget (the site asks for isLive false, count 40). */
    topWinners: (isLive = false, count = 40) =>
      queryOptions({
        queryKey: queryKeys.topWinners(isLive, count),
        queryFn: async ({ signal }) =>
          (await client.topWinners({ isLive, count }, { signal })).data,
      }),
    /** A page of the game list. */
    casinoGames: (search: GameSearch) =>
      queryOptions({
        queryKey: queryKeys.casinoGames(search),
        queryFn: async ({ signal }) => (await client.casinoGames(search, { signal })).data,
      }),
    /** The studios of the games in these categories (all when none), A–Z: the provider filter. */
    casinoStudios: (categoryIds?: readonly number[]) =>
      queryOptions({
        queryKey: queryKeys.casinoStudios(categoryIds),
        queryFn: async ({ signal }) =>
          (
            await client.casinoStudios(categoryIds ? { categoryIds: [...categoryIds] } : {}, {
              signal,
            })
          ).data,
      }),
    /** The player's favourite games, most recently added first. */
    favoriteGames: () =>
      queryOptions({
        queryKey: queryKeys.favoriteGames(),
        queryFn: async ({ signal }) => (await client.favoriteGames({}, { signal })).data,
      }),
    /** The games the player launched lately, newest first. */
    recentGames: () =>
      queryOptions({
        queryKey: queryKeys.recentGames(),
        queryFn: async ({ signal }) => (await client.recentGames({}, { signal })).data,
      }),
    /** A page of the player's bets and wins, newest first (/dashboard/game-history). */
    gameHistory: (filter: GameHistoryFilter = {}) =>
      queryOptions({
        queryKey: queryKeys.gameHistory(filter),
        queryFn: async ({ signal }) => (await client.gameHistory(filter, { signal })).data,
      }),
    /** The player's limits and any time-out or self-exclusion (/dashboard/responsible-gaming). */
    playerLimits: () =>
      queryOptions({
        queryKey: queryKeys.playerLimits(),
        queryFn: async ({ signal }) => (await client.playerLimits({}, { signal })).data,
      }),
    /** This login's time and net result, for the reality check over a game. */
    playSession: () =>
      queryOptions({
        queryKey: queryKeys.playSession(),
        queryFn: async ({ signal }) => (await client.playSessionSummary({}, { signal })).data,
      }),
    /** Liveness of the API. */
    health: () =>
      queryOptions({
        queryKey: queryKeys.health(),
        queryFn: async ({ signal }) => (await client.health({}, { signal })).data,
      }),
  };
}

/** The query factories of one client. */
export type ApiQueries = ReturnType<typeof createApiQueries>;
