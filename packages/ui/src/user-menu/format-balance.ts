import { numberFormat } from '../format/intl-format';

/**
 * A balance as money in the player's language, e.g. `₺1.250,50` in Turkish and `₺1,250.50` in English.
 * `amount` is in major units (lira), as the balance call returns it.
 */
export function formatBalance(amount: number, locale = 'tr', currency = 'TRY'): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
