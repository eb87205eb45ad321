import type { RouteObject } from 'react-router-dom';
import { requireSession } from '../guard/require-session';
import { loadPlayerStrings } from '../i18n/i18n';
import { RouteError } from '../layout/route-error';
import { SiteLayout } from '../layout/site-layout';
import { SiteSplash } from '../layout/site-splash';
import type { CasinoSection } from '../pages/casino/casino-lobby-page';
import { paths } from './paths';

/**
 * The `handle` of a page the API renders on the server for a visitor (entry-server.tsx): one whose
 * first screen's data the API puts into index.html (the home page, the casino lobbies, the
 * promotions, the content pages, the sportsbook pages with the visitor's frame) and which renders
 * without a browser. Other pages show the splash until the site has loaded.
 */
export const serverRendered = { serverRender: true } as const;

/** Whether a route's page is rendered on the server (see `serverRendered`). */
export function isServerRendered(route: RouteObject): boolean {
  return (route.handle as { serverRender?: boolean } | undefined)?.serverRender === true;
}

const casinoLobby = (section: CasinoSection) => async () => {
  const { CasinoLobbyPage } = await import('../pages/casino/casino-lobby-page');
  return { element: <CasinoLobbyPage section={section} /> };
};

/**
 * The route table of SPEC §2. The layout loads with the first visit; every page is a lazy chunk,
 * fetched when a player first opens it.
 */
export const siteRoutes: RouteObject[] = [
  {
    path: paths.home,
    Component: SiteLayout,
    // Until the first page's chunk is there (index.html preloads it with the entry) the splash
    // stays: the frame is then rendered once, with the page, not first around a spinner.
    HydrateFallback: SiteSplash,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page show inside the layout, so the header and menu stay usable.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            handle: serverRendered,
            lazy: () => import('../pages/home/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: paths.sports,
            handle: serverRendered,
            lazy: () =>
              import('../pages/sports/sports-page').then((m) => ({ Component: m.SportsPage })),
          },
          {
            path: paths.sportsFcg,
            handle: serverRendered,
            lazy: () =>
              import('../pages/sports/sports-page').then((m) => ({ Component: m.SportsPage })),
          },
          {
            path: paths.liveBetting,
            handle: serverRendered,
            lazy: () =>
              import('../pages/sports/live-betting-page').then((m) => ({
                Component: m.LiveBettingPage,
              })),
          },
          {
            path: paths.liveBettingFcg,
            handle: serverRendered,
            lazy: () =>
              import('../pages/sports/live-betting-page').then((m) => ({
                Component: m.LiveBettingPage,
              })),
          },
          {
            path: paths.esports,
            handle: serverRendered,
            lazy: () =>
              import('../pages/sports/esports-page').then((m) => ({ Component: m.EsportsPage })),
          },
          {
            path: paths.esportsBetco,
            handle: serverRendered,
            lazy: () =>
              import('../pages/sports/esports-page').then((m) => ({ Component: m.EsportsPage })),
          },
          { path: paths.casinoSlot, handle: serverRendered, lazy: casinoLobby('slot') },
          { path: paths.casinoLive, handle: serverRendered, lazy: casinoLobby('live') },
          { path: paths.casinoGames, handle: serverRendered, lazy: casinoLobby('games') },
          { path: paths.casinoVirtual, handle: serverRendered, lazy: casinoLobby('virtual') },
          { path: paths.casinoBingo, handle: serverRendered, lazy: casinoLobby('bingo') },
          { path: paths.casinoTvGames, handle: serverRendered, lazy: casinoLobby('tvbets') },
          {
            path: paths.gamePlay,
            lazy: () =>
              import('../pages/casino/game-play-page').then((m) => ({
                Component: m.GamePlayPage,
              })),
          },
          {
            path: paths.promotions,
            handle: serverRendered,
            lazy: () =>
              import('../pages/promotions/promotions-page').then((m) => ({
                Component: m.PromotionsPage,
              })),
          },
          {
            path: paths.content,
            handle: serverRendered,
            lazy: () =>
              import('../pages/content/content-page').then((m) => ({ Component: m.ContentPage })),
          },
          {
            path: paths.callMe,
            lazy: () =>
              import('../pages/call-me/call-me-page').then((m) => ({ Component: m.CallMePage })),
          },
          {
            path: paths.dashboard,
            middleware: [requireSession],
            lazy: () =>
              import('../pages/dashboard/dashboard-layout').then((m) => ({
                Component: m.DashboardLayout,
              })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('../pages/dashboard/dashboard-home-page').then((m) => ({
                    Component: m.DashboardHomePage,
                  })),
              },
              {
                path: paths.account,
                lazy: () =>
                  import('../pages/dashboard/account-page').then((m) => ({
                    Component: m.AccountPage,
                  })),
              },
              {
                path: paths.phoneVerification,
                lazy: () =>
                  import('../pages/dashboard/phone-verification-page').then((m) => ({
                    Component: m.PhoneVerificationPage,
                  })),
              },
              {
                path: paths.changePassword,
                lazy: () =>
                  import('../pages/dashboard/change-password-page').then((m) => ({
                    Component: m.ChangePasswordPage,
                  })),
              },
              {
                // The pages that speak of money or bonuses: their strings, which a visitor's first
                // load leaves out (@zar/locales/tr-player), load with them. /dashboard itself and
                // the account's details, phone and password pages need none.
                lazy: () => loadPlayerStrings().then(() => ({})),
                children: [
                  {
                    path: paths.deposit,
                    lazy: () =>
                      import('../pages/dashboard/deposit-page').then((m) => ({
                        Component: m.DepositPage,
                      })),
                  },
                  {
                    path: paths.withdraw,
                    lazy: () =>
                      import('../pages/dashboard/withdraw-page').then((m) => ({
                        Component: m.WithdrawPage,
                      })),
                  },
                  {
                    path: paths.financialActivities,
                    lazy: () =>
                      import('../pages/dashboard/financial-activities-page').then((m) => ({
                        Component: m.FinancialActivitiesPage,
                      })),
                  },
                  {
                    path: paths.gameHistory,
                    lazy: () =>
                      import('../pages/dashboard/game-history-page').then((m) => ({
                        Component: m.GameHistoryPage,
                      })),
                  },
                  {
                    path: paths.claimBonus,
                    lazy: () =>
                      import('../pages/dashboard/claim-bonus-page').then((m) => ({
                        Component: m.ClaimBonusPage,
                      })),
                  },
                  {
                    path: paths.bonuses,
                    lazy: () =>
                      import('../pages/dashboard/bonuses-page').then((m) => ({
                        Component: m.BonusesPage,
                      })),
                  },
                  {
                    path: paths.sessionHistory,
                    lazy: () =>
                      import('../pages/dashboard/session-history-page').then((m) => ({
                        Component: m.SessionHistoryPage,
                      })),
                  },
                  {
                    path: paths.responsibleGaming,
                    lazy: () =>
                      import('../pages/dashboard/responsible-gaming-page').then((m) => ({
                        Component: m.ResponsibleGamingPage,
                      })),
                  },
                ],
              },
            ],
          },
          {
            path: '*',
            lazy: () =>
              import('../pages/not-found/not-found-page').then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
        ],
      },
    ],
  },
];
