import { formatMinorUnits } from '@zar/locales/money';
import {
  type Locale,
  type LocalisedText,
  type ServerKey,
  serverKeys,
  serverMessage,
} from '../http';
import { walletCurrency } from '../wallet';

/**
 * What the payment calls and the operator commands say: keys of `serverPayments` in
 * `@zar/locales/server`, with the words for a request's kind (`words`) and status (`statuses`,
 * keyed by `TransactionStatus`) inside the operator's messages.
 */
export const paymentMessages = serverKeys('serverPayments');

/** Kuruş of the wallet as the player reads them: `₺1.250,50` in Turkish, `₺1,250.50` in English. */
export function formatAmount(kurus: bigint, locale: Locale): string {
  return formatMinorUnits(kurus, locale, walletCurrency);
}

/** A text whose placeholders take different words per language (a kind, a status), filled in. */
export function fillPerLocale(
  text: ServerKey,
  params: (locale: Locale) => Record<string, string>,
): LocalisedText {
  return {
    tr: serverMessage(text, 'tr', params('tr')),
    en: serverMessage(text, 'en', params('en')),
  };
}
