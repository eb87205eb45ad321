import { clsx } from 'clsx';
import type { ComponentProps, Ref } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { GameCard, type GameCardGame, type GameCardProps } from './game-card';

export interface GameListProps<TGame extends GameCardGame = GameCardGame> {
  /** The games to show, in order. */
  games: readonly TGame[];
  /** Codes of the player's favourite games. */
  favorites: ReadonlySet<string>;
  /** Called with the game when the player opens it. */
  onPlay: GameCardProps<TGame>['onPlay'];
  /** Each game's own address (the card becomes a link opening in a new tab). Default none. */
  gameHref?: (game: TGame) => string;
  /** Called when the player toggles a game's favourite heart, with the state before the toggle. */
  onToggleFavorite: (game: TGame, wasFavorite: boolean) => void;
  /** The games are loading: placeholders take their place. Default `false`. */
  loading?: boolean;
  /** How many placeholders show while loading. Default `12`. */
  skeletonCount?: number;
}

export interface GameGridProps<TGame extends GameCardGame = GameCardGame>
  extends GameListProps<TGame>,
    Omit<ComponentProps<'section'>, 'children' | 'onPlay'> {
  /** The accessible name of the list, e.g. the category or 'Search results'. */
  label: string;
  /** What shows when there are no games. Default 'No games found in this section.' */
  emptyText?: string;
}

/**
 * The cards of a list of games (a grid, a row): placeholders after them while loading, and
 * `emptyText` in their place when there are none. The first `priorityCount` load their artwork at
 * once.
 */
export function GameCards<TGame extends GameCardGame>({
  games,
  favorites,
  onPlay,
  onToggleFavorite,
  gameHref,
  loading = false,
  skeletonCount = 12,
  emptyText,
  listClassName,
  listRef,
  priorityCount,
}: GameListProps<TGame> & {
  emptyText: string;
  listClassName: string;
  listRef?: Ref<HTMLUListElement>;
  priorityCount: number;
}) {
  if (!loading && games.length === 0) return <p className="zar-game-grid__empty">{emptyText}</p>;
  return (
    <ul className={listClassName} ref={listRef}>
      {games.map((game, index) => (
        <li key={game.gameCode}>
          <GameCard
            game={game}
            isFavorite={favorites.has(game.gameCode)}
            onPlay={onPlay}
            onToggleFavorite={onToggleFavorite}
            href={gameHref?.(game)}
            priority={index < priorityCount}
          />
        </li>
      ))}
      {loading ? <GameSkeletons count={skeletonCount} /> : null}
    </ul>
  );
}

/** Splits a list's own props (`GameListProps`) from those of the element around it. */
export function splitGameList<TGame extends GameCardGame, P extends GameListProps<TGame>>({
  games,
  favorites,
  onPlay,
  onToggleFavorite,
  gameHref,
  loading,
  skeletonCount,
  ...element
}: P): [GameListProps<TGame>, Omit<P, keyof GameListProps<TGame>>] {
  return [
    { games, favorites, onPlay, onToggleFavorite, gameHref, loading, skeletonCount },
    element,
  ];
}

/** Placeholder cards of the size of a game card, hidden from assistive technology. */
function GameSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
    <li key={index} className="zar-game-card zar-game-card--skeleton" aria-hidden="true" />
  ));
}

/**
 * A grid of game cards: two columns on a phone, up to seven on a wide screen; placeholders while
 * loading and a sentence when nothing matches.
 */
export function GameGrid<TGame extends GameCardGame = GameCardGame>(
  gridProps: GameGridProps<TGame>,
) {
  const { label, emptyText, className, ...rest } = gridProps;
  const [cards, props] = splitGameList<TGame, typeof rest>(rest);
  const { loading = false } = cards;
  const { t } = useUiTranslation();
  return (
    <section
      aria-label={label}
      aria-busy={loading}
      {...props}
      className={clsx('zar-game-grid', className)}
      data-slot="game-grid"
    >
      <GameCards
        {...cards}
        emptyText={emptyText ?? t('casino.noGames')}
        listClassName="zar-game-grid__list"
        priorityCount={6}
      />
    </section>
  );
}
