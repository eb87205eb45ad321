import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkProps } from '../../primitives/link/link';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { sampleGames } from './casino-fixtures';
import { CasinoSearchField } from './casino-search-field';
import { CategoryFilterTabs } from './category-filter-tabs';
import { GameCard } from './game-card';
import { GameGrid } from './game-grid';
import { GameListControls } from './game-list-controls';
import { GameModal } from './game-modal';
import { GameRow } from './game-row';

const [slot, aviator] = sampleGames as [(typeof sampleGames)[0], (typeof sampleGames)[0]];

/** A stand-in for a router's link, told apart by its data attribute. */
const RouterLink = ({ href, ...props }: LinkProps) => <a data-router="" href={href} {...props} />;

describe('GameCard', () => {
  it('plays the game and toggles the favourite, saying whether it was one', async () => {
    const onPlay = vi.fn();
    const onToggleFavorite = vi.fn();
    const { container, rerender } = renderWithI18n(
      <GameCard
        game={slot}
        isFavorite={false}
        onPlay={onPlay}
        onToggleFavorite={onToggleFavorite}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zar Meyveleri oyna' }));
    expect(onPlay).toHaveBeenCalledWith(slot, expect.objectContaining({ type: 'click' }));
    const heart = screen.getByRole('button', { name: 'Zar Meyveleri favorilere ekle' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onToggleFavorite).toHaveBeenCalledWith(slot, false);
    expect(await axeViolations(container)).toEqual([]);

    rerender(
      <GameCard game={slot} isFavorite onPlay={onPlay} onToggleFavorite={onToggleFavorite} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zar Meyveleri favorilerden çıkar' }));
    expect(onToggleFavorite).toHaveBeenLastCalledWith(slot, true);
  });

  it('with an address is a real link that opens in a new tab, and hands the click to the page', async () => {
    const onPlay = vi.fn((_game, event: { preventDefault(): void }) => event.preventDefault());
    const { container } = renderWithI18n(
      <GameCard
        game={slot}
        isFavorite={false}
        onPlay={onPlay}
        onToggleFavorite={vi.fn()}
        href="/casino/play/abc"
      />,
    );
    const link = screen.getByRole('link', { name: 'Zar Meyveleri oyna' });
    expect(link).toHaveAttribute('href', '/casino/play/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    await userEvent.click(link);
    expect(onPlay).toHaveBeenCalledWith(slot, expect.objectContaining({ defaultPrevented: true }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks live games and names the studio', () => {
    renderWithI18n(
      <GameCard
        game={sampleGames[2] ?? slot}
        isFavorite={false}
        onPlay={vi.fn()}
        onToggleFavorite={vi.fn()}
      />,
    );
    expect(screen.getByText('CANLI')).toBeInTheDocument();
    expect(screen.getByText('Evolution')).toBeInTheDocument();
  });
});

describe('GameGrid and GameRow', () => {
  it('shows the favourites pressed, placeholders while loading and a sentence when empty', () => {
    const props = { onPlay: vi.fn(), onToggleFavorite: vi.fn(), favorites: new Set(['aviator']) };
    const { rerender } = renderWithI18n(<GameGrid {...props} games={sampleGames} label="Slot" />);
    expect(screen.getAllByRole('article')).toHaveLength(sampleGames.length);
    expect(screen.getByRole('button', { name: 'Aviator favorilerden çıkar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    rerender(<GameGrid {...props} games={[]} loading label="Slot" />);
    expect(screen.getByRole('region', { name: 'Slot' })).toHaveAttribute('aria-busy', 'true');
    rerender(<GameGrid {...props} games={[]} label="Slot" />);
    expect(screen.getByText('Bu bölümde oyun bulunamadı.')).toBeInTheDocument();
  });

  it('heads a row with its category and an All link, and scrolls it by a page', async () => {
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    const { container } = renderWithI18n(
      <GameRow
        title="Popüler"
        games={[slot, aviator]}
        favorites={new Set()}
        onPlay={vi.fn()}
        onToggleFavorite={vi.fn()}
        showAllHref="/casino/slot?category=1"
      />,
    );
    expect(screen.getByRole('region', { name: 'Popüler' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tümü' })).toHaveAttribute(
      'href',
      '/casino/slot?category=1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki oyunlar' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("draws the 'All' link with the given linkComponent, as the other components do", () => {
    renderWithI18n(
      <GameRow
        title="Popüler"
        games={[slot]}
        favorites={new Set()}
        onPlay={vi.fn()}
        onToggleFavorite={vi.fn()}
        showAllHref="/casino/slot?category=1"
        linkComponent={RouterLink}
      />,
    );
    const all = screen.getByRole('link', { name: 'Tümü' });
    expect(all).toHaveAttribute('data-router');
    expect(all).toHaveClass('zar-game-row__all');
  });
});

describe('CasinoSearchField and CategoryFilterTabs', () => {
  it('reports typing, submits the trimmed text and clears', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    const { rerender } = renderWithI18n(
      <CasinoSearchField value="" onChange={onChange} onSubmit={onSubmit} />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Oyun ara' }), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
    rerender(<CasinoSearchField value=" rulet " onChange={onChange} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('rulet');
    await userEvent.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('presses the filter in force and reports a new one', async () => {
    const onChange = vi.fn();
    renderWithI18n(
      <CategoryFilterTabs
        label="Canlı casino kategorileri"
        options={[
          { id: 'all', label: 'Tümü' },
          { id: '5', label: 'Canlı Rulet' },
        ]}
        value="all"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Canlı casino kategorileri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tümü' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Canlı Rulet' }));
    expect(onChange).toHaveBeenCalledWith('5');
  });
});

describe('GameListControls', () => {
  it('offers every provider with its count and the three orders, the one in force pressed', async () => {
    const onProviderChange = vi.fn();
    const onSortChange = vi.fn();
    const { container } = renderWithI18n(
      <GameListControls
        providers={[
          { name: 'Evolution', gameCount: 40 },
          { name: 'Pragmatic Play', gameCount: 25 },
        ]}
        provider=""
        onProviderChange={onProviderChange}
        sort="popular"
        onSortChange={onSortChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sağlayıcı' });
    expect(
      Array.from((select as HTMLSelectElement).options, (option) => option.textContent),
    ).toEqual(['Tüm sağlayıcılar', 'Evolution (40)', 'Pragmatic Play (25)']);
    await userEvent.selectOptions(select, 'Pragmatic Play');
    expect(onProviderChange).toHaveBeenCalledWith('Pragmatic Play');
    expect(screen.getByRole('group', { name: 'Sırala' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Popüler' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Yeni' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'A–Z' }));
    expect(onSortChange).toHaveBeenCalledWith('name');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('GameModal', () => {
  it('shows Loading... until the game is ready, a notice, and the bar actions', async () => {
    const actions = { onClose: vi.fn(), onReload: vi.fn(), onDeposit: vi.fn() };
    const { rerender } = renderWithI18n(
      <GameModal
        open
        gameName="Aviator"
        loading
        {...actions}
        notice="Oyun yeniden yüklenecek. Lütfen bekleyin..."
      />,
    );
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    expect(screen.getByText('Oyun yeniden yüklenecek. Lütfen bekleyin...')).toBeInTheDocument();
    rerender(
      <GameModal open gameName="Aviator" loading={false} {...actions}>
        <p>game</p>
      </GameModal>,
    );
    expect(screen.getByText('game')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Oyunu yeniden yükle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Para Yatır' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oyunu kapat' }));
    expect(actions.onReload).toHaveBeenCalled();
    expect(actions.onDeposit).toHaveBeenCalled();
    expect(actions.onClose).toHaveBeenCalled();
  });
});
