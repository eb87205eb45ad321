import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useId } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';

/** An order of the game list: most played, newest, or A–Z (the contract's `GameSort`). */
export type GameListSort = 'popular' | 'new' | 'name';

/** A studio (provider) the list can be narrowed to, and how many of the games it makes. */
export interface GameListProvider {
  name: string;
  gameCount: number;
}

/** The orders a player can pick, in the order the buttons show them. */
export const gameSortOptions: readonly GameListSort[] = ['popular', 'new', 'name'];

const sortLabelKeys = {
  popular: 'casino.sortPopular',
  new: 'casino.sortNew',
  name: 'casino.sortName',
} as const satisfies Record<GameListSort, string>;

export interface GameListControlsProps
  extends Omit<ComponentProps<'div'>, 'children' | 'onChange'> {
  /** The studios (providers) a player can narrow the list to, A–Z, with their game counts. */
  providers: readonly GameListProvider[];
  /** The studio in force; `''` for every provider. */
  provider: string;
  onProviderChange: (provider: string) => void;
  /** The order in force. */
  sort: GameListSort;
  onSortChange: (sort: GameListSort) => void;
}

/**
 * The all-games grid's controls: a provider filter (a native select, so a phone shows its own
 * picker) and the order — Popular, New, A–Z — as toggle buttons, the one in force pressed.
 */
export function GameListControls({
  providers,
  provider,
  onProviderChange,
  sort,
  onSortChange,
  className,
  ...props
}: GameListControlsProps) {
  const { t } = useUiTranslation();
  const selectId = useId();
  return (
    <div
      {...props}
      className={clsx('zar-game-list-controls', className)}
      data-slot="game-list-controls"
    >
      <div className="zar-game-list-controls__provider">
        <label className="zar-game-list-controls__label" htmlFor={selectId}>
          {t('casino.provider')}
        </label>
        <select
          id={selectId}
          className="zar-game-list-controls__select"
          value={provider}
          onChange={(event) => onProviderChange(event.target.value)}
        >
          <option value="">{t('casino.allProviders')}</option>
          {providers.map((item) => (
            <option key={item.name} value={item.name}>
              {t('casino.providerOption', { name: item.name, count: item.gameCount })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="zar-game-list-controls__sort">
        <legend className="zar-game-list-controls__label">{t('casino.sortBy')}</legend>
        <div className="zar-game-list-controls__sort-options">
          {gameSortOptions.map((option) => (
            <button
              key={option}
              type="button"
              className="zar-category-filters__option"
              aria-pressed={option === sort}
              onClick={() => onSortChange(option)}
            >
              {t(sortLabelKeys[option])}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
