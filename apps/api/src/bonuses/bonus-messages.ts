import { type LocalisedText, serverKeys } from '../http';
import { fillPerLocale, formatAmount } from '../payments/payment-messages';

/** What the bonus calls say: keys of `serverBonuses` in `@zar/locales/server`. */
export const bonusMessages = serverKeys('serverBonuses');

/** The notifications of a bonus's end (a title and a body each). */
export const bonusNotices = bonusMessages.notices;

/** The refusal of a bet over the largest one the bonus being wagered allows. */
export function bonusMaxBetText(maxBetKurus: bigint): LocalisedText {
  return fillPerLocale(bonusMessages.maxBet, (locale) => ({
    amount: formatAmount(maxBetKurus, locale),
  }));
}
