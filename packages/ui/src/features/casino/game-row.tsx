import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ComponentProps, useId, useRef } from 'react';
import { AnchorLink, type LinkComponent } from '../../primitives/link/link';
import { useUiTranslation } from '../../strings/use-ui-translation';
import type { GameCardGame } from './game-card';
import { GameCards, type GameListProps, splitGameList } from './game-grid';

export interface GameRowProps<TGame extends GameCardGame = GameCardGame>
  extends GameListProps<TGame>,
    Omit<ComponentProps<'section'>, 'children' | 'title' | 'onPlay'> {
  /** The category's name, the row's heading. */
  title: string;
  /** The category's icon. */
  iconUrl?: string | null;
  /** Where 'All' leads (the category's full list); no link without it. */
  showAllHref?: string;
  /** Text of the 'All' link. Default 'All'. */
  showAllLabel?: string;
  /** Renders the 'All' link, e.g. the router's link through an adapter. Default `AnchorLink`. */
  linkComponent?: LinkComponent;
  /** Load the first cards' artwork at once. Default `false`. */
  priority?: boolean;
}

/**
 * One lobby category: its heading with an 'All' link, then its games in a row that scrolls
 * sideways (snapping to cards); on wide screens buttons move it by a page.
 */
export function GameRow<TGame extends GameCardGame = GameCardGame>(rowProps: GameRowProps<TGame>) {
  const [cards, rowOwn] = splitGameList<TGame, GameRowProps<TGame>>(rowProps);
  const {
    title,
    iconUrl,
    showAllHref,
    showAllLabel,
    linkComponent: Link = AnchorLink,
    priority = false,
    className,
    ...props
  } = rowOwn;
  const { loading = false } = cards;
  const { t } = useUiTranslation();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading}
      {...props}
      className={clsx('zar-game-row', className)}
      data-slot="game-row"
    >
      <div className="zar-game-row__header">
        <h2 id={headingId} className="zar-game-row__title">
          {iconUrl ? <img src={iconUrl} alt="" width={28} height={28} /> : null}
          {title}
        </h2>
        <div className="zar-game-row__actions">
          <button
            type="button"
            className="zar-game-row__arrow"
            aria-label={t('casino.previous')}
            onClick={() => scroll(-1)}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="zar-game-row__arrow"
            aria-label={t('casino.next')}
            onClick={() => scroll(1)}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
          {showAllHref ? (
            <Link href={showAllHref} className="zar-game-row__all">
              {showAllLabel ?? t('casino.showAll')}
            </Link>
          ) : null}
        </div>
      </div>
      <GameCards
        {...cards}
        skeletonCount={cards.skeletonCount ?? 7}
        emptyText={t('casino.noGames')}
        listClassName="zar-game-row__list"
        listRef={list}
        priorityCount={priority ? 4 : 0}
      />
    </section>
  );
}
