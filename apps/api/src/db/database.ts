import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AccountTables } from '../accounts/account-tables';
import type { BonusTables } from '../bonuses/bonus-tables';
import type { CasinoTables } from '../casino/casino-tables';
import type { ChallengeTables } from '../challenges/challenge-tables';
import type { CountryTables } from '../countries/country-tables';
import type { DemoProviderTables } from '../demo-provider/demo-provider-tables';
import type { GameWalletTables } from '../game-wallet/game-wallet-tables';
import type { HubTables } from '../hub/hub-tables';
import type { MessagingTables } from '../messaging/messaging-tables';
import type { NotificationTables } from '../notifications/notification-tables';
import type { PaymentTables } from '../payments/payment-tables';
import type { RateLimitTables } from '../rate-limit/rate-limit-tables';
import type { ResponsibleGamingTables } from '../responsible-gaming/responsible-gaming-tables';
import type { SeedTables } from '../seed/seed-tables';
import type { SessionTables } from '../sessions/session-tables';
import type { SportsbookTables } from '../sportsbook/sportsbook-tables';
import type { WalletTables } from '../wallet/wallet-tables';
import type { Kurus } from './column-types';

/** A site setting the bootstrap call hands to the player site (SPEC §6 siteOption). */
export interface SiteOptionTable {
  key: string;
  value: string;
  status: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** A slide of the banner carousel named by `slug`, with its three image sizes. */
export interface SliderBannerTable {
  id: Generated<number>;
  slug: string;
  url: string | null;
  target: string | null;
  image_default: string;
  image_medium: string;
  image_large: string;
  title_tr: string | null;
  title_en: string | null;
  subtitle_tr: string | null;
  subtitle_en: string | null;
  sort: number;
  active: Generated<boolean>;
}

/** The home popup; the newest active one is shown. */
export interface PopupTable {
  id: Generated<number>;
  image_default: string;
  image_large: string;
  image_medium: string;
  url: string | null;
  active: Generated<boolean>;
  created_at: Generated<Date>;
}

/** A group of static pages: Footer, Story, Terms of use, Terms of service. */
export interface ContentCategoryTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

/** A static page in both languages; `status` true means published. */
export interface ContentItemTable {
  id: Generated<number>;
  category_id: number;
  title_tr: string;
  title_en: string;
  html_tr: string;
  html_en: string;
  sort: number;
  status: Generated<boolean>;
}

/** A recent big win of the top-winners widget; the amount is in kuruş. */
export interface TopWinnerTable {
  id: Generated<number>;
  image: string;
  game: string;
  /** The catalogue game (`casino_game.code`) whose name and artwork the widget shows (0022). */
  game_code: string | null;
  name: string;
  amount_minor: ColumnType<bigint, bigint | number, bigint | number>;
  currency_symbol: string;
  is_live: boolean;
  won_at: Generated<Date>;
}

/** A promotion of the /promotions page in both languages. */
export interface PromotionTable {
  id: Generated<number>;
  title_tr: string;
  title_en: string;
  summary_tr: string;
  summary_en: string;
  html_tr: string;
  html_en: string;
  image_url: string;
  sort: number;
  active: Generated<boolean>;
}

/** A visitor's request to be called back by the call centre. */
export interface CallMeBackRequestTable {
  id: Generated<number>;
  name: string;
  phone: string;
  preferred_time: string;
  note: string | null;
  locale: string;
  created_at: Generated<Date>;
}

/** An operator's wording of one UI string; it wins over the bundled one. */
export interface TranslationOverrideTable {
  locale: string;
  key: string;
  value: string;
}

/**
 * Every table of the player API, as Kysely sees it. Newer modules declare their tables beside
 * their code and are joined in here.
 */
export interface Database
  extends SeedTables,
    CountryTables,
    RateLimitTables,
    MessagingTables,
    SessionTables,
    AccountTables,
    HubTables,
    NotificationTables,
    PaymentTables,
    BonusTables,
    WalletTables,
    CasinoTables,
    ChallengeTables,
    GameWalletTables,
    DemoProviderTables,
    SportsbookTables,
    ResponsibleGamingTables {
  site_option: SiteOptionTable;
  slider_banner: SliderBannerTable;
  popup: PopupTable;
  content_category: ContentCategoryTable;
  content_item: ContentItemTable;
  top_winner: TopWinnerTable;
  promotion: PromotionTable;
  call_me_back_request: CallMeBackRequestTable;
  translation_override: TranslationOverrideTable;
}

/** Which engine answers the queries: the embedded PGlite or a PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database and how to let go of it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL schema the tables live in (`public` unless isolated). */
  schema: string;
  /** Ends the pool or closes PGlite; the handle is unusable afterwards. */
  close(): Promise<void>;
  /**
   * PGlite only: calls `listener` with each notify on `channel`, by the time the statement (or the
   * commit) that sent it resolves. PostgreSQL's notifies need a connection of their own
   * (`hub/postgres-hub-bus.ts`). Resolves to the function that stops listening.
   */
  listen?(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
}
