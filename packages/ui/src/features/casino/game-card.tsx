import { clsx } from 'clsx';
import { Heart, Play } from 'lucide-react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';

/**
 * What a game card shows of a game: its code, name, studio, artwork and whether it is a live table.
 * The contract's `Game` has these and more; the card hands the game it was given back to
 * `onPlay` and `onToggleFavorite` unchanged, so a site gets its own type back.
 */
export interface GameCardGame {
  /** The game's unique code (the list's key and the favourites' entry). */
  gameCode: string;
  /** The game's name, under the artwork and in the buttons' names. */
  name: string;
  /** The maker the player sees, e.g. `Pragmatic Play`. */
  studio: string;
  /** The square artwork's address. */
  imageUrl: string;
  /** Whether it is a live table (a LIVE badge). */
  isLive: boolean;
}

export interface GameCardProps<TGame extends GameCardGame = GameCardGame>
  extends Omit<ComponentProps<'article'>, 'children' | 'onPlay'> {
  /** The game this tile shows: artwork, name, provider, live and favourite state. */
  game: TGame;
  /** Whether the game is in the player's favourite list. */
  isFavorite: boolean;
  /**
   * Called when the player opens the game (the card's artwork). With `href` it gets the click, and
   * may `preventDefault()` it to open the game in place (e.g. the login dialog for a visitor).
   */
  onPlay: (game: TGame, event: MouseEvent<HTMLElement>) => void;
  /**
   * The game's own address: the artwork becomes a real link to it that opens in a new tab, so
   * the browser's open-in-new-tab, copy-link and middle click work. Default none (a button).
   */
  href?: string;
  /** Called with whether the game was a favourite before the press (SPEC §4). */
  onToggleFavorite: (game: TGame, wasFavorite: boolean) => void;
  /** A toggle is on its way: the heart waits. Default `false`. */
  favoriteBusy?: boolean;
  /**
   * Loads the artwork at once, first, and paints it with the card (the first row: often the
   * page's largest image); otherwise lazily. Default `false`.
   */
  priority?: boolean;
}

/**
 * A game of the lobby: square artwork, name and studio, a LIVE badge for live tables. The artwork
 * plays the game — a link to `href` opening in a new tab, or a button without one; the heart beside
 * it toggles the favourite (pressed when active).
 */
export function GameCard<TGame extends GameCardGame = GameCardGame>({
  game,
  isFavorite,
  onPlay,
  onToggleFavorite,
  href,
  favoriteBusy = false,
  priority = false,
  className,
  ...props
}: GameCardProps<TGame>) {
  const { t } = useUiTranslation();
  const artwork: ReactNode = (
    <>
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
    </>
  );
  return (
    <article {...props} className={clsx('zar-game-card', className)} data-slot="game-card">
      {href ? (
        <a
          className="zar-game-card__play"
          href={href}
          target="_blank"
          rel="noopener"
          aria-label={t('casino.play', { name: game.name })}
          onClick={(event) => onPlay(game, event)}
        >
          {artwork}
        </a>
      ) : (
        <button
          type="button"
          className="zar-game-card__play"
          aria-label={t('casino.play', { name: game.name })}
          onClick={(event) => onPlay(game, event)}
        >
          {artwork}
        </button>
      )}
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
