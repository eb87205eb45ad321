import type { ColumnType, Generated } from 'kysely';

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

/** The site content's tables: settings, banners, the popup, pages, promotions, top winners, call-me-back requests and operators' wordings. */
export interface ContentTables {
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
