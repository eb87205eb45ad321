/**
 * How Zar writes money, everywhere: the components, the payment form, the site, the API's
 * messages, the operator command and the framed game pages (which get `moneyFormatOptions` in their
 * boot data). `₺1.250,50` in Turkish, `₺1,250.50` in English, never `TRY 1,250.50`.
 */

/** Whether a positive amount shows its `+`: `exceptZero` for a net result or a ledger row. */
export type MoneySign = 'auto' | 'exceptZero';

/** The `Intl.NumberFormat` options of money in `currency`: its narrow symbol, two decimals. */
export function moneyFormatOptions(
  currency = 'TRY',
  signDisplay: MoneySign = 'auto',
): Intl.NumberFormatOptions {
  return {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(signDisplay === 'auto' ? {} : { signDisplay }),
  };
}

// Making a NumberFormat loads the locale's data and costs far more than formatting, and lists and
// the balance poll format often: one per locale, currency and sign, shared.
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string, sign: MoneySign): Intl.NumberFormat {
  const key = `${locale}|${currency}|${sign}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, moneyFormatOptions(currency, sign));
    formats.set(key, format);
  }
  return format;
}

/** Digit-group and decimal marks of the site's language tags, as Intl writes them. */
const turkish = { group: '.', decimal: ',' };
const english = { group: ',', decimal: '.' };
const marks: Record<string, typeof turkish> = {
  tr: turkish,
  'tr-TR': turkish,
  en: english,
  'en-GB': english,
  'en-US': english,
};

/**
 * Lira in Turkish or English, written by hand exactly as Intl writes them (the tests compare every
 * size): the first NumberFormat of a page costs 20–25 ms of main thread, which a visitor's home page
 * would pay for the winners list alone. Undefined for anything else, which goes to Intl.
 */
function liraByHand(amount: number, locale: string, sign: MoneySign): string | undefined {
  const mark = marks[locale];
  const cents = Math.round(Math.abs(amount) * 100);
  // Only kuruş-exact amounts: rounding and a negative zero are left to Intl.
  if (!mark || !Number.isSafeInteger(cents) || cents / 100 !== Math.abs(amount)) return undefined;
  if (Object.is(amount, -0)) return undefined;
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, mark.group);
  const fraction = String(cents % 100).padStart(2, '0');
  const plus = sign === 'exceptZero' && cents > 0 ? '+' : '';
  return `${amount < 0 ? '-' : plus}₺${whole}${mark.decimal}${fraction}`;
}

/**
 * An amount in major units (lira) as money in `locale`: (1250.5, 'tr') → `₺1.250,50`,
 * (1250.5, 'en') → `₺1,250.50`; with `{ sign: 'exceptZero' }` → `+₺1.250,50`.
 */
export function formatMoney(
  amount: number,
  locale: string,
  currency = 'TRY',
  { sign = 'auto' }: { sign?: MoneySign } = {},
): string {
  return (
    (currency === 'TRY' ? liraByHand(amount, locale, sign) : undefined) ??
    moneyFormat(locale, currency, sign).format(amount)
  );
}

/** Minor units (kuruş), as the server stores them, as money: (125050n, 'tr') → `₺1.250,50`. */
export function formatMinorUnits(minor: bigint, locale: string, currency = 'TRY'): string {
  // Exact while the kuruş fit a double, as every stored amount does (see the contract's maxMoney).
  return formatMoney(Number(minor) / 100, locale, currency);
}
