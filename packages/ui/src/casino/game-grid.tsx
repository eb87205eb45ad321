import type { Game } from '@zar/api-client/contract';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard, type GameCardProps } from './game-card';

export interface GameListProps {
  games: readonly Game[];
  /** Codes of the player's favourite games. */
  favorites: ReadonlySet<string>;
  onPlay: GameCardProps['onPlay'];
  /** Each game's own address (the card becomes a link opening in a new tab). Default none. */
  gameHref?: (game: Game) => string;
  onToggleFavorite: (game: Game, wasFavorite: boolean) => void;
  /** The games are loading: placeholders take their place. Default `false`. */
  loading?: boolean;
  /** How many placeholders show while loading. Default `12`. */
  skeletonCount?: number;
}

export interface GameGridProps
  extends GameListProps,
    Omit<ComponentProps<'section'>, 'children' | 'onPlay'> {
  /** The accessible name of the list, e.g. the category or 'Search results'. */
  label: string;
  /** What shows when there are no games. Default 'No games found in this section.' */
  emptyText?: string;
}

/** Placeholder cards of the size of a game card, hidden from assistive technology. */
export function GameSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
    <li key={index} className="zar-game-card zar-game-card--skeleton" aria-hidden="true" />
  ));
}

/**
 * A grid of game cards: two columns on a phone, up to seven on a wide screen; placeholders while
 * loading and a sentence when nothing matches.
 */
export function GameGrid({
  games,
  favorites,
  onPlay,
  onToggleFavorite,
  gameHref,
  loading = false,
  skeletonCount = 12,
  label,
  emptyText,
  className,
  ...props
}: GameGridProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={label}
      aria-busy={loading}
      {...props}
      className={clsx('zar-game-grid', className)}
      data-slot="game-grid"
    >
      {!loading && games.length === 0 ? (
        <p className="zar-game-grid__empty">{emptyText ?? t('casino.noGames')}</p>
      ) : (
        <ul className="zar-game-grid__list">
          {games.map((game, index) => (
            <li key={game.gameCode}>
              <GameCard
                game={game}
                isFavorite={favorites.has(game.gameCode)}
                onPlay={onPlay}
                onToggleFavorite={onToggleFavorite}
                href={gameHref?.(game)}
                priority={index < 6}
              />
            </li>
          ))}
          {loading ? <GameSkeletons count={skeletonCount} /> : null}
        </ul>
      )}
    </section>
  );
}
