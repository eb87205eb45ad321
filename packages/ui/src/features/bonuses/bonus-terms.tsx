import { formatMoney } from '@zar/locales/money';
import { trPlayerStrings } from '@zar/locales/tr-player';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { addBuiltInTurkish, useUiTranslation } from '../../strings/use-ui-translation';
import { formatDuration } from './format-time-left';

// The bonus-money texts (a player's, never on a visitor's first load) come with the bonus
// components, which all show these terms: built-in Turkish for them without any setup.
addBuiltInTurkish(trPlayerStrings);

/** How much of each bet counts toward wagering, in percent, by game kind. */
export type BonusContribution = {
  slots: number;
  table: number;
  live: number;
  sportsbook: number;
};

/** A bonus's rules as the offer or the active bonus carries them (the contract's `BonusTerms`). */
export interface BonusRules {
  /** A percentage of the qualifying deposit, up to the bonus's amount; null: a fixed amount. */
  percent: number | null;
  /** The deposit that qualifies; null: none needed. */
  minDeposit: number | null;
  /** How many times the bonus must be bet before it turns into cash, e.g. 30. */
  wagering: number;
  contribution: BonusContribution;
  /** Sportsbook slips count only at these total odds or more, e.g. 1.5. */
  sportsbookMinOdds: number;
  /** The largest single bet allowed while wagering. */
  maxBet: number;
  /** Days from the claim until an unfinished bonus expires. */
  days: number;
  /** The most of it that can turn into cash. */
  maxCashout: number;
}

export interface BonusTermsProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The rules, as the offer or the active bonus carries them. */
  rules: BonusRules;
  /** The bonus in major units (lira): the fixed amount, or the most a percentage gives. */
  amount: number;
  /** ISO currency of the amounts. Default `'TRY'`. */
  currency?: string;
}

/**
 * The rules of a bonus as a short list in the player's language: the amount (or "%100, en fazla
 * ₺500"), the minimum deposit, the wagering, what each game kind counts, the sportsbook's minimum
 * odds, the largest bet, how long it lasts and the most that turns into cash.
 */
export function BonusTerms({
  rules,
  amount,
  currency = 'TRY',
  className,
  ...props
}: BonusTermsProps) {
  const { t, i18n } = useUiTranslation();
  const money = (value: number) => formatMoney(value, i18n.language, currency);
  const lines = [
    rules.percent === null
      ? t('bonusMoney.terms.fixed', { amount: money(amount) })
      : t('bonusMoney.terms.percent', { percent: rules.percent, amount: money(amount) }),
    rules.minDeposit === null
      ? null
      : t('bonusMoney.terms.minDeposit', { amount: money(rules.minDeposit) }),
    rules.wagering > 0
      ? t('bonusMoney.terms.wagering', { count: rules.wagering })
      : t('bonusMoney.terms.noWagering'),
    rules.wagering > 0 ? t('bonusMoney.terms.contribution', rules.contribution) : null,
    // Minimum odds say nothing when the sportsbook does not count.
    rules.wagering > 0 && rules.contribution.sportsbook > 0
      ? t('bonusMoney.terms.minOdds', {
          odds: rules.sportsbookMinOdds.toLocaleString(i18n.language, {
            minimumFractionDigits: 2,
          }),
        })
      : null,
    t('bonusMoney.terms.maxBet', { amount: money(rules.maxBet) }),
    t('bonusMoney.terms.days', { days: formatDuration({ days: rules.days }, i18n.language) }),
    t('bonusMoney.terms.maxCashout', { amount: money(rules.maxCashout) }),
  ].filter((line): line is string => line !== null);

  return (
    <ul
      aria-label={t('bonusMoney.terms.label')}
      {...props}
      className={clsx('zar-bonus-terms', className)}
      data-slot="bonus-terms"
    >
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
