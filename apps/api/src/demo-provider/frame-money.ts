import { moneyFormatOptions } from '@zar/locales/money';

/**
 * How the pages the site frames (the demo games, the sportsbook) write money: the options of the
 * site's own `formatMoney` (@zar/locales/money), in the site's language tags, so a frame's amounts
 * read as the header's — `₺1.250,50` in Turkish and `₺1,250.50` in English, never `TRY 1,250.50`.
 * The pages get it in their boot data and make their `Intl.NumberFormat` from it.
 */
export interface FrameMoney {
  locale: 'tr' | 'en';
  options: Intl.NumberFormatOptions;
}

export function frameMoney(language: 'tr' | 'en'): FrameMoney {
  return { locale: language, options: moneyFormatOptions('TRY') };
}
