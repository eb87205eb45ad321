import { auth } from './strings/en/auth';
import { banner } from './strings/en/banner';
import { bonusMoney } from './strings/en/bonus-money';
import { bonuses } from './strings/en/bonuses';
import { bottomBar } from './strings/en/bottom-bar';
import { breadcrumb } from './strings/en/breadcrumb';
import { callMe } from './strings/en/call-me';
import { casino } from './strings/en/casino';
import { celebration } from './strings/en/celebration';
import { common } from './strings/en/common';
import { contentPage } from './strings/en/content-page';
import { dashboard } from './strings/en/dashboard';
import { domainNotice } from './strings/en/domain-notice';
import { footer } from './strings/en/footer';
import { gamePlay } from './strings/en/game-play';
import { header } from './strings/en/header';
import { home } from './strings/en/home';
import { language } from './strings/en/language';
import { liveChat } from './strings/en/live-chat';
import { menu } from './strings/en/menu';
import { notFound } from './strings/en/not-found';
import { notifications } from './strings/en/notifications';
import { pages } from './strings/en/pages';
import { paymentForm } from './strings/en/payment-form';
import { payments } from './strings/en/payments';
import { phoneVerification } from './strings/en/phone-verification';
import { popup } from './strings/en/popup';
import { promotions } from './strings/en/promotions';
import { responsibleGaming } from './strings/en/responsible-gaming';
import { routeError } from './strings/en/route-error';
import { sidebar } from './strings/en/sidebar';
import { testMode } from './strings/en/test-mode';
import { toast } from './strings/en/toast';
import { topNotify } from './strings/en/top-notify';
import { topWinners } from './strings/en/top-winners';
import { userMenu } from './strings/en/user-menu';
import { videoBanner } from './strings/en/video-banner';

import type { Translation } from './tr';

/**
 * Every English UI string, keyed by namespace. Its own module, so a site loads it only for a
 * player who chose English (issue #10).
 */
export const en: Translation = {
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
  // The account area's strings, in the order of Turkish's (tr-player.ts).
  bonusMoney,
  payments,
  paymentForm,
  bonuses,
};
