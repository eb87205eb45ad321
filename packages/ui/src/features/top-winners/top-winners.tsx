import { formatMoney } from '@zar/locales/money';
import { clsx } from 'clsx';
import { Trophy } from 'lucide-react';
import { type ComponentProps, type CSSProperties, useId } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { maskPlayerName } from './mask-player-name';

/** A recent big win (SPEC §3 top winner). */
export interface TopWinner {
  /** Artwork of the game won in. */
  image: string;
  /** Name of the game. */
  game: string;
  /** The player's name; masked before it is shown. */
  name: string;
  /** Amount won, in major units. */
  amount: number;
  /** The symbol the server keeps with the win, e.g. `₺`; the amount is written in the list's `currency`. */
  currencySymbol: string;
}

export interface TopWinnersProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The winners, newest first. */
  winners: readonly TopWinner[];
  /** Scroll the list continuously; it pauses on hover, focus and under reduced motion. Default `true`. */
  scrolling?: boolean;
  /** ISO 4217 code the amounts are in. Default `'TRY'`. */
  currency?: string;
}

/** Seconds each row takes to scroll past, so long and short lists move at the same speed. */
const secondsPerRow = 2.5;

/**
 * The Top Winners card: a list of recent wins that scrolls upwards without end. Screen readers
 * read the list once; the copy that makes the loop seamless is hidden from them.
 */
export function TopWinners({
  winners,
  scrolling = true,
  currency = 'TRY',
  className,
  style,
  ...props
}: TopWinnersProps) {
  const { t, i18n } = useUiTranslation();
  const titleId = useId();
  const animated = scrolling && winners.length > 1;
  const rows = () =>
    winners.map((winner, index) => (
      <li
        // biome-ignore lint/suspicious/noArrayIndexKey: the same player may win the same game twice
        key={index}
        className="zar-top-winners__row"
      >
        <img
          className="zar-top-winners__game-image"
          src={winner.image}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
        <span className="zar-top-winners__who">
          <span className="zar-top-winners__player">{maskPlayerName(winner.name)}</span>
          <span className="zar-top-winners__game">
            {t('topWinners.wonIn', { game: winner.game })}
          </span>
        </span>
        <span className="zar-top-winners__amount zar-tabular-nums">
          {formatMoney(winner.amount, i18n.language, currency)}
        </span>
      </li>
    ));

  return (
    <section
      aria-labelledby={titleId}
      {...props}
      className={clsx('zar-top-winners', className)}
      style={
        {
          '--top-winners-duration': `${winners.length * secondsPerRow}s`,
          ...style,
        } as CSSProperties
      }
      data-slot="top-winners"
      data-scrolling={animated || undefined}
    >
      <header className="zar-top-winners__header">
        <span className="zar-top-winners__icon" aria-hidden="true">
          <Trophy size={20} strokeWidth={2} />
        </span>
        <span>
          <h2 id={titleId} className="zar-top-winners__title">
            {t('topWinners.title')}
          </h2>
          <p className="zar-top-winners__subtitle">{t('topWinners.subtitle')}</p>
        </span>
      </header>
      {winners.length === 0 ? (
        <p className="zar-top-winners__empty">{t('topWinners.empty')}</p>
      ) : (
        <section
          className="zar-top-winners__viewport"
          aria-label={t('topWinners.listLabel')}
          // Focusable so keyboard players can pause the marquee, and scroll it under reduced motion.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          <div className="zar-top-winners__track">
            <ul className="zar-top-winners__list">{rows()}</ul>
            {animated ? (
              <ul className="zar-top-winners__list zar-top-winners__list--copy" aria-hidden="true">
                {rows()}
              </ul>
            ) : null}
          </div>
        </section>
      )}
    </section>
  );
}
