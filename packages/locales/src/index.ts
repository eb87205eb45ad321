import { auth } from './namespaces/auth';
import { banner } from './namespaces/banner';
import { bonuses } from './namespaces/bonuses';
import { bottomBar } from './namespaces/bottom-bar';
import { breadcrumb } from './namespaces/breadcrumb';
import { callMe } from './namespaces/call-me';
import { casino } from './namespaces/casino';
import { celebration } from './namespaces/celebration';
import { common } from './namespaces/common';
import { contentPage } from './namespaces/content-page';
import { dashboard } from './namespaces/dashboard';
import { domainNotice } from './namespaces/domain-notice';
import { footer } from './namespaces/footer';
import { gamePlay } from './namespaces/game-play';
import { header } from './namespaces/header';
import { home } from './namespaces/home';
import { language } from './namespaces/language';
import { liveChat } from './namespaces/live-chat';
import { menu } from './namespaces/menu';
import { notFound } from './namespaces/not-found';
import { notifications } from './namespaces/notifications';
import { pages } from './namespaces/pages';
import { paymentForm } from './namespaces/payment-form';
import { payments } from './namespaces/payments';
import { phoneVerification } from './namespaces/phone-verification';
import { popup } from './namespaces/popup';
import { promotions } from './namespaces/promotions';
import { responsibleGaming } from './namespaces/responsible-gaming';
import { routeError } from './namespaces/route-error';
import { sidebar } from './namespaces/sidebar';
import { toast } from './namespaces/toast';
import { topNotify } from './namespaces/top-notify';
import { topWinners } from './namespaces/top-winners';
import { userMenu } from './namespaces/user-menu';
import { videoBanner } from './namespaces/video-banner';

export type { SameKeys, StringTree } from './define-namespace';
export { flattenStrings, type TranslationEntry } from './flatten-strings';

/** Every namespace of UI strings, Turkish first. A new namespace is one file and one line here. */
const namespaces = {
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
  payments,
  paymentForm,
  notifications,
  bonuses,
  casino,
  gamePlay,
  responsibleGaming,
};

type Namespaces = typeof namespaces;

/** Every UI string of one language, keyed by namespace. */
export type Translation = { [N in keyof Namespaces]: Namespaces[N]['tr'] };

function pick(locale: 'tr' | 'en'): Translation {
  return Object.fromEntries(
    Object.entries(namespaces).map(([name, strings]) => [name, strings[locale]]),
  ) as Translation;
}

/** Languages Zar ships strings for; Turkish first (DESIGN: default tr). */
export const locales = ['tr', 'en'] as const;
export type Locale = (typeof locales)[number];

/** Turkish UI strings. */
export const tr: Translation = pick('tr');
/** English UI strings. */
export const en: Translation = pick('en');
/** Both languages, keyed by locale: i18next resources and the API's translation seed. */
export const translations: Record<Locale, Translation> = { tr, en };
