import type { Game } from '@zar/api-client/contract';
import { clsx } from 'clsx';
import { Heart, Play } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

export interface GameCardProps extends Omit<ComponentProps<'article'>, 'children' | 'onPlay'> {
  game: Game;
  /** Whether the game is in the player's favourite list. */
  isFavorite: boolean;
  /** Called when the player opens the game (the card's play button). */
  onPlay: (game: Game) => void;
  /** Called with whether the game was a favourite before the press (SPEC §4). */
  onToggleFavorite: (game: Game, wasFavorite: boolean) => void;
  /** A toggle is on its way: the heart waits. Default `false`. */
  favoriteBusy?: boolean;
  /**
   * Loads the artwork at once, first, and paints it with the card (the first row: often the
   * page's largest image); otherwise lazily. Default `false`.
   */
  priority?: boolean;
}

/**
 * A game of the lobby: square artwork, name and studio, a LIVE badge for live tables. The card is
 * one button that plays the game; the heart beside it toggles the favourite (pressed when active).
 */
export function GameCard({
  game,
  isFavorite,
  onPlay,
  onToggleFavorite,
  favoriteBusy = false,
  priority = false,
  className,
  ...props
}: GameCardProps) {
  const { t } = useTranslation();
  return (
    <article {...props} className={clsx('zar-game-card', className)} data-slot="game-card">
      <button
        type="button"
        className="zar-game-card__play"
        aria-label={t('casino.play', { name: game.name })}
        onClick={() => onPlay(game)}
      >
        <img
          className="zar-game-card__image"
          src={game.imageUrl}
          alt=""
          width={240}
          height={240}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
        />
        <span className="zar-game-card__overlay" aria-hidden="true">
          <Play size={28} fill="currentColor" />
        </span>
      </button>
      {game.isLive ? <span className="zar-game-card__live">{t('casino.live')}</span> : null}
      <div className="zar-game-card__meta">
        <p className="zar-game-card__name" title={game.name}>
          {game.name}
        </p>
        <p className="zar-game-card__studio">{game.studio}</p>
      </div>
      <button
        type="button"
        className="zar-game-card__favorite"
        aria-pressed={isFavorite}
        aria-label={t(isFavorite ? 'casino.removeFavorite' : 'casino.addFavorite', {
          name: game.name,
        })}
        disabled={favoriteBusy}
        onClick={() => onToggleFavorite(game, isFavorite)}
      >
        <Heart size={18} aria-hidden="true" fill={isFavorite ? 'currentColor' : 'none'} />
      </button>
    </article>
  );
}
