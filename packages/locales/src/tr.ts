import { auth } from './strings/tr/auth';
import { banner } from './strings/tr/banner';
import { bottomBar } from './strings/tr/bottom-bar';
import { breadcrumb } from './strings/tr/breadcrumb';
import { callMe } from './strings/tr/call-me';
import { casino } from './strings/tr/casino';
import { celebration } from './strings/tr/celebration';
import { common } from './strings/tr/common';
import { contentPage } from './strings/tr/content-page';
import { dashboard } from './strings/tr/dashboard';
import { domainNotice } from './strings/tr/domain-notice';
import { footer } from './strings/tr/footer';
import { gamePlay } from './strings/tr/game-play';
import { header } from './strings/tr/header';
import { home } from './strings/tr/home';
import { language } from './strings/tr/language';
import { liveChat } from './strings/tr/live-chat';
import { menu } from './strings/tr/menu';
import { notFound } from './strings/tr/not-found';
import { notifications } from './strings/tr/notifications';
import { pages } from './strings/tr/pages';
import { phoneVerification } from './strings/tr/phone-verification';
import { popup } from './strings/tr/popup';
import { promotions } from './strings/tr/promotions';
import { responsibleGaming } from './strings/tr/responsible-gaming';
import { routeError } from './strings/tr/route-error';
import { sidebar } from './strings/tr/sidebar';
import { testMode } from './strings/tr/test-mode';
import { toast } from './strings/tr/toast';
import { topNotify } from './strings/tr/top-notify';
import { topWinners } from './strings/tr/top-winners';
import { userMenu } from './strings/tr/user-menu';
import { videoBanner } from './strings/tr/video-banner';
import { trPlayerStrings } from './tr-player';

/**
 * Turkish UI strings a visitor's first load carries, keyed by namespace (the default language).
 * A new namespace is a file under strings/tr/ and strings/en/ and a line here and in en.ts.
 */
export const trFirstLoad = {
  home,
  menu,
  auth,
  header,
  pages,
  notFound,
  routeError,
  common,
  footer,
  language,
  sidebar,
  bottomBar,
  topNotify,
  testMode,
  breadcrumb,
  userMenu,
  banner,
  popup,
  topWinners,
  videoBanner,
  toast,
  promotions,
  contentPage,
  callMe,
  liveChat,
  domainNotice,
  phoneVerification,
  celebration,
  dashboard,
  notifications,
  casino,
  gamePlay,
  responsibleGaming,
};

/** Every Turkish UI string, keyed by namespace: what the components, tests and the API's seed use. */
// Marked pure (a spread is not), so a bundle that uses only `trFirstLoad` drops the player strings.
export const tr = /* @__PURE__ */ Object.assign({}, trFirstLoad, trPlayerStrings);

/** Every UI string of one language, keyed by namespace. */
export type Translation = typeof tr;
