/**
 * How the pages the site frames (the demo games, the sportsbook) write money: the very options of
 * the site's `formatBalance` (@zar/ui), in the site's language tags, so a frame's amounts read as
 * the header's — `₺1.250,50` in Turkish and `₺1,250.50` in English, never `TRY 1,250.50` (what
 * en-GB writes for the Turkish lira with the default currency display). The pages get it in their
 * boot data and make their `Intl.NumberFormat` from it.
 */
export interface FrameMoney {
  locale: 'tr' | 'en';
  options: Intl.NumberFormatOptions;
}

export function frameMoney(language: 'tr' | 'en'): FrameMoney {
  return {
    locale: language,
    options: {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    },
  };
}

/** An amount in lira as a frame writes it (what its `Intl.NumberFormat` gives). */
export function formatFrameMoney(lira: number, language: 'tr' | 'en'): string {
  const { locale, options } = frameMoney(language);
  return new Intl.NumberFormat(locale, options).format(lira);
}
